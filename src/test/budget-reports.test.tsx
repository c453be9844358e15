import { type BudgetVersion, budgetListResponseSchema } from '@contract/budget'
import { lineAmount } from '@contract/budget-upload'
import { DEMO_BUDGET_PROJECT, DEMO_BUDGET_VERSIONS, DEMO_DAILY_BUDGETS } from '@contract/demo-budget'
import { parseMoney } from '@contract/masters/fields'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BudgetCompareTab, BudgetReportTab, CitywiseTab } from '@/features/budget/reports'
import { loadTranslations } from '@/lib/i18n'
import { useNotifications } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { readSpreadsheet } from '../../contract/spreadsheet'
import { setMockScenario } from '../../mocks/scenario'
import { renderApp, signInAs } from './app'
import { linesOf, readPdf } from './pdf-text'
import { addCameraCodes, changeDailyBudgetTitle, dailyBudgetOf, overspendCamera } from './seed'
import { projectIdOf } from './server'

const MANAGER = 'manager@demostudios.test'
const INR = { code: 'INR', minor_units: 2 }

const demoProjectId = () => projectIdOf(DEMO_BUDGET_PROJECT)

/** "₹1,23,456.78" → 12345678: every amount on screen has two decimals. */
const units = (text: string | null | undefined) => {
  const negative = /[-−]/.test(text ?? '')
  const digits = Number((text ?? '').replace(/[^\d]/g, ''))
  return negative ? -digits : digits
}

/** What the demo's version (1 or 2) adds up to, from the lines the seed writes. */
const demoTotal = (version: number) =>
  (DEMO_BUDGET_VERSIONS[version - 1]?.lines ?? []).reduce(
    (sum, line) => sum + lineAmount(line.quantity, parseMoney(line.rate) ?? 0),
    0,
  )

const dailyTotal = DEMO_DAILY_BUDGETS.flatMap((day) => day.lines).reduce(
  (sum, line) => sum + (parseMoney(line.amount) ?? 0),
  0,
)

