import { beforeAll } from 'vitest'
import { workerDatabase } from './harness'

// The worker's database is made (migrated, demo-seeded) under the hook timeout before a file's
// first test: counted in that test's own timeout, a slow start on a busy machine failed it, and
// its fixture kept running behind the next tests.
beforeAll(async () => {
  await workerDatabase()
})
