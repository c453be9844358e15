import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables, userIdOf } from './server'

const ADMIN = 'admin@demostudios.test'
const USER = 'user@demostudios.test'

/** Dev Patel (the demo User) named holder on MD-01, with a ₹20,000 float requested and submitted. */
async function holderWithSubmittedFloat() {
  const admin = await apiAs(ADMIN)
  const user = await apiAs(USER)
  const holder = await admin.post('/v2/pettycash/holders', {
    project_id: await projectIdOf(DEMO_BUDGET_PROJECT),
    user_id: await userIdOf(USER),
    float_limit: 5_000_000,
  })
  const float = await user.post('/v2/pettycash/floats', {
    holder_id: holder.holder_id,
    amount: 2_000_000,
    purpose: 'Unit cash',
  })
  await user.post(`/v2/pettycash/floats/${float.float_id}/submit`, {})
  return { holder, float }
}

/** The holder's float approved and disbursed, and an envelope of two bills drafted against it. */
async function draftEnvelope() {
  const { float } = await holderWithSubmittedFloat()
  const admin = await apiAs(ADMIN)
  await admin.post(`/v2/pettycash/floats/${float.float_id}/approve`, {})
  const db = await mockDatabase()
  const [project] = await db
    .select({ organizationId: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, await projectIdOf(DEMO_BUDGET_PROJECT)))
  const [cash] = await db
    .select({ id: tables.paymentModes.id })
    .from(tables.paymentModes)
    .where(
      and(
        eq(tables.paymentModes.name, 'Cash'),
        eq(tables.paymentModes.organizationId, project?.organizationId ?? 0),
      ),
    )
  await admin.post(`/v2/pettycash/floats/${float.float_id}/disburse`, {
    paid_on: '2026-11-20',
    payment_mode_id: cash?.id,
  })
  const bill = (receipt_no: string, taxable: number) => ({
    bill_date: '2026-11-21',
    receipt_no,
    payee: 'Sharma Tea Stall',
    description: 'Tea for the unit',
    budget_code: '2400-01',
    taxable,
  })
  return (await apiAs(USER)).post('/v2/pettycash/envelopes', {
    float_id: float.float_id,
    lines: [bill('T-1', 120_000), bill('T-2', 45_000)],
  })
}

describe('petty cash', () => {
  it('lists holders with their outstanding, and an Admin approves and disburses a float', async () => {
    const { float } = await holderWithSubmittedFloat()
    await signInAs(ADMIN)
    await renderApp('/cashManagementView')
    const row = (await screen.findByText('Dev Patel')).closest('tr') as HTMLElement
    expect(row).toHaveTextContent('₹50,000.00')
    await userEvent.click(within(row).getByRole('button', { name: 'Open the float of Dev Patel' }))
    const dialog = await screen.findByRole('dialog', { name: `Float ${float.float_no}` })
    expect(within(dialog).getByText(/Waiting on the Admins/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Disburse' }))
    await userEvent.selectOptions(await within(dialog).findByLabelText('Payment mode'), 'Cash')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out ₹20,000.00' }))
    await waitFor(() =>
      expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Disbursed'),
    )
    expect(within(dialog).getByText('Outstanding').nextElementSibling).toHaveTextContent('₹20,000.00')
  })

  it('lets the holder change a rejected request and submit it again', async () => {
    const { float } = await holderWithSubmittedFloat()
    await (await apiAs(ADMIN)).post(`/v2/pettycash/floats/${float.float_id}/reject`, {
      reason: 'Ask for less',
    })
    await signInAs(USER)
    await renderApp(`/cashManagementView?tab=floats&float=${float.float_id}`)
    const dialog = await screen.findByRole('dialog', { name: `Float ${float.float_no}` })
    expect(within(dialog).getByText('Ask for less')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the request' }))
    const amount = within(dialog).getByLabelText('Amount')
    await userEvent.clear(amount)
    await userEvent.type(amount, '12000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }))
    await waitFor(() =>
      expect(within(dialog).getAllByText('Amount')[0]?.nextElementSibling).toHaveTextContent('₹12,000.00'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText(/Waiting on the Admins/)).toBeInTheDocument()
  })

  it('changes an envelope’s bills and keeps a receipt image with its bill', async () => {
    const envelope = await draftEnvelope()
    const [first] = envelope.lines as { line_id: number }[]
    await signInAs(USER)
    await renderApp(`/cashManagementView?tab=envelopes&envelope=${envelope.envelope_id}`)
    const name = `Envelope ${envelope.envelope_no}`
    const dialog = await screen.findByRole('dialog', { name })
    const user = userEvent.setup({ applyAccept: false })

    await user.click(within(dialog).getByRole('button', { name: 'Receipts: 0 (bill T-1)' }))
    const receipts = await screen.findByRole('dialog', { name: 'Receipt images of bill T-1' })
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    await user.upload(
      await within(receipts).findByLabelText('Add a document'),
      new File([png], 'tea-stall.png', { type: 'image/png' }),
    )
    expect(
      await within(receipts).findByRole('button', { name: 'Download tea-stall.png' }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    const again = await screen.findByRole('dialog', { name })
    expect(await within(again).findByRole('button', { name: 'Receipts: 1 (bill T-1)' })).toBeInTheDocument()

    await user.click(within(again).getByRole('button', { name: 'Change the bills' }))
    const form = await screen.findByRole('dialog', { name })
    const taxable = within(within(form).getByRole('group', { name: 'Bill 1' })).getByLabelText(
      'Taxable value',
    )
    await user.clear(taxable)
    await user.type(taxable, '1500')
    await user.click(within(form).getByRole('button', { name: 'Save envelope' }))
    const saved = await screen.findByRole('dialog', { name })
    expect(await within(saved).findByRole('button', { name: 'Receipts: 1 (bill T-1)' })).toBeInTheDocument()
    const stored = await (await apiAs(USER)).get(`/v2/pettycash/envelopes/${envelope.envelope_id}`)
    expect(stored.lines[0]).toMatchObject({ line_id: first?.line_id, taxable: 150_000, receipt_count: 1 })
  })
})
