import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import type { ApprovalLevel } from '@contract/spend/approvals'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadTranslations } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables, userIdOf } from './server'

/*
 * Approval levels, purchase orders and the verifier's queue on the MSW mocks: levels are added and
 * removed, the PO form shows what remains on each code as the user types, a PO goes through its
 * levels in order, nobody approves their own, a rejection carries its reason, a challan is verified.
 */

const ADMIN = 'admin@demostudios.test'
const MANAGER = 'manager@demostudios.test'
const MODERATOR = 'moderator@demostudios.test'
const USER = 'user@demostudios.test'

let project = 0
let vendor = 0
const projectId = () => project
const vendorId = () => vendor

/** The demo project's live PO levels, in order, as /addLevel shows them. */
const poLevels = async (): Promise<ApprovalLevel[]> =>
  (await apiAs(ADMIN)).get(`/v2/purchase/levels/${projectId()}?document_type=po`)
/** A PO's or a challan's row, as stored. */
const storedPo = async (id: number) =>
  (
    await (await mockDatabase()).select().from(tables.purchaseOrders).where(eq(tables.purchaseOrders.id, id))
  )[0]
const storedChallan = async (challanNo: string) =>
  (
    await (
      await mockDatabase()
    )
      .select()
      .from(tables.deliveryChallans)
      .where(eq(tables.deliveryChallans.challanNo, challanNo))
  )[0]

/** "₹1,23,456.78" → 12345678. */
const units = (text: string | null | undefined) => {
  const negative = /[-−]/.test(text ?? '')
  const digits = Number((text ?? '').replace(/[^\d]/g, ''))
  return negative ? -digits : digits
}

