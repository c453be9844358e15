import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite.config.ts'

/** The server suite: in-process requests, on in-memory PGlite, and again on PostgreSQL when DATABASE_URL is set. */
function serverProject(name: string, database: 'pglite' | 'postgres') {
  return {
    extends: true as const,
    test: {
      name,
      environment: 'node' as const,
      include: ['server/**/*.test.ts'],
      env: { GREENLIGHT_TEST_DB: database },
      setupFiles: ['server/test/setup.ts'],
      // One migrated, seeded database per worker for all files: each test rolls its writes back.
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: { 'import.meta.env.VITE_MOCKS': JSON.stringify('false') },
  test: {
    // Every core runs test files (Vitest's default leaves one idle), the projects side by side in
    // one call. Each worker has its own database (server/test/harness.ts, mocks/node.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    // On CI, beside the builds and type checks on 2 cores, a test once failed that passed in every
    // run before and after it (which one the log did not keep: scripts/test.mjs now prints a failed
    // step's failure lines last). A second try there; a test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    projects: [
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'contract/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // One module graph per worker for all its files: the mock API's database (and PGlite's
          // WASM) loads once per worker instead of once per file; setup.ts resets what tests change.
          isolate: false,
          // The mock API's database: the demo snapshot, built once per run (mocks/global-setup.ts).
          globalSetup: ['mocks/global-setup.ts'],
          // Component tests click through whole pages; on a busy 2-core machine 5 s is too tight, and
          // with other runs beside it the report's 1,100-code tests took 21 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
})
