import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { BudgetReportTab } from '@/features/budget/reports'
import { loadTranslations } from '@/lib/i18n'
import { signInAs } from './app'
import { projectIdOf } from './server'

const INR = { code: 'INR', minor_units: 2 }

beforeEach(async () => {
  await loadTranslations('budget')
})

describe('budget report chart', () => {
  it('draws budget, committed and actual per category above the table, the same figures in its own table', async () => {
    await signInAs('manager@demostudios.test')
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />
      </QueryClientProvider>,
    )
    const title = 'Budget vs committed vs actual by category'
    // Loaded lazily, after the report's table.
    expect(await screen.findByRole('img', { name: title }, { timeout: 10_000 })).toBeInTheDocument()
    const report = screen.getByRole('table', { name: /Budget report of version 2/ })

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the figures as a table' }))
    const chartTable = screen.getByRole('table', { name: title })
    // Each category's row says its subtotals as the report's heading row does.
    const castHeading = within(report).getByRole('rowheader', { name: /Cast/ }).closest('tr') as HTMLElement
    const castRow = within(chartTable).getByRole('row', { name: /^Cast/ })
    const [budget, committed, actual] = within(castRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(castHeading).toHaveTextContent(budget ?? 'no budget figure')
    expect(budget).toMatch(/^₹[\d,]+\.\d{2}$/)
    expect(committed).toMatch(/^₹[\d,]+\.\d{2}$/)
    expect(actual).toMatch(/^₹[\d,]+\.\d{2}$/)
  })
})