/** Calls the mock API as the signed-in user, as the SPA does. */
async function api(path: string, body?: unknown) {
  const { accessToken } = useSession.getState()
  const answer = await fetch(`http://localhost/v2${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await answer.json()) as { data: PurchaseOrder }
}

/** A PO drafted (and submitted) by `email`: 2 days at `rate` paise on 2100-01. */
async function raisePo(email: string, rate = 500000, submit = true) {
  await signInAs(email)
  const { data } = await api(`/purchase/project/${projectId()}`, {
    title: 'Smoke machine hire',
    vendor_id: vendorId(),
    po_date: '2026-11-20',
    lines: [{ budget_code: '2100-01', description: 'Smoke machine', quantity: '2', unit: 'day', rate }],
  })
  if (submit) await api(`/purchase/${data.po_id}/submit`, {})
  return data
}

async function openPo(email: string, poId: number) {
  cleanup()
  await signInAs(email)
  await renderApp(`/projectPosList/${projectId()}?po=${poId}`)
  return screen.findByRole('dialog', { name: /MD-01\/PO\// })
}

beforeEach(async () => {
  await loadTranslations('spend')
  project = await projectIdOf(DEMO_BUDGET_PROJECT)
  const db = await mockDatabase()
  const [organization] = await db
    .select({ id: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, project))
  const [first] = await db
    .select({ id: tables.vendors.id })
    .from(tables.vendors)
    .where(eq(tables.vendors.organizationId, organization?.id ?? 0))
    .orderBy(tables.vendors.id)
    .limit(1)
  vendor = first?.id ?? 0
})

describe('approval levels', () => {
  it('adds a level with its approvers, then removes it after a confirmation', async () => {
    await signInAs(ADMIN)
    await renderApp(`/addLevel?project=${projectId()}`)
    const user = userEvent.setup()
    const table = await screen.findByRole('table', { name: 'Purchase order approval levels' })
    expect(within(table).getByText('Line producer')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Add a level' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Add the next approval level' })
    await user.click(within(dialog).getByRole('button', { name: 'Add level' }))
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name the level')
    expect(within(dialog).getByText('Choose at least one approver')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Name'), 'Studio head')
    await user.clear(within(dialog).getByLabelText(/Threshold/))
    await user.type(within(dialog).getByLabelText(/Threshold/), '500000')
    await user.click(await within(dialog).findByRole('checkbox', { name: /Rohan Iyer/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Add level' }))
    expect(await within(table).findByText('Studio head')).toBeInTheDocument()
    const level = (await poLevels()).find((l) => l.name === 'Studio head')
    expect(level).toMatchObject({ level_no: 3, threshold: 50000000, approver_ids: [await userIdOf(MANAGER)] })

    cleanup()
    await renderApp(`/removeLevel?project=${projectId()}`)
    await user.click(await screen.findByRole('button', { name: 'Remove level Line producer' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove Line producer?' })
    expect(confirm).toHaveTextContent(/move on to the next level/)
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByText('Line producer')).not.toBeInTheDocument())
    expect((await poLevels()).map((l) => [l.level_no, l.name])).toEqual([
      [1, 'Producer'],
      [2, 'Studio head'],
    ])
  })
})

describe('a project without levels', () => {
  it('sends a PO to the Admins; only an Admin turns auto-approval on', async () => {
    for (const level of await poLevels())
      await (await apiAs(ADMIN)).delete(`/v2/purchase/level/${level.level_id}`)
    const draft = await raisePo(MODERATOR, 6000000, false)
    let dialog = await openPo(MODERATOR, draft.po_id)
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }))
    expect(
      await within(dialog).findByText(/The Admins \(this project has no approval levels\): Asha Menon/),
    ).toBeInTheDocument()
    dialog = await openPo(ADMIN, draft.po_id)
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(async () => expect((await storedPo(draft.po_id))?.status).toBe('approved'))

    cleanup()
    await signInAs(MANAGER)
    await renderApp(`/addLevel?project=${projectId()}`)
    const label = /Approve at once when this project has no approval levels/
    expect(await screen.findByRole('checkbox', { name: label })).toBeDisabled()
    expect(screen.getByText(/Only an Admin changes this/)).toBeInTheDocument()
    cleanup()
    await signInAs(ADMIN)
    await renderApp(`/addLevel?project=${projectId()}`)
    const setting = await screen.findByRole('checkbox', { name: label })
    expect(setting).not.toBeChecked()
    await user.click(setting)
    expect(
      await screen.findByText('Documents without levels are now approved on submission'),
    ).toBeInTheDocument()
    expect(setting).toBeChecked()
    const next = await raisePo(MODERATOR, 6000000)
    expect((await storedPo(next.po_id))?.status).toBe('approved')
  })
})

describe('separation of duties on a project', () => {
  it('only an Admin waives it, with a reason shown to everyone, and restores it', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/addLevel?project=${projectId()}`)
    const section = await screen.findByRole('region', { name: 'Separation of duties' })
    expect(within(section).getByText(/Nobody takes two steps of one document here/)).toBeInTheDocument()
    expect(within(section).getByText('Only an Admin waives or restores it.')).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Waive separation of duties' })).toBeNull()
    cleanup()
    await signInAs(ADMIN)
    await renderApp(`/addLevel?project=${projectId()}`)
    const admin = await screen.findByRole('region', { name: 'Separation of duties' })
    const waive = within(admin).getByRole('button', { name: 'Waive separation of duties' })
    expect(waive).toBeDisabled()
    await user.type(
      within(admin).getByLabelText('Why may one person take more than one step here?'),
      'One accountant on location',
    )
    await user.click(waive)
    expect(await within(admin).findByText(/“One accountant on location”/)).toBeInTheDocument()
    expect(within(admin).getByText(/Waived by Asha Menon/)).toBeInTheDocument()
    await user.click(within(admin).getByRole('button', { name: 'Restore separation of duties' }))
    expect(await within(admin).findByText(/Nobody takes two steps of one document here/)).toBeInTheDocument()
  })
})

