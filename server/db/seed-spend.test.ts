import { describe, expect } from 'vitest'
import { DEMO_EXPENSES, DEMO_SPEND_PROJECT } from '../../contract/demo-spend'
import { expenseListResponseSchema } from '../../contract/spend/expenses'
import { expenseView } from '../../mocks/expenses'
import { codeFiguresOf } from '../../mocks/spend-figures'
import { seedWorld } from '../../mocks/world'
import { projectId } from '../modules/budget/budget-fixtures'
import { DEMO, DEMO_STUDIOS, test } from '../test/harness'
import { seedDemoSpend } from './seed-spend'

/*
 * One demo of spend: the server's seed and the mock world, both written from
 * contract/demo-spend.ts, show the same budget figures and the same expenses, to the paisa.
 */

const CODES = ['2100-01', '2200-01']

function mockDemo() {
  const world = seedWorld()
  const organization = world.organizations.find((o) => o.name === 'Demo Studios')
  const project = world.projects.find(
    (p) => p.organizationId === organization?.id && p.code === DEMO_SPEND_PROJECT,
  )
  if (!project) throw new Error('no demo project in the mock world')
  return { world, project }
}

const FIELDS = [
  'budget_code',
  'status',
  'currency_code',
  'amount',
  'exchange_rate',
  'amount_project',
  'gst_name',
  'gst_kind',
  'cgst_amount',
  'sgst_amount',
  'igst_amount',
  'total',
  'tds_name',
  'tds_amount',
  'net_payable',
  'payment_reference',
  'paid_on',
] as const

const pick = (expense: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((key) => [key, expense[key]]))

describe('the demo spend', () => {
  test('the server and the mocks show the same committed and actual per code', async ({ h }) => {
    const { world, project } = mockDemo()
    const mock = codeFiguresOf(world, project.id).filter((f) => CODES.includes(f.budget_code))
    const answer = await h.call(
      'GET',
      `/v2/budget/remaining/${await projectId(h.db)}?codes=${CODES.join(',')}`,
      { token: await h.login(DEMO.admin) },
    )
    expect(answer.status).toBe(200)
    const figures = answer.body.data.codes
    expect(figures).toHaveLength(2)
    for (const code of CODES) {
      const server = figures.find((f: { budget_code: string }) => f.budget_code === code)
      const mocked = mock.find((f) => f.budget_code === code)
      expect(server, code).toMatchObject({
        budget: mocked?.budget,
        committed: mocked?.committed,
        actual: mocked?.actual,
        remaining: mocked?.remaining,
      })
    }
    // The paid camera invoice moved 2,70,000.00 of the PO's 5,70,000.00 from committed to actual.
    expect(figures[0]).toMatchObject({ committed: 30000000, actual: 27000000 })
  })

  test('the server and the mocks list the same three expenses with the same figures', async ({ h }) => {
    const { world, project } = mockDemo()
    const answer = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, {
      token: await h.login(DEMO.admin),
    })
    expect(expenseListResponseSchema.safeParse(answer.body).success).toBe(true)
    const server = answer.body.data as Record<string, unknown>[]
    expect(server).toHaveLength(DEMO_EXPENSES.length)
    for (const planned of DEMO_EXPENSES) {
      const ours = server.find((e) => e.invoice_no === planned.invoice_no)
      const theirs = world.spend.expenses.find(
        (e) => e.projectId === project.id && e.invoiceNo === planned.invoice_no,
      )
      expect(ours && theirs, planned.invoice_no).toBeTruthy()
      if (!ours || !theirs) continue
      expect(pick(ours), planned.invoice_no).toEqual(pick(expenseView(world, theirs)))
      expect(ours.pending_level, planned.invoice_no).toEqual(expenseView(world, theirs).pending_level)
    }
  })

  test('seeding again changes nothing', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, { token })
    await seedDemoSpend(h.db, DEMO_STUDIOS, {}, new Date())
    const after = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, { token })
    expect(after.body.data).toEqual(before.body.data)
  })
})