async function versionsOf(projectId: number): Promise<BudgetVersion[]> {
  const { accessToken, organizationId } = useSession.getState()
  const answer = await fetch(
    `http://localhost/v2/budget/project/${projectId}?organization_id=${organizationId}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  )
  return budgetListResponseSchema.parse(await answer.json()).versions
}

function renderTab(tab: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={queryClient}>{tab}</QueryClientProvider>)
}

/** The blobs the page hands to the browser to download. */
function captureDownloads() {
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:download'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  return blobs
}

/** Every line of text of a downloaded PDF, page after page. */
async function pdfLines(blob: Blob | undefined) {
  const pdf = await readPdf(new Uint8Array(await (blob as Blob).arrayBuffer()))
  return pdf.pages.flatMap(linesOf)
}

/** The budget codes (the second column) of a downloaded workbook, as the upload reader sees it. */
async function workbookCodes(blob: Blob | undefined) {
  const rows = await readSpreadsheet(new Uint8Array(await (blob as Blob).arrayBuffer()))
  return rows.map((row) => row.cells[1] ?? '').filter((code) => /^\d{4}-\d{2,4}$/.test(code))
}

/** The Camera category's row group of the report on screen. */
async function cameraGroup() {
  const table = await screen.findByRole('table', { name: /Budget report of version 2/ })
  return within(table)
    .getByRole('rowheader', { name: /^Camera / })
    .closest('tbody') as HTMLElement
}

/** The budget codes a group shows, in order. */
const codesIn = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('rowheader')
    .filter((cell) => cell.getAttribute('scope') === 'row')
    .map((cell) => cell.textContent)

beforeEach(async () => {
  await loadTranslations('budget')
})

describe('budget report tab', () => {
  it('groups the codes of the current version by category with subtotals and ATL/BTL totals that add up', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    const table = await screen.findByRole('table', { name: /Budget report of version 2/ })
    const groups = within(table)
      .getAllByRole('rowgroup')
      .filter((group) => group.tagName === 'TBODY')
    expect(groups.length).toBeGreaterThan(5)
    let subtotals = 0
    for (const group of groups) {
      const [heading, ...codes] = within(group).getAllByRole('row')
      // The amount follows the code's four first cells (the heading's one); budget versus actual after it.
      const subtotal = units(heading?.children[1]?.textContent)
      const sum = codes.reduce((total, row) => total + units(row.children[4]?.textContent), 0)
      expect(sum, heading?.textContent ?? '').toBe(subtotal)
      subtotals += subtotal
    }
    const atl = units(screen.getByTestId('atl-total').textContent)
    const btl = units(screen.getByTestId('btl-total').textContent)
    const total = units(screen.getByTestId('grand-total').textContent)
    expect(atl).toBeGreaterThan(0)
    expect(atl + btl).toBe(total)
    expect(subtotals).toBe(total)
    expect(total).toBe(demoTotal(2))
    expect(within(table).getByRole('rowheader', { name: /Cast/ })).toBeInTheDocument()
  })

  it('shows committed, actual, remaining and % used per code, over-budget rows in words too', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await overspendCamera(projectId)
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    const table = await screen.findByRole('table', { name: /Budget report of version 2/ })
    for (const header of ['Committed', 'Actual', 'Remaining', '% used'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument()
    const camera = within(table).getByRole('rowheader', { name: '2100-01' }).closest('tr') as HTMLElement
    expect(camera).toHaveAttribute('data-over-budget', 'true')
    expect(camera).toHaveTextContent('Over budget')
    const lighting = within(table).getByRole('rowheader', { name: '2200-01' }).closest('tr') as HTMLElement
    expect(lighting).not.toHaveAttribute('data-over-budget')
    expect(lighting.children[8]).toHaveTextContent(/^0\.00 %$/)
  })

  it('exports the report as a workbook and as a PDF', async () => {
    await signInAs(MANAGER)
    const blobs = captureDownloads()
    renderTab(<BudgetReportTab projectId={await demoProjectId()} version={1} versions={[]} currency={INR} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Export Excel' }))
    // The writers load on demand: each button is busy until its file is written.
    await waitFor(() => expect(blobs).toHaveLength(1))
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }))
    // A PDF of a thousand codes takes a few seconds on a busy machine.
    await waitFor(() => expect(blobs).toHaveLength(2), { timeout: 10_000 })
    expect(blobs.map((blob) => blob.type)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ])
    const lines = await pdfLines(blobs[1])
    expect(lines).toContain('Version 1')
    expect(lines.some((line) => line.includes(' Screenplay — final draft '))).toBe(true)
  })

  it('says when the project has no budget yet', async () => {
    await signInAs(MANAGER)
    const other = await projectIdOf('COL-S1')
    renderTab(<BudgetReportTab projectId={other} version={null} versions={[]} currency={INR} />)
    expect(await screen.findByText('No budget uploaded for this project')).toBeInTheDocument()
  })
})

describe('budget report of a category with more than one page of codes', () => {
  it('shows the first 500 codes, counts in the heading, and the next ones a click at a time', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await addCameraCodes(projectId, 1100)
    await overspendCamera(projectId)
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    const camera = await cameraGroup()
    const heading = within(camera).getByRole('rowheader', { name: /^Camera / })
    expect(heading).toHaveTextContent('Camera 1,103 codes · 1 over budget')
    expect(codesIn(camera)).toHaveLength(500)
    expect(codesIn(camera).slice(0, 4)).toEqual(['2100-01', '2100-02', '2100-03', '2199-0001'])
    expect(within(camera).getByRole('rowheader', { name: '2100-01' }).closest('tr')).toHaveAttribute(
      'data-over-budget',
      'true',
    )
    expect(within(camera).getByText(/^Showing 500 of 1,103 codes/)).toBeInTheDocument()
    // Other categories are whole: no paging row under them.
    expect(screen.getAllByTestId('report-more-codes')).toHaveLength(1)

    const user = userEvent.setup()
    await user.click(within(camera).getByRole('button', { name: 'Show 500 more' }))
    expect(await within(camera).findByText(/^Showing 1,000 of 1,103 codes/)).toBeInTheDocument()
    expect(codesIn(camera)).toHaveLength(1000)
    // Focus goes to the first code added, since the button was busy (disabled) meanwhile.
    await waitFor(() => expect(within(camera).getByRole('rowheader', { name: '2199-0498' })).toHaveFocus())

    await user.click(within(camera).getByRole('button', { name: 'Show 103 more' }))
    expect(await within(camera).findByRole('rowheader', { name: '2199-1100' })).toBeInTheDocument()
    expect(within(camera).queryByTestId('report-more-codes')).not.toBeInTheDocument()
    const codes = codesIn(camera)
    expect(codes).toHaveLength(1103)
    expect(new Set(codes).size).toBe(1103)
    // Now every code is on screen, they add up to the subtotal the server sent from the start.
    const [, ...rows] = within(camera).getAllByRole('row')
    const sum = rows.reduce((total, row) => total + units(row.children[4]?.textContent), 0)
    expect(sum).toBe(units(heading.closest('tr')?.children[1]?.textContent))
  })

  it('says when the next codes could not be loaded, and loads them on retry', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await addCameraCodes(projectId, 600)
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    const camera = await cameraGroup()
    setMockScenario({ failures: { 'GET /v2/budget/code/*/codes': 500 } })
    const user = userEvent.setup()
    await user.click(within(camera).getByRole('button', { name: 'Show 103 more' }))
    expect(await within(camera).findByRole('alert')).toHaveTextContent('The next codes could not be loaded.')
    expect(codesIn(camera)).toHaveLength(500)

    setMockScenario(null)
    await user.click(within(camera).getByRole('button', { name: 'Retry' }))
    expect(await within(camera).findByRole('rowheader', { name: '2199-0600' })).toBeInTheDocument()
    expect(within(camera).queryByRole('alert')).not.toBeInTheDocument()
    expect(codesIn(camera)).toHaveLength(603)
  })

  it('exports every code, fetching the pages not shown, with the buttons busy meanwhile', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await addCameraCodes(projectId, 1100)
    const blobs = captureDownloads()
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    await cameraGroup()
    const user = userEvent.setup()
    setMockScenario({ delayMs: 150 })
    await user.click(screen.getByRole('button', { name: 'Export Excel' }))
    expect(screen.getByRole('button', { name: /Export Excel/ })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled()
    await waitFor(() => expect(blobs).toHaveLength(1))
    setMockScenario(null)
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }))
    // A PDF of a thousand codes takes a few seconds on a busy machine.
    await waitFor(() => expect(blobs).toHaveLength(2), { timeout: 10_000 })

    const exported = (await workbookCodes(blobs[0])).filter((code) => code.startsWith('2199-'))
    expect(exported).toHaveLength(1100)
    expect(exported.at(-1)).toBe('2199-1100')
    const lines = await pdfLines(blobs[1])
    expect(lines.some((line) => line.startsWith('2199-0501 '))).toBe(true)
    expect(lines.some((line) => line.startsWith('2199-1100 '))).toBe(true)
    // The screen still shows the first page only: the export did not change what is shown.
    expect(codesIn(await cameraGroup())).toHaveLength(500)
  })

  it('tells the user when the export could not fetch every code, and writes no file', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await addCameraCodes(projectId, 600)
    const blobs = captureDownloads()
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    await cameraGroup()
    setMockScenario({ failures: { 'GET /v2/budget/code/*/codes': 404 } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export PDF' }))
    await waitFor(() =>
      expect(useNotifications.getState().items.map((item) => item.message)).toContain(
        'The export could not be prepared. Try again.',
      ),
    )
    expect(blobs).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled()
  })
})

describe('budget report with only the codes over budget', () => {
  /** The report's heading rows, totals and every code's row, as text: what the switch must not change. */
  const figures = () => ({
    headings: screen
      .getAllByTestId('report-category')
      .map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]),
    totals: ['atl-total', 'btl-total', 'grand-total'].map((id) => screen.getByTestId(id).textContent),
  })

  it('lists only the codes over budget, figures unchanged, pages them and exports only them', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await addCameraCodes(projectId, 1100, { overspent: 600 })
    const blobs = captureDownloads()
    renderTab(<BudgetReportTab projectId={projectId} version={null} versions={[]} currency={INR} />)
    await cameraGroup()
    const before = figures()
    const user = userEvent.setup()
    const only = screen.getByRole('switch', { name: 'Only codes over budget' })
    expect(only).not.toBeChecked()

    setMockScenario({ delayMs: 200 })
    await user.click(only)
    expect(only).toBeChecked()
    // The whole report stays, dimmed and busy, until the filtered one is in.
    const busy = (await screen.findByRole('table', { name: /Budget report of version 2/ })).closest(
      '[aria-busy]',
    )
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Updating the report…')).toBe(true)
    await screen.findByRole('table', { name: /version 2, only the codes over budget/ })
    setMockScenario(null)
    expect(screen.queryByText('Updating the report…')).not.toBeInTheDocument()

    expect(figures()).toEqual(before)
    const camera = await cameraGroup()
    expect(within(camera).getByRole('rowheader', { name: /^Camera / })).toHaveTextContent(
      'Camera 1,103 codes · 600 over budget',
    )
    const shown = codesIn(camera)
    expect(shown).toHaveLength(500)
    expect(shown[0]).toBe('2199-0001')
    expect(shown).not.toContain('2100-01')
    // Every other category is over budget nowhere: its heading row alone, no paging row.
    for (const group of screen.getAllByRole('rowgroup').filter((g) => g.tagName === 'TBODY' && g !== camera))
      expect(within(group).getAllByRole('row')).toHaveLength(1)
    expect(screen.getAllByTestId('report-more-codes')).toHaveLength(1)
    expect(within(camera).getByText(/^Showing 500 of 600 codes over budget/)).toBeInTheDocument()

    // The export fetches the over-budget codes not shown, and only those.
    await user.click(screen.getByRole('button', { name: 'Export Excel' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Export PDF' }))
    // A PDF of a thousand codes takes a few seconds on a busy machine.
    await waitFor(() => expect(blobs).toHaveLength(2), { timeout: 10_000 })
    expect(await workbookCodes(blobs[0])).toEqual(
      Array.from({ length: 600 }, (_, n) => `2199-${String(n + 1).padStart(4, '0')}`),
    )
    const lines = await pdfLines(blobs[1])
    expect(lines).toContain('Version 2 — only codes over budget')
    expect(lines.some((line) => line.startsWith('2199-0600 '))).toBe(true)
    expect(lines.some((line) => line.startsWith('2199-0601 '))).toBe(false)

    await user.click(within(camera).getByRole('button', { name: 'Show 100 more' }))
    expect(await within(camera).findByRole('rowheader', { name: '2199-0600' })).toBeInTheDocument()
    expect(codesIn(camera)).toHaveLength(600)
    expect(within(camera).queryByTestId('report-more-codes')).not.toBeInTheDocument()

    // Off again: the whole report, from the cache, as before.
    await user.click(only)
    expect(
      await screen.findByRole('table', { name: /^Budget report of version 2, by category/ }),
    ).toBeInTheDocument()
    expect(codesIn(await cameraGroup()).slice(0, 4)).toEqual(['2100-01', '2100-02', '2100-03', '2199-0001'])
  })

  it('says so when no code is over budget, headings and totals still there', async () => {
    await signInAs(MANAGER)
    renderTab(
      <BudgetReportTab projectId={await demoProjectId()} version={null} versions={[]} currency={INR} />,
    )
    await cameraGroup()
    const before = figures()
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Only codes over budget' }))
    const none = await screen.findByText('No code is over budget')
    expect(none.closest('[role="status"]')).toHaveTextContent(/Every code of version 2 is within its budget/)
    expect(screen.getByRole('table', { name: /only the codes over budget/ })).toBeInTheDocument()
    expect(figures()).toEqual(before)
    // Each category is its heading row alone.
    for (const group of screen.getAllByRole('rowgroup').filter((g) => g.tagName === 'TBODY'))
      expect(within(group).getAllByRole('row')).toHaveLength(1)
    expect(screen.queryByTestId('report-more-codes')).not.toBeInTheDocument()
  })

  it('counts spend up to a date kept in the address: the camera invoice of 20 November from that day', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    const { router } = await renderApp(`/budgetView?project=${projectId}&tab=report&to=2026-11-19`)
    const table = await screen.findByRole('table', { name: /Budget report of version 2/ }, { timeout: 5000 })
    const camera = () =>
      within(table).getByRole('rowheader', { name: '2100-01' }).closest('tr') as HTMLElement
    expect(screen.getByText('Version 2, spend up to Nov 19, 2026')).toBeInTheDocument()
    await waitFor(() => expect(camera()).not.toHaveTextContent('2,70,000.00'))
    const field = screen.getByLabelText('Spend up to')
    expect(field).toHaveValue('2026-11-19')
    await userEvent.setup().clear(field)
    await userEvent.setup().type(field, '2026-11-20')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ to: '2026-11-20' }))
    await waitFor(() => expect(camera()).toHaveTextContent('2,70,000.00'))
    expect(screen.getByText('Version 2, spend up to Nov 20, 2026')).toBeInTheDocument()
  })
})

describe('compare tab', () => {
  it('compares the original with the current version: 1 added, 1 removed, 3 changed', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    const versions = await versionsOf(projectId)
    renderTab(<BudgetCompareTab projectId={projectId} version={null} versions={versions} currency={INR} />)
    const figures = await screen.findByLabelText('Summary of the differences')
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent
    expect(figure('Added')).toBe('1')
    expect(figure('Removed')).toBe('1')
    expect(figure('Changed')).toBe('3')
    expect(units(figure('Version 1 total'))).toBe(demoTotal(1))
    expect(units(figure('Version 2 total'))).toBe(demoTotal(2))
    expect(units(figure('Variance'))).toBe(demoTotal(2) - demoTotal(1))

    const table = screen.getByRole('table', { name: 'Differences from version 1 to version 2' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5)
    expect(within(table).getByRole('row', { name: /2600-04.*Added/ })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /1000-02.*Removed/ })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /2700-02.*Changed.*Rate/ })).toBeInTheDocument()

    const user = userEvent.setup()
    const unchanged = screen.getByRole('checkbox', { name: /Unchanged/ })
    expect(unchanged).not.toBeChecked()
    await user.click(unchanged)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(20)
  })

  it('lets the user pick the versions with listboxes', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    const versions = await versionsOf(projectId)
    renderTab(<BudgetCompareTab projectId={projectId} version={null} versions={versions} currency={INR} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /From version/ }))
    await user.click(await screen.findByRole('option', { name: /Version 2/ }))
    expect(await screen.findByText(/Both pickers show the same version/)).toBeInTheDocument()
  })
})

describe('city-wise tab', () => {
  it('charts and lists the budget of Mumbai and Panaji', async () => {
    await signInAs(MANAGER)
    renderTab(<CitywiseTab projectId={await demoProjectId()} version={null} versions={[]} currency={INR} />)
    const chart = await screen.findByRole('img', { name: /Bar chart of the budget by city/ })
    expect(chart).toHaveAccessibleName(expect.stringMatching(/Mumbai .*Panaji/s))
    const table = screen.getByRole('table', { name: 'Budget by shoot city' })
    expect(within(table).getByRole('rowheader', { name: 'Mumbai' })).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'Panaji' })).toBeInTheDocument()
    const total = within(table).getByRole('row', { name: /^Total/ })
    expect(units(total.textContent)).toBe(demoTotal(2))
  })
})

describe('daily budget calendar', () => {
  const openCalendar = async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await renderApp(`/apps/calendar/vue-fullcalendar/dailyBudget?project=${projectId}&month=2026-11`)
    await screen.findByRole('heading', { name: 'November 2026' })
    return projectId
  }

  it('shows the seeded shoot days of November 2026 and the month total', async () => {
    await openCalendar()
    expect(await screen.findByRole('button', { name: /November 24, 2026: Day 1/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /November 25, 2026: Day 2/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /November 28, 2026: Day 5/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /November 26, 2026: no daily budget/ })).toBeInTheDocument()
    expect(units(screen.getByTestId('month-total').textContent)).toBe(dailyTotal)
    expect(screen.getByText('3 shoot days')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument()
    expect(await screen.findByText('0 shoot days')).toBeInTheDocument()
  })

  it('plans a new day, then edits it', async () => {
    await openCalendar()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /November 10, 2026: no daily budget/ }))
    const dialog = await screen.findByRole('dialog', { name: /Plan .*November 10, 2026/ })

    await user.click(within(dialog).getByRole('button', { name: 'Plan the day' }))
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Name the shoot day')

    await user.type(within(dialog).getByLabelText('Title'), 'Day 0 — Recce, Film City')
    await user.type(within(dialog).getByRole('combobox', { name: 'City' }), 'Mumb')
    await user.click(await screen.findByRole('option', { name: /Mumbai/ }))
    await user.type(within(dialog).getByRole('combobox', { name: /Budget code/ }), '2100')
    await user.click(await screen.findByRole('option', { name: /2100-01/ }))
    expect(within(dialog).getByLabelText(/^Description/)).not.toHaveValue('')
    await user.type(within(dialog).getByLabelText(/^Amount/), '12,500.50')
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }))
    await user.type(within(dialog).getAllByLabelText(/^Amount/)[1] as HTMLElement, '1000')
    expect(units(within(dialog).getByTestId('daily-total').textContent)).toBe(1350050)
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 2' }))
    expect(units(within(dialog).getByTestId('daily-total').textContent)).toBe(1250050)
    await user.click(within(dialog).getByRole('button', { name: 'Plan the day' }))

    expect(await screen.findByText('Day 0 — Recce, Film City saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const saved = await dailyBudgetOf(await demoProjectId(), '2026-11-10')
    expect(saved?.lines).toEqual([
      { budget_code: '2100-01', description: expect.any(String), amount: 1250050 },
    ])
    expect(saved?.total).toBe(1250050)

    await user.click(await screen.findByRole('button', { name: /November 10, 2026: Day 0/ }))
    const edit = await screen.findByRole('dialog', { name: /Daily budget of .*November 10, 2026/ })
    const amount = within(edit).getByLabelText(/^Amount/)
    expect(amount).toHaveValue('12500.50')
    await user.clear(amount)
    await user.type(amount, '20000')
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await dailyBudgetOf(await demoProjectId(), '2026-11-10'))?.total).toBe(2000000)
    expect(
      await screen.findByRole('button', { name: /November 10, 2026: Day 0.*20,000\.00/ }),
    ).toBeInTheDocument()
  })

  it('keeps the user’s input when someone else saved the day meanwhile, and saves it after a reload', async () => {
    await openCalendar()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /November 24, 2026: Day 1/ }))
    const dialog = await screen.findByRole('dialog', { name: /Daily budget of .*November 24, 2026/ })
    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Day 1 — Stage 4, rain cover')
    // Someone else saves the same day first.
    await changeDailyBudgetTitle(await demoProjectId(), '2026-11-24', 'Day 1 — moved to Stage 5')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('Someone else changed this day while you were editing'),
    ).toBeInTheDocument()
    expect(title).toHaveValue('Day 1 — Stage 4, rain cover')

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }))
    expect(await within(dialog).findByText(/Saved now: Day 1 — moved to Stage 5/)).toBeInTheDocument()
    expect(title).toHaveValue('Day 1 — Stage 4, rain cover')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await dailyBudgetOf(await demoProjectId(), '2026-11-24'))?.title).toBe(
      'Day 1 — Stage 4, rain cover',
    )
  })
})

describe('DCR budget', () => {
  it('sums the daily budgets of November 2026 per code and lists the shoot days', async () => {
    await signInAs(MANAGER)
    const projectId = await demoProjectId()
    await renderApp(`/dcrbudget?project=${projectId}&from=2026-11-01&to=2026-11-30`)
    expect(await screen.findByRole('heading', { name: 'Daily cost report', level: 1 })).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30')
    await screen.findByRole('table', { name: /Daily budgets by category and budget code/ })
    expect(units(screen.getByTestId('grand-total').textContent)).toBe(dailyTotal)
    expect(
      units(screen.getByTestId('atl-total').textContent) + units(screen.getByTestId('btl-total').textContent),
    ).toBe(dailyTotal)

    const days = await screen.findByRole('table', { name: 'Shoot days' })
    expect(within(days).getAllByRole('row')).toHaveLength(1 + 3)
    expect(within(days).getByRole('link', { name: /24, 2026|24 Nov/ })).toHaveAttribute(
      'href',
      `/apps/calendar/vue-fullcalendar/dailyBudget?project=${projectId}&month=2026-11`,
    )
  })

  it('says when no shoot day falls between the dates', async () => {
    await signInAs(MANAGER)
    await renderApp(`/dcrbudget?project=${await demoProjectId()}&from=2026-10-01&to=2026-10-31`)
    expect(await screen.findByText('No daily budgets between these dates')).toBeInTheDocument()
    expect(await screen.findByText('No shoot days are planned between these dates.')).toBeInTheDocument()
  })

  it('refuses an end date before the start date', async () => {
    await signInAs(MANAGER)
    await renderApp(`/dcrbudget?project=${await demoProjectId()}&from=2026-11-30&to=2026-11-01`)
    expect(await screen.findByLabelText('To')).toHaveAccessibleDescription(
      'The end date cannot be before the start date',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
