import { beforeAll, describe, expect, vi } from 'vitest'
import { expensesApi } from '../../../contract/api/expenses'
import { envelopesApi, floatsApi } from '../../../contract/api/petty-cash'
import { reportsApi } from '../../../contract/api/reports'
import { DOCUMENT_TYPES as ALL_DOCUMENT_TYPES } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { DEMO, type Harness, okBody, test, workerDatabase } from '../../test/harness'
import { expensesApprovedAtOnce } from '../expenses/expense-fixtures'
import { bill, pettyCashSetup } from '../petty-cash/petty-cash-fixtures'
import { describeOne } from './document'
import { documentKind } from './registry'
import { DOCUMENT_TYPES, workflowSetup } from './workflow-fixtures'

/*
 * Documents are named in batches (describeMany): a report lists thousands, in one query per type
 * rather than one per document, and names each as a mail naming it alone (describeOne) does.
 */

beforeAll(async () => {
  await workerDatabase()
})

const CODE = '2200-01'
const UNKNOWN = 987_654

/** Runs `work` and answers how many statements it sent through `db`. */
async function counted<T>(db: Database, work: () => Promise<T>) {
  const prepare = vi.spyOn(db._.session, 'prepareQuery')
  try {
    const result = await work()
    return { result, queries: prepare.mock.calls.length }
  } finally {
    prepare.mockRestore()
  }
}

/** Drafts of the types the demo has none of (or few): three of each workflow fixture, petty cash. */
async function moreDocuments(h: Harness) {
  for (const fixture of DOCUMENT_TYPES) {
    const { ids, tokens } = await workflowSetup(h, fixture.type)
    for (const amount of [100_00, 200_00, 300_00]) await fixture.draft(h, tokens.admin, ids, CODE, amount)
  }
  const cash = await pettyCashSetup(h)
  const float = await cash.approvedFloat(1_000_000)
  okBody(floatsApi.disburse, await cash.disburse(float))
  await cash.approvedFloat(50_000, 'top_up')
  for (const taxable of [10_000, 20_000])
    okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: cash.tokens.user,
        body: { float_id: float, lines: [bill(taxable)] },
      }),
    )
}

describe('naming documents in batches', () => {
  test('each type names many documents in one query, each as describeOne names it alone', async ({ h }) => {
    await moreDocuments(h)
    for (const kind of ALL_DOCUMENT_TYPES.map(documentKind)) {
      const type = kind.type
      const rows = (await h.db.select({ id: kind.columns.id }).from(kind.table)) as { id: number }[]
      const ids = rows.map((row) => row.id)
      expect(ids.length, type).toBeGreaterThanOrEqual(2)
      // Asked twice for the first, and for one that does not exist.
      const { result: named, queries } = await counted(h.db, () =>
        kind.describeMany(h.db, [...ids, ids[0] as number, UNKNOWN]),
      )
      expect(queries, type).toBe(1)
      expect(
        [...named.keys()].sort((a, b) => a - b),
        type,
      ).toEqual([...ids, UNKNOWN].sort((a, b) => a - b))
      for (const id of ids) {
        expect(named.get(id), `${type} ${id}`).toEqual(await describeOne(kind, h.db, id))
        expect(named.get(id)?.label, `${type} ${id}`).not.toBe(`#${id}`)
      }
      // A document not found is named by its id, with its type’s link, as mails have always named it.
      expect(named.get(UNKNOWN)).toEqual(await describeOne(kind, h.db, UNKNOWN))
      expect(named.get(UNKNOWN)?.label).toBe(`#${UNKNOWN}`)
      const none = await counted(h.db, () => kind.describeMany(h.db, []))
      expect([none.result.size, none.queries], type).toEqual([0, 0])
    }
    expect(await describeOne(documentKind('po'), h.db, UNKNOWN)).toEqual({
      label: `#${UNKNOWN}`,
      path: '/verificationPoList',
    })
  })

  test('the transactions report asks as many queries for five more invoices as without them', async ({
    h,
  }) => {
    const { ids, tokens } = await workflowSetup(h, 'expense')
    await expensesApprovedAtOnce(h.db, ids.project)
    const token = await h.login(DEMO.admin)
    const transactions = () => h.call('GET', `/v2/reports/transactions?project_id=${ids.project}`, { token })
    await transactions() // prepared statements are built on a first call
    const before = await counted(h.db, transactions)
    const expense = DOCUMENT_TYPES.find((fixture) => fixture.type === 'expense')
    const added: number[] = []
    for (const amount of [101_00, 102_00, 103_00, 104_00, 105_00]) {
      const id = (await expense?.draft(h, tokens.admin, ids, CODE, amount)) as number
      okBody(
        expensesApi.submit,
        await h.call('POST', `/v2/expenses/${id}/submit`, { token: tokens.admin, body: {} }),
      )
      added.push(id)
    }
    const after = await counted(h.db, transactions)
    expect(after.result.status).toBe(200)
    const { rows } = okBody(reportsApi.report, after.result).data
    expect(rows.length).toBeGreaterThanOrEqual(
      okBody(reportsApi.report, before.result).data.rows.length + added.length,
    )
    expect(after.queries).toBe(before.queries)
    const named = await documentKind('expense').describeMany(h.db, added)
    for (const id of added)
      expect(rows).toContainEqual(
        expect.objectContaining({
          document_type: 'expense',
          document: named.get(id)?.label,
          link: `/apps/expenseMasterView?expense=${id}`,
        }),
      )
  })
})
