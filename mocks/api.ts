import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import type { Database } from '../server/db/client'
import type { Deps } from '../server/http/route'
import { createLogger } from '../server/logger'
import type { Secrets } from '../server/platform/secrets'

/**
 * The mock API is the server's own Hono app, answering in the same process as the SPA (a Vitest
 * worker, or the page behind the MSW service worker) on an embedded PGlite started from the demo
 * snapshot. So every rule the SPA meets in tests is the server's rule, written once.
 */
export type MockApi = { handle: (request: Request) => Promise<Response> }

export type MockApiOptions = {
  /** The database to answer from, asked for on every request (a test swaps in its transaction). */
  database: () => Database
  secrets: Secrets
  /** Where the server's log lines go (warnings and errors only). */
  log: (line: string) => void
  publicUrl: string
}

export function createMockApi({ database, secrets, log, publicUrl }: MockApiOptions): MockApi {
  const deps: Deps = {
    get db() {
      return database()
    },
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: publicUrl }),
    logger: createLogger('warn', log),
    clock: () => new Date(),
    secrets,
  }
  const app = createApp(deps)
  return { handle: (request) => Promise.resolve(app.fetch(request)) }
}

/** Runs one task at a time: requests of one test share its transaction, so they must not interleave. */
export function serialized() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}
