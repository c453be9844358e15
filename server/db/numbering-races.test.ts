import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADVANCE_SERIES } from '../modules/advances/access'
import { advanceSetup } from '../modules/advances/advance-fixtures'
import { CONTRACT_SERIES } from '../modules/contracts/access'
import { contractScene } from '../modules/contracts/contract-fixtures'
import { DPR_SERIES } from '../modules/dpr/access'
import { shootWorkTypeId } from '../modules/dpr/dpr-fixtures'
import { dprBody } from '../modules/dpr/permission-cases'
import { ITEM_SERIES } from '../modules/inventory/access'
import { ENVELOPE_SERIES, FLOAT_SERIES } from '../modules/petty-cash/access'
import { bill, pettyCashSetup } from '../modules/petty-cash/petty-cash-fixtures'
import { PO_SERIES } from '../modules/purchase/access'
import { poBody, spendIds } from '../modules/purchase/purchase-fixtures'
import {
  type Answer,
  DEMO,
  type Harness,
  harnessOn,
  onPostgres,
  openPostgresTestDatabase,
} from '../test/harness'
import type { DatabaseHandle } from './client'
import type { NumberSeries } from './numbering'

/*
 * Every numbered document, created 20 times at once on PostgreSQL with a connection per request
 * (as several server processes on one database would): all 20 are saved, under 20 consecutive
 * numbers, none refused as "already saved" and none a 5xx.
 */
describe.runIf(onPostgres)('document numbers, 20 creates at once on PostgreSQL', () => {
  let database: DatabaseHandle
  let h: Harness
  beforeAll(async () => {
    database = await openPostgresTestDatabase('numbering', 22)
    h = harnessOn(database.db)
  }, 120_000)
  afterAll(() => database?.close())

  const numbersOf = async (series: NumberSeries, projectId: number) =>
    (
      await database.db
        .select({ no: series.number })
        .from(series.table)
        .where(eq(series.project, projectId))
        .orderBy(asc(series.number))
    ).map((row) => Number(row.no))

  /** Runs 20 creates at once; every one is saved and the project's numbers run on without a gap. */
  async function race(series: NumberSeries, projectId: number, create: (index: number) => Promise<Answer>) {
    const before = await numbersOf(series, projectId)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => create(index)))
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.find((answer) => answer.status !== 200)?.body),
    ).toEqual(Array(20).fill(200))
    const highest = before.at(-1) ?? 0
    expect(await numbersOf(series, projectId)).toEqual([
      ...before,
      ...Array.from({ length: 20 }, (_, index) => highest + index + 1),
    ])
  }

  test('purchase orders', async () => {
    const ids = await spendIds(database.db)
    const token = await h.login(DEMO.admin)
    await race(PO_SERIES, ids.project, (index) =>
      h.call('POST', `/v2/purchase/project/${ids.project}`, {
        token,
        body: poBody(ids.vendor, [['2100-01', '1', 100_00]], `Race ${index}`),
      }),
    )
  })

  test('vendor advances', async () => {
    const scene = await advanceSetup(h)
    await race(ADVANCE_SERIES, scene.ids.project, () => scene.draft({ amount: 1_000_00 }))
  })

  test('contracts', async () => {
    const scene = await contractScene(
      database.db,
      (method, path, token, body) => h.call(method, path, { token, body }),
      (email) => h.login(email),
    )
    await race(CONTRACT_SERIES, scene.projectId, (index) =>
      scene.create(scene.draft({ title: `Race ${index}` })),
    )
  })

  test('petty-cash top-ups and envelopes', async () => {
    const cash = await pettyCashSetup(h)
    const float = await cash.approvedFloat(2_000_000)
    expect((await cash.disburse(float)).status).toBe(200)
    await race(FLOAT_SERIES, cash.ids.project, () =>
      h.call('POST', '/v2/pettycash/floats', {
        token: cash.tokens.user,
        body: { holder_id: cash.holderId, kind: 'top_up', amount: 10_00, purpose: 'Race' },
      }),
    )
    await race(ENVELOPE_SERIES, cash.ids.project, (index) =>
      h.call('POST', '/v2/pettycash/envelopes', {
        token: cash.tokens.user,
        body: { float_id: float, lines: [bill(10_00 + index)] },
      }),
    )
  })

  test('inventory items', async () => {
    const ids = await spendIds(database.db)
    const token = await h.login(DEMO.admin)
    await race(ITEM_SERIES, ids.project, (index) =>
      h.call('POST', '/v2/inventory/items', {
        token,
        body: {
          project_id: ids.project,
          category: 'props',
          quantity: 1,
          ownership: 'purchased',
          name: `Race prop ${index}`,
          budget_code: '2100-01',
        },
      }),
    )
  })

  test('daily production reports', async () => {
    const ids = await spendIds(database.db)
    const token = await h.login(DEMO.moderator)
    const shoot = await shootWorkTypeId(database.db)
    await race(DPR_SERIES, ids.project, (index) =>
      h.call('POST', '/v2/dpr', {
        token,
        body: {
          project_id: ids.project,
          shoot_date: `2026-10-${String(index + 1).padStart(2, '0')}`,
          ...dprBody(shoot),
        },
      }),
    )
  })
})
