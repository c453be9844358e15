import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import type { Report } from '@contract/reports'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf } from './server'

/*
 * /apps/reports against the server's own app: a register's rows and totals are the server's, in
 * lakh-grouped rupees; the chosen report and project live in the URL; a report whose module the
 * user may not read says so instead of showing figures.
 */

const MANAGER = 'manager@demostudios.test'

describe('reports', () => {
  it('shows the contract payment schedule of a project with its totals', async () => {
    await signInAs(MANAGER)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const api = await apiAs(MANAGER)
    const schedule = (await api.get(`/v2/reports/contracts?project_id=${projectId}`)) as Report
    await renderApp(`/apps/reports?report=contracts&project=${projectId}`)
    const table = await screen.findByRole(
      'table',
      { name: /Contract register and payment schedule/ },
      { timeout: 10_000 },
    )
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(schedule.rows.length)
    expect(within(table).getAllByText(/^MD-01\/CON\//).length).toBeGreaterThan(0)
    const totals = screen.getByLabelText('Totals')
    // Rupees grouped in lakhs: 73,50,000.00 rather than 7,350,000.00.
    const open = within(totals).getByText('Open').nextElementSibling?.textContent ?? ''
    expect(open).toMatch(/^₹\d{1,2},\d{2},\d{3}\.\d{2}$/)
    expect(Number(open.replace(/[^\d]/g, ''))).toBe(schedule.totals.open)
  })

  it('switches report through the picker and keeps it in the URL', async () => {
    await signInAs(MANAGER)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const { router } = await renderApp(`/apps/reports?project=${projectId}`)
    await screen.findByRole('table', { name: /Weekly cost report/ }, { timeout: 10_000 })
    await userEvent.selectOptions(screen.getByLabelText('Report'), 'tds')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ report: 'tds' }))
    const table = await screen.findByRole('table', { name: /TDS register by section and PAN/ })
    expect(within(table).getByText('194C')).toBeInTheDocument()
  })

  it('closes the books through a date with a reason, and opens them again', async () => {
    await signInAs('admin@demostudios.test')
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    await renderApp(`/apps/reports?report=tds&project=${projectId}`)
    expect(await screen.findByText(/The books are open/, {}, { timeout: 10_000 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close the books…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Close the books' })
    await userEvent.type(within(dialog).getByLabelText('Closed through'), '2026-01-31')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the books' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true'),
    )
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'January sent to the studio')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the books' }))
    expect(
      await screen.findByText(/Books closed through Jan 31, 2026 by Asha Menon: January sent to the studio/),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Open the books' }))
    const reopen = await screen.findByRole('dialog', { name: 'Open the books' })
    await userEvent.type(within(reopen).getByLabelText('Reason'), 'Correction asked for')
    await userEvent.click(within(reopen).getByRole('button', { name: 'Open the books' }))
    expect(await screen.findByText(/The books are open/)).toBeInTheDocument()
  })

  it('says how far ahead documents may be dated; a manager only reads it', async () => {
    await signInAs(MANAGER)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    await renderApp(`/apps/reports?report=tds&project=${projectId}`)
    expect(
      await screen.findByText(/Documents may be dated up to today/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Days ahead allowed')).not.toBeInTheDocument()
  })

  it('an Admin changes how far ahead documents may be dated', async () => {
    await signInAs('admin@demostudios.test')
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    await renderApp(`/apps/reports?report=tds&project=${projectId}`)
    const days = await screen.findByLabelText('Days ahead allowed', {}, { timeout: 10_000 })
    await userEvent.clear(days)
    await userEvent.type(days, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Save the days' }))
    expect(await screen.findByText('Documents may now be dated 3 days ahead.')).toBeInTheDocument()
    expect(screen.getByText(/Documents may be dated up to .+ \(3 days ahead of today\)/)).toBeInTheDocument()
    const settings = (await (await apiAs('admin@demostudios.test')).get('/v2/books/settings')) as {
      future_days_allowed: number
    }
    expect(settings.future_days_allowed).toBe(3)

    expect(screen.getByText(/No receipt is required/)).toBeInTheDocument()
    const from = screen.getByLabelText('Receipts required from')
    await userEvent.type(from, 'lots')
    await userEvent.click(screen.getByRole('button', { name: 'Save the amount' }))
    expect(await screen.findByText('Enter an amount such as 500 or 1,000.00')).toBeInTheDocument()
    await userEvent.clear(from)
    await userEvent.type(from, '2,000')
    await userEvent.click(screen.getByRole('button', { name: 'Save the amount' }))
    expect(
      await screen.findByText(/bills and invoices of 2,000.00 or more need their receipt/),
    ).toBeInTheDocument()
    await (await apiAs('admin@demostudios.test')).put('/v2/books/settings', {
      future_days_allowed: 0,
      receipts_required_from: null,
    })
  })

  it('lets a manager close the books but not open them again', async () => {
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    await (await apiAs(MANAGER)).put(`/v2/reports/period-lock/${projectId}`, {
      locked_through: '2026-02-28',
      reason: 'February sent',
    })
    try {
      await signInAs(MANAGER)
      await renderApp(`/apps/reports?report=tds&project=${projectId}`)
      expect(await screen.findByText(/Books closed through/, {}, { timeout: 10_000 })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Move the lock…' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Open the books' })).not.toBeInTheDocument()
    } finally {
      await (await apiAs('admin@demostudios.test')).put(`/v2/reports/period-lock/${projectId}`, {
        locked_through: null,
        reason: 'Back as it was',
      })
    }
  })
})
