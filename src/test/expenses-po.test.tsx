import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { expenseOf, mockDatabase, projectIdOf, tables } from './server'

/*
 * Issue 15: an expense lost its PO when no line was chosen; the preview said "over budget" where
 * the saved expense said money was left; saving gave no confirmation; a vendor's usual GST rate
 * was not offered and GST rates came as 0, 12, 18, 28, 5 %.
 */

const MANAGER = 'manager@demostudios.test'

/** A copy of the demo's approved camera PO with only its lens line, received and verified. */
async function oneLinePo() {
  const db = await mockDatabase()
  const [po] = await db.select().from(tables.purchaseOrders).limit(1)
  if (!po) throw new Error('The demo has no purchase order')
  const lines = await db
    .select()
    .from(tables.purchaseOrderLines)
    .where(eq(tables.purchaseOrderLines.poId, po.id))
  const lens = lines.find((line) => line.description.startsWith('Cooke'))
  if (!lens) throw new Error('The demo PO has no lens line')
  const { id: _po, ...order } = po
  const [copy] = await db
    .insert(tables.purchaseOrders)
    .values({ ...order, poNo: po.poNo + 100, title: 'Lens set only', total: lens.amount })
    .returning()
  const { id: _line, ...line } = lens
  const [only] = await db
    .insert(tables.purchaseOrderLines)
    .values({ ...line, poId: copy?.id as number })
    .returning()
  const [challan] = await db
    .insert(tables.deliveryChallans)
    .values({
      organizationId: po.organizationId,
      projectId: po.projectId,
      poId: copy?.id as number,
      challanNo: 'DC-LENS',
      receivedOn: '2026-11-21',
      receiver: 'Stores',
      status: 'verified',
    })
    .returning()
  await db
    .insert(tables.challanLines)
    .values({ challanId: challan?.id as number, poLineId: only?.id as number, quantity: lens.quantity })
  return { lineId: only?.id as number }
}

async function newExpenseForm() {
  const user = userEvent.setup()
  await signInAs(MANAGER)
  await renderApp(`/apps/expenseMasterView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
  await user.click(await screen.findByRole('button', { name: 'New expense' }))
  const dialog = await screen.findByRole('dialog')
  return { user, dialog }
}

describe('an expense against a purchase order', () => {
  it('refuses a PO without its line, and previews what the saved expense then says', async () => {
    const { user, dialog } = await newExpenseForm()
    await user.type(within(dialog).getByRole('combobox', { name: 'Vendor' }), 'Prime')
    await user.click(await within(dialog).findByRole('option', { name: /Prime Lens/ }))
    await user.type(within(dialog).getByLabelText('Invoice no.'), 'PLR/26/0400')
    await user.type(within(dialog).getByLabelText('Amount (before GST)'), '100000')
    const po = within(dialog).getByLabelText('Purchase order')
    await waitFor(() =>
      expect(within(po).getByRole('option', { name: /Camera package rental/ })).toBeVisible(),
    )
    await user.selectOptions(po, within(po).getByRole('option', { name: /Camera package rental/ }))
    // Two lines: the form does not guess, and does not save the expense without its PO.
    const line = within(dialog).getByLabelText('PO line')
    await waitFor(() => expect(within(line).getAllByRole('option')).toHaveLength(3))
    expect(line).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('PO line')).toHaveAccessibleDescription(
        'Choose the line of this purchase order the invoice is for',
      ),
    )
    expect(await expenseOf('PLR/26/0400')).toBeUndefined()

    await user.selectOptions(line, within(line).getByRole('option', { name: /Cooke S4/ }))
    expect(within(dialog).getByRole('combobox', { name: 'Budget code' })).toHaveValue('2100-01')
    // ₹1,00,000 of a received ₹1,20,000 line: already committed, so the code's remaining stays.
    const preview = await within(dialog).findByTestId('remaining-after')
    await waitFor(() => expect(preview).toHaveTextContent(/^2100-01: .* left after this expense/))
    const [, after, now] = /: (.*) left after this expense \(now (.*)\)/.exec(preview.textContent ?? '') ?? []
    expect(after).toBe(now)
    const said = preview.textContent
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))

    const saved = await screen.findByRole('dialog', { name: 'Expense PLR/26/0400' })
    expect(await screen.findByText('Expense PLR/26/0400 saved as a draft')).toBeInTheDocument()
    expect(within(saved).getByText(said as string)).toBeInTheDocument()
    expect((await expenseOf('PLR/26/0400'))?.poId).not.toBeNull()
    await user.click(within(saved).getByRole('button', { name: 'Submit for approval' }))
    expect(await screen.findByText('Expense PLR/26/0400 submitted for approval')).toBeInTheDocument()
  }, 30_000)

  it('chooses the line of a PO that has only one', async () => {
    const { lineId } = await oneLinePo()
    const { user, dialog } = await newExpenseForm()
    const po = within(dialog).getByLabelText('Purchase order')
    await waitFor(() => expect(within(po).getByRole('option', { name: /Lens set only/ })).toBeVisible())
    await user.selectOptions(po, within(po).getByRole('option', { name: /Lens set only/ }))
    await waitFor(() => expect(within(dialog).getByLabelText('PO line')).toHaveValue(String(lineId)))
    expect(within(dialog).getByRole('combobox', { name: 'Budget code' })).toHaveValue('2100-01')
  })
})

describe('GST rates on an expense', () => {
  it('are offered by rate, and a vendor brings its usual one unless the user chose another', async () => {
    const { user, dialog } = await newExpenseForm()
    const gst = within(dialog).getByLabelText('GST rate')
    await waitFor(() => expect(within(gst).getAllByRole('option')).toHaveLength(6))
    expect(
      within(gst)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No GST', 'GST 0%', 'GST 5%', 'GST 12%', 'GST 18%', 'GST 28%'])
    // Brightline's latest invoice (BL-2211) was at 18%.
    const vendor = within(dialog).getByRole('combobox', { name: 'Vendor' })
    await user.type(vendor, 'Bright')
    await user.click(await within(dialog).findByRole('option', { name: /Brightline/ }))
    await waitFor(() =>
      expect(within(gst).getByRole('option', { name: 'GST 18%' })).toHaveProperty('selected', true),
    )
    // A rate the user chose stays when the vendor changes.
    await user.selectOptions(gst, 'GST 5%')
    await user.clear(vendor)
    await user.type(vendor, 'Prime')
    await user.click(await within(dialog).findByRole('option', { name: /Prime Lens/ }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(gst).getByRole('option', { name: 'GST 5%' })).toHaveProperty('selected', true)
  })
})
