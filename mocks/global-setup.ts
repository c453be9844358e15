import { execFileSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gzipped PGlite data directory the mock API starts from (server/db/snapshot.ts). */
    demoSnapshot: string
  }
}

/** Builds the demo snapshot once for the whole run (or finds it in the cache). */
export default function setup(project: TestProject) {
  const file = execFileSync(process.execPath, ['--import', 'tsx', 'server/db/snapshot.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim()
  project.provide('demoSnapshot', file)
}
