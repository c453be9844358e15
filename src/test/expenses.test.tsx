import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq, isNull, max, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useSession } from '@/lib/session'
import { renderApp, signInAs } from './app'
import { apiAs, expenseOf, mockDatabase, projectIdOf, setBudgetControl, tables } from './server'

const MANAGER = 'manager@demostudios.test'
const ADMIN = 'admin@demostudios.test'

const expenseNo = async (invoiceNo: string) => (await expenseOf(invoiceNo))?.id ?? 0

/** A draft over the budget of 2200-01, booked by the signed-in user through the API. */
async function overBudgetDraft() {
  const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
  const db = await mockDatabase()
  const [line] = await db
    .select({ budget: max(tables.budgetLines.amount) })
    .from(tables.budgetLines)
    .where(
      and(
        eq(tables.budgetLines.projectId, projectId),
        eq(tables.budgetLines.budgetCode, '2200-01'),
        isNull(tables.budgetLines.deletedAt),
      ),
    )
  const [vendor] = await db
    .select({ id: tables.vendors.id })
    .from(tables.vendors)
    .where(eq(tables.vendors.legalName, 'Brightline Lighting Services LLP'))
  const answer = await fetch('http://localhost/v2/expenses', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${useSession.getState().accessToken}`,
    },
    body: JSON.stringify({
      project_id: projectId,
      budget_code: '2200-01',
      vendor_id: vendor?.id,
      invoice_no: 'OVER-1',
      invoice_date: '2026-11-27',
      amount: Number(line?.budget) * 2,
    }),
  })
  return ((await answer.json()) as { data: { expense_id: number } }).data.expense_id
}

describe('expenses', () => {
  it('filters the list from the URL and totals it', async () => {
    await signInAs(MANAGER)
    await renderApp('/apps/expenseMasterView?status=paid')
    expect(await screen.findByRole('button', { name: 'PLR/26/0311' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'BL-2211' })).not.toBeInTheDocument()
    expect(screen.getByText(/Total \(project currency\)/).parentElement).toHaveTextContent('2,70,000.00')
  })

  it('books the invoice for a contract instalment on its code', async () => {
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const manager = await apiAs(MANAGER)
    const admin = await apiAs(ADMIN)
    const agreements = await admin.get('/v2/agreement/options')
    const contract = await manager.post('/v2/contracts', {
      project_id: projectId,
      title: 'Lights package — 30 days',
      agreement_id: agreements.find((choice: { label: string }) => choice.label === 'Artiste agreement').id,
      counterparty_name: 'Ravi Menon',
      start_date: '2026-11-20',
      end_date: '2026-12-31',
      fee_basis: 'lump_sum',
      value: 300_000_00,
      gst_treatment: 'exclusive',
      instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: '1300-02' }],
    })
    const id = contract.contract_id
    await manager.post(`/v2/contracts/${id}/submit`, {})
    await admin.post(`/v2/contracts/${id}/approve`, {})
    await admin.post(`/v2/contracts/${id}/send`, { sent_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'counterparty', signed_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'company', signed_on: '2026-11-20' })

    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/apps/expenseMasterView?project=${projectId}`)
    await user.click(await screen.findByRole('button', { name: 'New expense' }))
    const dialog = await screen.findByRole('dialog')
    const instalment = await within(dialog).findByLabelText('Contract instalment')
    const choice = await within(instalment).findByRole('option', {
      name: /Ravi Menon · On signing · ₹3,00,000\.00 left \(1300-02\)/,
    })
    await user.selectOptions(instalment, choice)
    // The instalment's code becomes the expense's: no code is typed (the saved one is checked below).
    await user.type(within(dialog).getByRole('combobox', { name: 'Vendor' }), 'Bright')
    await user.click(await within(dialog).findByRole('option', { name: /Brightline/ }))
    await user.type(within(dialog).getByLabelText('Invoice no.'), 'RM-301')
    await user.type(within(dialog).getByLabelText('Amount (before GST)'), '300000')
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    await screen.findByRole('dialog', { name: 'Expense RM-301' })
    const saved = await admin.get(`/v2/expenses/${await expenseNo('RM-301')}`)
    expect(saved).toMatchObject({
      contract_instalment_id: contract.instalments[0].instalment_id,
      budget_code: '1300-02',
    })
  })

  it('previews the taxes and the code’s remaining while drafting', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/apps/expenseMasterView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
    await user.click(await screen.findByRole('button', { name: 'New expense' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('combobox', { name: 'Budget code' }), '2200')
    await user.click(await within(dialog).findByRole('option', { name: /^2200-01/ }))
    await user.type(within(dialog).getByRole('combobox', { name: 'Vendor' }), 'Bright')
    await user.click(await within(dialog).findByRole('option', { name: /Brightline/ }))
    await user.type(within(dialog).getByLabelText('Amount (before GST)'), '100000')
    const gst = within(dialog).getByLabelText('GST rate')
    await waitFor(() => expect(within(gst).getByRole('option', { name: 'GST 18%' })).toBeInTheDocument())
    await user.selectOptions(gst, 'GST 18%')
    // Both in Maharashtra: CGST and SGST at 9% each; 194C (others) deducts 2% of the taxable value.
    await waitFor(() => expect(within(dialog).getByText('CGST').nextSibling).toHaveTextContent('9,000.00'))
    expect(within(dialog).getByText('Invoice total').nextSibling).toHaveTextContent('1,18,000.00')
    await waitFor(() =>
      expect(within(dialog).getByText('TDS deducted').nextSibling).toHaveTextContent('2,000.00'),
    )
    expect(within(dialog).getByText('Net payable').nextSibling).toHaveTextContent('1,16,000.00')
    expect(await within(dialog).findByTestId('remaining-after')).toHaveTextContent(
      /2200-01: .* left after this expense/,
    )
  })

  // Two whole forms filled in: more than the project's default time on a busy machine.
  it('warns of a vendor’s invoice booked twice, and refuses it once the organisation stops them', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    const project = await projectIdOf(DEMO_BUDGET_PROJECT)
    const booked = await expenseNo('BL-2211')
    /** The new-expense form filled with Brightline's invoice `invoiceNo`, saved. */
    const bookAgain = async (invoiceNo: string) => {
      await renderApp(`/apps/expenseMasterView?project=${project}`)
      await user.click(await screen.findByRole('button', { name: 'New expense' }))
      const form = await screen.findByRole('dialog')
      await user.type(within(form).getByRole('combobox', { name: 'Budget code' }), '2200')
      await user.click(await within(form).findByRole('option', { name: /^2200-01/ }))
      await user.type(within(form).getByRole('combobox', { name: 'Vendor' }), 'Bright')
      await user.click(await within(form).findByRole('option', { name: /Brightline/ }))
      await user.type(within(form).getByLabelText('Invoice no.'), invoiceNo)
      await user.type(within(form).getByLabelText('Amount (before GST)'), '1850')
      await user.click(within(form).getByRole('button', { name: 'Save draft' }))
      return form
    }
    // Warn (the default): it saves, and the expense says which booking it repeats.
    await bookAgain('bl-2211 ')
    const saved = await screen.findByRole('dialog', { name: 'Expense bl-2211' })
    expect(within(saved).getByText('This invoice may be booked twice')).toBeInTheDocument()
    expect(within(saved).getByTestId('duplicate-invoices')).toHaveTextContent(
      `Expense #${booked}: BL-2211 of Nov 22, 2026 (Submitted)`,
    )
    cleanup()
    // Stop: refused on the invoice number, naming the live booking (a cancelled one does not count).
    const admin = await apiAs(ADMIN)
    await admin.post(`/v2/expenses/${await expenseNo('bl-2211')}/cancel`, {})
    await admin.put('/v2/budget/controls', { duplicate_invoice: 'stop' })
    const form = await bookAgain('Bl - 2211')
    await waitFor(() =>
      expect(within(form).getByLabelText('Invoice no.')).toHaveAccessibleDescription(
        `This vendor’s invoice is already booked as expense #${booked} of Nov 22, 2026 (Submitted).`,
      ),
    )
    expect(await expenseOf('Bl - 2211')).toBeUndefined()
  }, 45_000)

  it('shows a Stop and lets only an Admin through with a reason', async () => {
    const user = userEvent.setup()
    await setBudgetControl('expense', 'stop')
    await signInAs(MANAGER)
    const id = await overBudgetDraft()
    const { unmount } = await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }))
    expect(await screen.findByText('Stopped: over budget')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      /over budget on 2200-01: .*with a reason\. Ask an Admin/,
    )
    expect(screen.queryByRole('button', { name: 'Let it through (Admin)' })).not.toBeInTheDocument()
    unmount()

    await signInAs(ADMIN)
    await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }))
    await user.click(await screen.findByRole('button', { name: 'Let it through (Admin)' }))
    await user.type(screen.getByLabelText('Why may it go over the budget?'), 'Night shoot overtime')
    await user.click(screen.getByRole('button', { name: 'Let it through with this reason' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getAllByText('Submitted').length).toBeGreaterThan(0))
    expect(within(dialog).getByText('Budget stop overridden')).toBeInTheDocument()
    expect(within(dialog).getByText(/Asha Menon let it through: “Night shoot overtime”/)).toBeInTheDocument()
  })

  it('approves and pays an expense', async () => {
    const user = userEvent.setup()
    await signInAs(ADMIN)
    const id = await expenseNo('BL-2211')
    await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.type(await screen.findByLabelText('Comment (optional)'), 'Matches the lighting quote')
    await user.click(await screen.findByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Expense BL-2211 approved')).toBeInTheDocument()
    const approved = await (await apiAs(ADMIN)).get(`/v2/expenses/${id}`)
    expect(approved.approvals.at(-1)).toMatchObject({
      action: 'approved',
      reason: 'Matches the lighting quote',
    })
    // Approved: what is still to pay the vendor is on the invoice's own record.
    const owed = (await screen.findByText('Still to pay the vendor')).nextElementSibling
    expect(owed?.textContent?.replace(/[^\d]/g, '')).toBe(String(approved.still_owed))
    expect(approved.still_owed).toBe(approved.to_pay)
    await user.click(await screen.findByRole('button', { name: 'Record payment' }))
    const mode = screen.getByLabelText('Payment mode')
    await waitFor(() => expect(within(mode).getByRole('option', { name: 'NEFT' })).toBeInTheDocument())
    await user.selectOptions(mode, 'NEFT')
    await user.type(screen.getByLabelText('Payment reference'), 'UTR 99')
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getAllByText('Paid').length).toBeGreaterThan(1))
    expect(await screen.findByText('Expense BL-2211 marked as paid')).toBeInTheDocument()
    expect((await expenseOf('BL-2211'))?.paymentReference).toBe('UTR 99')
    expect(await screen.findByText('Paid to the vendor')).toBeInTheDocument()
    expect((await (await apiAs(ADMIN)).get(`/v2/expenses/${id}`)).still_owed).toBe(0)
  })

  it('cancels an expense only after asking', async () => {
    const user = userEvent.setup()
    await signInAs(ADMIN)
    const id = await expenseNo('PX-INV-0087')
    await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.click(await screen.findByRole('button', { name: 'Cancel expense' }))
    const confirm = await screen.findByRole('dialog', { name: 'Cancel expense PX-INV-0087?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect((await (await apiAs(ADMIN)).get(`/v2/expenses/${id}`)).status).toBe('draft')
    await user.click(await screen.findByRole('button', { name: 'Cancel expense' }))
    const again = await screen.findByRole('dialog', { name: 'Cancel expense PX-INV-0087?' })
    await user.click(within(again).getByRole('button', { name: 'Cancel the expense' }))
    await waitFor(async () =>
      expect((await (await apiAs(ADMIN)).get(`/v2/expenses/${id}`)).status).toBe('cancelled'),
    )
  })

  it('edits a draft expense and saves it', async () => {
    const user = userEvent.setup()
    await signInAs(ADMIN)
    const id = await expenseNo('PX-INV-0087')
    await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const form = await screen.findByRole('dialog', { name: 'Edit expense PX-INV-0087' })
    expect(within(form).getByLabelText('Amount (before GST)')).toHaveValue('2400.00')
    const invoiceNo = within(form).getByLabelText('Invoice no.')
    await user.clear(invoiceNo)
    await user.type(invoiceNo, 'PX-INV-0088')
    await user.clear(within(form).getByLabelText('Amount (before GST)'))
    await user.type(within(form).getByLabelText('Amount (before GST)'), '2500')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('dialog', { name: 'Expense PX-INV-0088' })).toBeInTheDocument()
    const saved = await (await apiAs(ADMIN)).get(`/v2/expenses/${id}`)
    expect(saved).toMatchObject({ invoice_no: 'PX-INV-0088', amount: 250_000, currency_code: 'USD' })
  })

  it('keeps what was typed when the expense changed meanwhile', async () => {
    const user = userEvent.setup()
    await signInAs(ADMIN)
    const id = await expenseNo('PX-INV-0087')
    await renderApp(`/apps/expenseMasterView?expense=${id}`)
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const form = await screen.findByRole('dialog', { name: 'Edit expense PX-INV-0087' })
    // Someone else saves it first.
    await (await mockDatabase())
      .update(tables.expenses)
      .set({ rowVersion: sql`${tables.expenses.rowVersion} + 1` })
      .where(eq(tables.expenses.id, id))
    const invoiceNo = within(form).getByLabelText('Invoice no.')
    await user.clear(invoiceNo)
    await user.type(invoiceNo, 'PX-TYPED')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Someone else changed this while you were editing/,
    )
    expect(within(form).getByLabelText('Invoice no.')).toHaveValue('PX-TYPED')
    expect((await expenseOf('PX-INV-0087'))?.id).toBe(id)
  })

  it('lets an Admin Manager set the budget controls on /budgetView', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp('/budgetView')
    await user.click(await screen.findByRole('button', { name: 'Budget controls' }))
    const dialog = await screen.findByRole('dialog', { name: 'Budget controls' })
    const expenses = await within(dialog).findByLabelText('Expenses')
    expect(expenses).toHaveValue('warn')
    await user.selectOptions(expenses, 'stop')
    const duplicates = within(dialog).getByLabelText('A vendor’s invoice number booked twice')
    expect(duplicates).toHaveValue('warn')
    await user.selectOptions(duplicates, 'stop')
    await user.selectOptions(within(dialog).getByLabelText('Petty cash bills (envelopes)'), 'stop')
    await user.selectOptions(within(dialog).getByLabelText('Vendor advances (without a PO)'), 'ignore')
    await user.click(within(dialog).getByRole('button', { name: 'Save controls' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await (await apiAs(ADMIN)).get('/v2/budget/controls')).toMatchObject({
      po: 'warn',
      expense: 'stop',
      envelope: 'stop',
      advance: 'ignore',
      duplicate_invoice: 'stop',
    })
  })
})