describe('purchase orders', () => {
  it('tells a drafter who reads no budget whether each code fits, never its figures', async () => {
    await signInAs(MODERATOR)
    await renderApp(`/projectPosList/${projectId()}`)
    const user = userEvent.setup()
    expect(await screen.findByRole('link', { name: 'MD-01/PO/0001' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'New purchase order' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' })
    await user.type(within(dialog).getByRole('combobox', { name: /Budget code/ }), '2100-01')
    // The Moderator drafts POs but reads no budget: codes by name, and only whether each fits.
    const option = await screen.findByRole('option', { name: /2100-01/ })
    expect(option).not.toHaveTextContent(/Remaining/)
    await user.click(option)
    await user.clear(within(dialog).getByLabelText(/^Quantity/))
    await user.type(within(dialog).getByLabelText(/^Quantity/), '2')
    await user.type(within(dialog).getByLabelText(/^Rate/), '1000')
    const row = await within(dialog).findByTestId('remaining-2100-01')
    expect(await within(row).findByText('Fits the budget')).toBeInTheDocument()
    expect(row).not.toHaveTextContent('₹')
    expect(
      within(dialog).getByText('Budget figures are shown to those who read the budget.'),
    ).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText(/^Rate/))
    await user.type(within(dialog).getByLabelText(/^Rate/), '99999999')
    const over = await within(dialog).findByTestId('remaining-2100-01')
    expect(await within(over).findByText('Over budget')).toBeInTheDocument()
    expect(within(dialog).getByText(/takes 2100-01 over budget/)).toBeInTheDocument()
    expect(over).not.toHaveTextContent('₹')
  })

  it('shows a budget reader what remains on each code as the lines are typed, in red past the budget', async () => {
    await signInAs(MANAGER)
    await renderApp(`/projectPosList/${projectId()}`)
    const user = userEvent.setup()
    await user.click((await screen.findAllByRole('button', { name: 'New purchase order' }))[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'New purchase order' })
    await user.type(within(dialog).getByRole('combobox', { name: /Budget code/ }), '2100-01')
    await user.click(await screen.findByRole('option', { name: /2100-01.*Remaining ₹/ }))
    await user.clear(within(dialog).getByLabelText(/^Quantity/))
    await user.type(within(dialog).getByLabelText(/^Quantity/), '2')
    await user.type(within(dialog).getByLabelText(/^Rate/), '1000')
    expect(units(within(dialog).getByTestId('line-amount-0').textContent)).toBe(200000)
    const row = await within(dialog).findByTestId('remaining-2100-01')
    // The server's figures for exactly these amounts: remaining now, and after this PO.
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]).not.toHaveTextContent('…'))
    const [, now, thisPo, after] = within(row).getAllByRole('cell')
    expect(units(thisPo?.textContent)).toBe(200000)
    expect(units(after?.textContent)).toBe(units(now?.textContent) - 200000)
    expect(row).not.toHaveTextContent('Over budget')
    await user.clear(within(dialog).getByLabelText(/^Rate/))
    await user.type(within(dialog).getByLabelText(/^Rate/), '99999999')
    expect(await within(row).findByText('Over budget')).toBeInTheDocument()
  })

  it('without the grant to raise POs: no new PO, no edit, submit or cancel, and no figures', async () => {
    const admin = await apiAs(ADMIN)
    const roles: { role_id: number; role_type: string }[] = await admin.get('/v2/userrole')
    const crew = roles.find((role) => role.role_type === 'User')
    await admin.put(`/v2/userrole/${crew?.role_id}`, {
      permissions: [{ module_name: 'purchase', method_name: 'POST', permission_active: 1 }],
    })
    const refused = await (await apiAs(USER)).call('POST', `/v2/purchase/project/${projectId()}`, {
      title: 'Not mine to raise',
      vendor_id: vendorId(),
      po_date: '2026-11-20',
      lines: [{ budget_code: '2100-01', description: 'Haze', quantity: '1', rate: 1000 }],
    })
    expect(refused.status).toBe(403)
    const draft = await raisePo(MODERATOR, 1000, false)
    cleanup()
    await signInAs(USER)
    await renderApp(`/projectPosList/${projectId()}`)
    expect(await screen.findByRole('link', { name: draft.number })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New purchase order' })).not.toBeInTheDocument()
    const dialog = await openPo(USER, draft.po_id)
    expect(within(dialog).getByText('Smoke machine')).toBeInTheDocument()
    expect(within(dialog).queryByRole('list', { name: 'Budget impact' })).not.toBeInTheDocument()
    for (const name of ['Edit', 'Submit for approval', 'Cancel order'])
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('goes through its levels in order: submit, line producer, producer', async () => {
    const draft = await raisePo(MODERATOR, 6000000, false)
    let dialog = await openPo(MODERATOR, draft.po_id)
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }))
    expect(await within(dialog).findByText(/Level 1 \(Line producer\): Rohan Iyer/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()

    dialog = await openPo(ADMIN, draft.po_id)
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
    dialog = await openPo(MANAGER, draft.po_id)
    expect(within(dialog).getByRole('list', { name: 'Budget impact' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText(/Level 2 \(Producer\)/)).toBeInTheDocument()
    dialog = await openPo(ADMIN, draft.po_id)
    // The producer says why, for whoever reads the trail later.
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Rate matches the quote')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(async () => expect((await storedPo(draft.po_id))?.status).toBe('approved'))
    const trail = await within(dialog).findByRole('list', { name: 'Approval trail' })
    await waitFor(() => expect(within(trail).getAllByRole('listitem')).toHaveLength(3))
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Submitted · Meera Kapoor/),
      expect.stringMatching(/Approved · level 1 · Rohan Iyer/),
      expect.stringMatching(/Approved · level 2 · Asha Menon.*“Rate matches the quote”/),
    ])
  })

  it('counts what waits on the approver on the sidebar’s Verification entry, and drops it once approved', async () => {
    const waiting = async () => {
      const summary = await (await apiAs(MANAGER)).get('/v2/verification/summary')
      return summary.pos_waiting + summary.challans_waiting + summary.documents_waiting.expense
    }
    const submitted = await raisePo(MODERATOR, 6000000)
    const count = await waiting()
    expect(count).toBeGreaterThan(0)
    cleanup()
    await signInAs(MANAGER)
    await renderApp('/VerificationCards')
    expect(
      await screen.findByRole('link', { name: `Verification ${count} waiting on you` }),
    ).toBeInTheDocument()
    const user = userEvent.setup()
    const dialog = await openPo(MANAGER, submitted.po_id)
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await within(dialog).findByText(/Level 2 \(Producer\)/)
    await user.keyboard('{Escape}')
    // Approving refreshes the count: the PO moved on to the Producer.
    const after = count === 1 ? 'Verification' : `Verification ${count - 1} waiting on you`
    expect(await screen.findByRole('link', { name: after })).toBeInTheDocument()
  })

  it('lists the POs waiting on the approver with their numbers as links that open them', async () => {
    const submitted = await raisePo(MODERATOR, 6000000)
    cleanup()
    await signInAs(MANAGER)
    const { router } = await renderApp('/verificationPoList')
    const link = await screen.findByRole('link', { name: submitted.number })
    expect(link).toHaveAttribute('href', expect.stringContaining(`po=${submitted.po_id}`))
    expect(link).toHaveClass('whitespace-nowrap')
    await userEvent.setup().click(link)
    expect(await screen.findByRole('dialog', { name: new RegExp(submitted.number) })).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ po: submitted.po_id })
  })

  it('refuses self-approval and a submission nobody else can approve', async () => {
    const lone = await raisePo(MANAGER, 1000, false)
    const user = userEvent.setup()
    let dialog = await openPo(MANAGER, lone.po_id)
    await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }))
    expect(await within(dialog).findByText('Nobody else can approve it.')).toBeInTheDocument()

    const first = (await poLevels()).find((l) => l.name === 'Line producer')
    await (await apiAs(ADMIN)).put(`/v2/purchase/level/${first?.level_id}`, {
      approver_ids: [...(first?.approver_ids ?? []), await userIdOf(ADMIN)],
    })
    dialog = await openPo(MANAGER, lone.po_id)
    await user.click(within(dialog).getByRole('button', { name: 'Submit for approval' }))
    expect(await within(dialog).findByText('Nobody approves their own purchase order')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
  })

  it('is returned to its requester with the reason', async () => {
    const po = await raisePo(MODERATOR)
    const dialog = await openPo(MANAGER, po.po_id)
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    const confirm = within(dialog).getByRole('button', { name: 'Reject and return' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'Wrong vendor for smoke')
    await user.click(confirm)
    expect(await within(dialog).findByText('Wrong vendor for smoke')).toBeInTheDocument()
    expect(await storedPo(po.po_id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Wrong vendor for smoke',
    })
    const mine = await openPo(MODERATOR, po.po_id)
    expect(within(mine).getByRole('button', { name: 'Submit for approval' })).toBeInTheDocument()
  })
})

