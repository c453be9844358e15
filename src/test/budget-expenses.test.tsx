import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq, isNull } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadTranslations } from '@/lib/i18n'
import { useWorkspace } from '@/stores/workspace'
import { renderApp, signInAs } from './app'
import { expenseOf, mockDatabase, projectIdOf, setBudgetControl, tables } from './server'

const MANAGER = 'manager@demostudios.test'
const ADMIN = 'admin@demostudios.test'

/** The lines of the demo project's current version. */
async function currentLines() {
  const { budgetLines, budgetVersions } = tables
  return (await mockDatabase())
    .select({ budgetCode: budgetLines.budgetCode, amount: budgetLines.amount })
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .where(
      and(
        eq(budgetVersions.projectId, await projectIdOf(DEMO_BUDGET_PROJECT)),
        eq(budgetVersions.isCurrent, true),
        isNull(budgetLines.deletedAt),
      ),
    )
}

/** /budgetView on the demo project, searched down to one code, then that line's expenses dialog. */
async function openLineExpenses(code: string, who: string) {
  await signInAs(who)
  const view = await renderApp(`/budgetView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}&search=${code}`)
  const user = userEvent.setup()
  // The first page shows before the searched one: wait for the search to answer.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^Expenses on / })).toHaveLength(1))
  await user.click(screen.getByRole('button', { name: `Expenses on ${code}` }))
  const dialog = await screen.findByRole('dialog', { name: `Expenses on ${code}` })
  return { ...view, user, dialog }
}

/** Picks a code in the move form's code picker. */
async function chooseCode(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  await user.type(within(dialog).getByRole('combobox', { name: 'New budget code' }), code)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${code}`) }))
}

beforeEach(async () => {
  useWorkspace.getState().reset()
  await loadTranslations('budget')
  await loadTranslations('spend')
})

describe('the expenses on a budget line', () => {
  it('lists the expenses of a code with its budget, committed, actual and remaining', async () => {
    const { dialog } = await openLineExpenses('2100-01', MANAGER)
    const row = (await within(dialog).findByText('PLR/26/0311')).closest('tr') as HTMLElement
    expect(row).toHaveTextContent('Prime Lens Camera Rentals')
    expect(row).toHaveTextContent('Paid')
    expect(row).toHaveTextContent('2,70,000.00')
    // 32 days × 45,000 = 14,40,000; the demo PO commits 5,70,000 of which 2,70,000 is invoiced and paid.
    const figure = (label: string) => within(dialog).getByText(label).nextSibling
    expect(figure('Budget')).toHaveTextContent('14,40,000.00')
    expect(figure('Committed')).toHaveTextContent('3,00,000.00')
    expect(figure('Actual')).toHaveTextContent('2,70,000.00')
    expect(figure('Remaining')).toHaveTextContent('8,70,000.00')
    expect(figure('% used')).toHaveTextContent('39.58 %')
    expect(within(dialog).queryByText('Over budget')).not.toBeInTheDocument()
  })

  it('says so when no expense is booked on the code', async () => {
    const { dialog } = await openLineExpenses('2100-02', MANAGER)
    expect(await within(dialog).findByText('No expenses on this code yet.')).toBeInTheDocument()
  })

  it('moves the chosen expenses to another code with a reason', async () => {
    const { user, dialog } = await openLineExpenses('2200-01', ADMIN)
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Choose BL-2211' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move to another code' }))
    // Without a code and a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move 1 expense(s)' }))
    expect(within(dialog).getByText('Choose the code to move them to')).toBeInTheDocument()
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument()
    await chooseCode(user, dialog, '2100-03')
    await user.type(within(dialog).getByLabelText('Why are they moved?'), 'Booked on the wrong code')
    await user.click(within(dialog).getByRole('button', { name: 'Move 1 expense(s)' }))
    expect(await within(dialog).findByText('No expenses on this code yet.')).toBeInTheDocument()
    expect((await expenseOf('BL-2211'))?.budgetCode).toBe('2100-03')
    expect(await screen.findByText('1 expense(s) moved to 2100-03')).toBeInTheDocument()
  })

  it('shows a Stop and lets an Admin move over the budget with a reason', async () => {
    await setBudgetControl('expense', 'stop')
    // The lighting invoice, approved at 3,00,000, is actual cost (an invoice on a PO line never moves).
    await (await mockDatabase())
      .update(tables.expenses)
      .set({ status: 'approved', amountProject: 30_000_000 })
      .where(eq(tables.expenses.invoiceNo, 'BL-2211'))
    // A code whose whole budget is less than the lighting invoice.
    const small = (await currentLines())
      .filter((l) => l.amount < 30_000_000 && l.budgetCode !== '2200-01')
      .sort((a, b) => a.amount - b.amount)[0]
    expect(small).toBeDefined()
    const code = small?.budgetCode as string
    const { user, dialog } = await openLineExpenses('2200-01', ADMIN)
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Choose BL-2211' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move to another code' }))
    await chooseCode(user, dialog, code)
    await user.type(within(dialog).getByLabelText('Why are they moved?'), 'Wrong department')
    await user.click(within(dialog).getByRole('button', { name: 'Move 1 expense(s)' }))
    expect(await within(dialog).findByText('Stopped: over budget')).toBeInTheDocument()
    expect((await expenseOf('BL-2211'))?.budgetCode).toBe('2200-01')
    await user.click(within(dialog).getByRole('button', { name: 'Let it through (Admin)' }))
    await user.type(
      within(dialog).getByLabelText('Why may it go over the budget?'),
      'Agreed with the producer',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Let it through with this reason' }))
    await waitFor(async () => expect((await expenseOf('BL-2211'))?.budgetCode).toBe(code))
  })
})
