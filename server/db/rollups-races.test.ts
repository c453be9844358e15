import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshContractRollups } from '../modules/contracts/rollup'
import { spendMaps } from '../modules/spend/ledger'
import { spendAsOf } from '../modules/spend/rollup'
import { DEMO_STUDIOS, onPostgres, openPostgresTestDatabase, postgresTestDatabase } from '../test/harness'
import { type DatabaseHandle, openPostgres } from './client'
import { rowsOf } from './rows'

/*
 * Writers of the ledger never wait on each other for the rollups' sake (db/rollups.ts): the
 * triggers append a change, they lock nothing. Two transactions that write two projects in
 * opposite orders both commit (a per-project change counter deadlocked them), and a rebuild while
 * a write is still open neither waits for it nor loses it.
 */
describe.runIf(onPostgres)('rollups with writers on two server processes', () => {
  let first: DatabaseHandle
  let second: DatabaseHandle

  beforeAll(async () => {
    first = await openPostgresTestDatabase('rollupwrites')
    second = await openPostgres(postgresTestDatabase('rollupwrites').url, { max: 4 })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  type Writable = { project: number; rows: number[]; touch: (row: number | undefined) => SQL }

  /**
   * Two projects of the demo, each with two rows of a table the spend ledger reads (the demo's
   * invoices sit on one project, its inventory charges and returns on another), and how to change one.
   */
  async function twoProjects(): Promise<Writable[]> {
    const twoRowsOf = async (table: string) => {
      const [row] = rowsOf<{ project_id: number; ids: number[] }>(
        await first.db.execute(sql`
          select project_id, (array_agg(id order by id))[1:2] as ids from ${sql.identifier(table)}
          where organization_id = ${DEMO_STUDIOS} group by project_id having count(*) >= 2
          order by project_id limit 1`),
      )
      expect(row, table).toBeDefined()
      return { project: Number(row?.project_id), rows: (row?.ids ?? []).map(Number) }
    }
    const invoices = await twoRowsOf('expenses')
    const movements = await twoRowsOf('inventory_movements')
    expect(invoices.project).not.toBe(movements.project)
    return [
      {
        ...invoices,
        touch: (id) => sql`update expenses set amount_project = amount_project + 100 where id = ${id}`,
      },
      { ...movements, touch: (id) => sql`update inventory_movements set note = 'checked' where id = ${id}` },
    ]
  }

  async function expectRollupsLive(projects: number[]) {
    const days = ['2026-11-22', '2027-12-31']
    const rolled = await spendAsOf(first.db, DEMO_STUDIOS, projects, days)
    for (const projectId of projects)
      for (const day of days)
        expect(rolled(projectId, day), `project ${projectId} as of ${day}`).toEqual(
          await spendMaps(first.db, { tenantId: DEMO_STUDIOS, projectId, through: day }),
        )
  }

  test('two transactions writing two projects in opposite orders both commit', async () => {
    const [a, b] = (await twoProjects()) as [Writable, Writable]
    let firstWrote: () => void = () => {}
    let secondWrote: () => void = () => {}
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWrote = resolve
    })
    const secondHasWritten = new Promise<void>((resolve) => {
      secondWrote = resolve
    })
    const results = await Promise.allSettled([
      first.db.transaction(async (tx) => {
        await tx.execute(a.touch(a.rows[0]))
        firstWrote()
        await secondHasWritten
        await tx.execute(b.touch(b.rows[1]))
      }),
      second.db.transaction(async (tx) => {
        await firstHasWritten
        await tx.execute(b.touch(b.rows[0]))
        secondWrote()
        await tx.execute(a.touch(a.rows[1]))
      }),
    ])
    expect(
      results.map((result) =>
        result.status === 'rejected' ? String(result.reason?.cause ?? result.reason) : 'committed',
      ),
    ).toEqual(['committed', 'committed'])
    await expectRollupsLive([a.project, b.project])
  })

  test('a rebuild does not wait for an open write, and the write is read once it commits', async () => {
    const [a] = (await twoProjects()) as [Writable]
    const project = a.project
    await expectRollupsLive([project])
    let wrote: () => void = () => {}
    let rebuilt: () => void = () => {}
    const written = new Promise<void>((resolve) => {
      wrote = resolve
    })
    const readDone = new Promise<void>((resolve) => {
      rebuilt = resolve
    })
    const writer = first.db.transaction(async (tx) => {
      await tx.execute(a.touch(a.rows[0]))
      wrote()
      await readDone
    })
    await written
    // The open write's change is not visible yet: the read answers without it, and without waiting.
    await spendAsOf(second.db, DEMO_STUDIOS, [project], ['2027-12-31'])
    await freshContractRollups(second.db, DEMO_STUDIOS)
    rebuilt()
    await writer
    await expectRollupsLive([project])
  })
})
