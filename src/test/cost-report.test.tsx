import type { CostReport } from '@contract/cost-report'
import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { Notifications } from '@/components/Notifications'
import CostReportTab from '@/features/budget/cost/CostReportTab'
import { loadTranslations } from '@/lib/i18n'
import { signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

/*
 * The cost report tab against the server's own app: the figures it shows are the server's, an
 * Admin changes a code's ETC with a reason (a bad amount and a missing reason are said under their
 * fields first), keeps the week and compares it with the live report.
 */

const ADMIN = 'admin@demostudios.test'
const INR = { code: 'INR', minor_units: 2 }
const units = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''))

function renderTab(projectId: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <CostReportTab projectId={projectId} version={null} versions={[]} currency={INR} />
      <Notifications />
    </QueryClientProvider>,
  )
}

describe('cost report tab', () => {
  beforeEach(async () => {
    await loadTranslations('budget')
  })

  it('shows the server’s figures, changes an ETC with its reason, keeps the week and compares it', async () => {
    await signInAs(ADMIN)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const server = (await (await apiAs(ADMIN)).get(`/v2/budget/cost-report/${projectId}`)) as CostReport
    renderTab(projectId)
    const totals = await screen.findByLabelText('Cost report totals')
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent
    expect(units(figure('Actual to date'))).toBe(server.totals.actual)
    expect(units(figure('Committed'))).toBe(server.totals.committed)
    expect(units(figure('EFC'))).toBe(server.totals.efc)

    const table = screen.getByRole('table', { name: 'Cost report' })
    // No code has a proposed change: no column for them.
    expect(within(table).queryByRole('columnheader', { name: 'Proposed changes' })).not.toBeInTheDocument()
    const row = () => within(table).getByRole('row', { name: /^2200-01/ })
    const user = userEvent.setup()
    await user.click(within(row()).getByRole('button', { name: 'Change the ETC of 2200-01' }))
    const dialog = await screen.findByRole('dialog', { name: 'Estimate to complete of 2200-01' })
    const amount = within(dialog).getByLabelText('Estimate to complete (INR)')
    await user.clear(amount)
    await user.type(amount, '-5')
    await user.click(within(dialog).getByRole('button', { name: 'Save estimate' }))
    expect(await within(dialog).findByText('Enter 0 or more')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true')
    await user.clear(amount)
    await user.type(amount, '45,000.50')
    await user.type(within(dialog).getByLabelText('Reason'), 'Two more days of the crane')
    await user.click(within(dialog).getByRole('button', { name: 'Save estimate' }))
    expect(await screen.findByText('The ETC of 2200-01 is saved.')).toBeInTheDocument()
    await waitFor(() => expect(row()).toHaveTextContent('₹45,000.50'))
    expect(row()).toHaveTextContent(/Entered from/)

    await user.click(screen.getByRole('button', { name: 'Keep this week' }))
    expect(await screen.findByText(/The week ending .* is kept\./)).toBeInTheDocument()
    const weeks = await screen.findByLabelText('Compare with a kept week')
    await user.selectOptions(weeks, within(weeks).getAllByRole('option')[1] as HTMLOptionElement)
    expect(
      await screen.findByText(/No code.s estimated final cost has moved since then/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    // A second keep of the same week is refused, and said.
    await user.click(screen.getByRole('button', { name: 'Keep this week' }))
    expect(await screen.findByText(/is kept already/)).toBeInTheDocument()
  })

  it('shows an overdue hire’s proposed change beside its code, and takes it into the ETC dialog', async () => {
    await signInAs(ADMIN)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const db = await mockDatabase()
    const [owner] = await db
      .select({ organizationId: tables.projects.organizationId })
      .from(tables.projects)
      .where(eq(tables.projects.id, projectId))
    await db.insert(tables.inventoryItems).values({
      organizationId: owner?.organizationId ?? 0,
      projectId,
      itemNo: 9101,
      ownership: 'rented',
      status: 'on_hire',
      name: 'Jib arm',
      category: 'camera_light_grip',
      budgetCode: '2400-01',
      hireRate: 250_000,
      dueBack: '2026-01-05',
    })
    renderTab(projectId)
    const table = await screen.findByRole('table', { name: 'Cost report' })
    expect(within(table).getByRole('columnheader', { name: 'Proposed changes' })).toBeInTheDocument()
    const row = within(table).getByRole('row', { name: /^2400-01/ })
    expect(row).toHaveTextContent(/Overdue hire \+₹[\d,]+\.00: INV-9101 Jib arm \(\d+\) late day\(s\)/)
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Use the hire proposal for 2400-01' }))
    const dialog = await screen.findByRole('dialog', { name: 'Estimate to complete of 2400-01' })
    expect((within(dialog).getByLabelText('Reason') as HTMLInputElement).value).toMatch(
      /^Overdue hire .*Jib arm/,
    )
  })
})