describe('verification', () => {
  it('records a challan against an approved PO and another verifier verifies it', async () => {
    const po = await raisePo(MODERATOR, 1000)
    await signInAs(MANAGER)
    await api(`/purchase/${po.po_id}/approve`, {})
    const dialog = await openPo(MODERATOR, po.po_id)
    const user = userEvent.setup()
    await user.click(within(dialog).getByRole('button', { name: 'Record challan' }))
    const form = await screen.findByRole('dialog', { name: /Record a delivery challan/ })
    await user.type(within(form).getByLabelText('Challan number'), 'DC-77')
    await user.type(within(form).getByLabelText('Received by'), 'Ravi, props')
    await user.type(within(form).getByLabelText(/2100-01 · Smoke machine/), '3')
    await user.click(within(form).getByRole('button', { name: 'Record challan' }))
    expect(await within(form).findByText('At most 2 is still to be received')).toBeInTheDocument()
    await user.clear(within(form).getByLabelText(/2100-01 · Smoke machine/))
    await user.type(within(form).getByLabelText(/2100-01 · Smoke machine/), '2')
    await user.click(within(form).getByRole('button', { name: 'Record challan' }))
    await waitFor(async () => expect(await storedChallan('DC-77')).toBeDefined())

    cleanup()
    await signInAs(MANAGER)
    await renderApp('/verificationChallanList')
    await user.click(await screen.findByRole('button', { name: 'Verify challan DC-77' }))
    const verify = await screen.findByRole('dialog', { name: /Verify challan DC-77/ })
    await user.click(within(verify).getByRole('button', { name: 'Verify' }))
    await waitFor(async () => expect((await storedChallan('DC-77'))?.status).toBe('verified'))
    expect(await screen.findByText('No challan waits on you')).toBeInTheDocument()
  })
})
