import type { CostReport, DashboardProjects } from '@contract/cost-report'
import type { DashboardOverview } from '@contract/dashboard'
import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { daysAfter } from '@/lib/format'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf } from './server'

/*
 * /dashboard/analytics against the server's own app: the organisation's rupees and each project's
 * figures are the cost report's; a project opens its cost report. A Dashboard User, who reads no
 * budget, is kept off the page by its guard.
 */

const MANAGER = 'manager@demostudios.test'
const units = (text: string | null | undefined) => {
  const negative = /[-−]/.test(text ?? '')
  const digits = Number((text ?? '').replace(/[^\d]/g, ''))
  return negative ? -digits : digits
}

describe('analytics dashboard', () => {
  it('shows where the money stands: totals, each project as its cost report says, links to it', async () => {
    await signInAs(MANAGER)
    const api = await apiAs(MANAGER)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const dashboard = (await api.get('/v2/dashboard/projects')) as DashboardProjects
    const cost = (await api.get(`/v2/budget/cost-report/${projectId}`)) as CostReport
    await renderApp('/dashboard/analytics')
    const totals = await screen.findByLabelText('Totals in INR', {}, { timeout: 10_000 })
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent
    const inr = dashboard.totals.find((entry) => entry.currency.code === 'INR')
    expect(units(figure('EFC'))).toBe(inr?.totals.efc)
    expect(units(figure('Actual'))).toBe(inr?.totals.actual)

    const table = screen.getByRole('table', { name: "Projects' cost figures" })
    const row = within(table).getByRole('row', { name: /Monsoon Diaries/ })
    const cells = within(row).getAllByRole('cell')
    // Budget, committed, actual, ETC, EFC, variance: the cost report's totals.
    expect(cells.slice(1, 7).map((cell) => units(cell.textContent))).toEqual([
      cost.totals.budget,
      cost.totals.committed,
      cost.totals.actual,
      cost.totals.etc,
      cost.totals.efc,
      cost.totals.variance,
    ])
    // Each figure opens the list it sums: the commitment log and the transactions to the same day.
    expect(within(cells[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/apps/reports?report=commitments&project=${projectId}&to=${dashboard.as_of}`,
    )
    expect(within(cells[3] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/apps/reports?report=transactions&project=${projectId}&to=${dashboard.as_of}`,
    )
    expect(within(cells[5] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/budgetView?project=${projectId}&tab=cost`,
    )
    expect(within(row).getByText(/of 3 shoot days/)).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Monsoon Diaries' })).toHaveAttribute(
      'href',
      `/budgetView?project=${projectId}&tab=cost`,
    )
    expect(
      screen.getByRole('img', { name: /Budget, actual, committed and EFC per project/ }),
    ).toBeInTheDocument()
  })

  it('shows what waits on the caller and each module’s widget, each figure linking to its list', async () => {
    await signInAs(MANAGER)
    const api = await apiAs(MANAGER)
    const overview = (await api.get('/v2/dashboard/overview')) as DashboardOverview
    await renderApp('/dashboard/analytics')
    const waiting = await screen.findByRole('region', { name: 'Waiting on you' }, { timeout: 10_000 })
    for (const entry of overview.waiting?.filter((one) => one.count > 0) ?? [])
      expect(within(waiting).getByRole('link', { name: new RegExp(`^${entry.count} `) })).toBeInTheDocument()
    const expense = overview.waiting?.find((entry) => entry.type === 'expense')
    if (expense && expense.count > 0)
      expect(within(waiting).getByRole('link', { name: /expenses? to approve/ })).toHaveAttribute(
        'href',
        '/apps/expenseMasterView?status=submitted',
      )
    const contracts = screen.getByRole('region', { name: 'Contracts' })
    // Each count opens the contract list filtered to what it counts: running, ending within the window.
    const ending = within(contracts).getByRole('link', {
      name: new RegExp(`^${overview.contracts?.expiring.days_30} contracts? ends? within 30 days`),
    })
    const url = new URL(ending.getAttribute('href') ?? '', 'http://localhost')
    expect([...url.searchParams.entries()].sort()).toEqual([
      ['ends_by', daysAfter(overview.as_of, 30)],
      ['ends_from', overview.as_of],
      ['statuses', 'executed,expiring'],
    ])
    expect(url.pathname).toBe('/contractFilter')
    const hires = screen.getByRole('region', { name: 'Overdue hires' })
    expect(within(hires).getByRole('link')).toHaveAttribute('href', '/inventoryView?overdue=1')
    expect(screen.getByRole('region', { name: 'Petty cash by holder' })).toBeInTheDocument()
    // The weekly burn: a chart with its table behind it.
    expect(screen.getByRole('img', { name: /Actual per week, last 12 weeks/ })).toBeInTheDocument()
  })
})
