import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle, openPostgres } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { DEMO_STUDIOS, onPostgres, openPostgresTestDatabase, postgresTestDatabase } from '../../test/harness'
import { freshContractRollups } from './rollup'
import { live, rolled } from './rollup-fixtures'

/*
 * Two server processes reading the contract charts at the same moment while a third writes: each
 * project's rollup is rebuilt by one of them at a time (no row counted twice), and a change that
 * lands during a rebuild leaves the project stale, so the next read brings it up to date.
 */
describe.runIf(onPostgres)('the contract rollup with two server processes', () => {
  let first: DatabaseHandle
  let second: DatabaseHandle

  beforeAll(async () => {
    first = await openPostgresTestDatabase('rollup')
    second = await openPostgres(postgresTestDatabase('rollup').url, { max: 4 })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  test('rebuilds race and a write lands between them: nothing is counted twice or missed', async () => {
    await first.db.execute(
      sql`insert into contract_rollup_changes (project_id, organization_id) select id, organization_id from projects`,
    )
    const someContract = rowsOf<{ id: number }>(
      await first.db.execute(sql`select id from contracts where organization_id = ${DEMO_STUDIOS} limit 1`),
    )[0]
    expect(someContract).toBeDefined()
    await Promise.all([
      freshContractRollups(first.db, DEMO_STUDIOS),
      freshContractRollups(second.db, DEMO_STUDIOS),
      freshContractRollups(second.db, DEMO_STUDIOS),
      second.db.execute(sql`update contracts set value = value + 100 where id = ${someContract?.id}`),
    ])
    expect(await rolled(first.db)).toEqual(await live(first.db))
  })
})
