import { beforeAll } from 'vitest'
import { workerDatabase } from './harness'

// The worker's database is made (migrated, demo-seeded) in a hook before a file's first test:
// counted in that test's own timeout, a slow start on a busy machine failed it, and its fixture
// kept running behind the next tests. Ten seconds on a quiet machine; minutes on a crowded one.
beforeAll(async () => {
  await workerDatabase()
}, 600_000)
