import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq, isNull } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { budgetKeys } from '@/features/budget/api'
import { changeLanguage, loadTranslations } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { useWorkspace } from '@/stores/workspace'
import { mockServer } from '../../mocks/node'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const MANAGER = 'manager@demostudios.test'
let demoProject = 0
const DEMO = () => demoProject

/** The version picker; its name joins the label and the value, which happy-dom's accname leaves out. */
const versionPicker = () => screen.getByRole('button', { name: 'Version' })
const linesTable = () => screen.findByRole('region', { name: 'Budget lines' })
/** The budget codes of the rows shown (first cell of each body row). */
const shownCodes = async () =>
  within(await linesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

async function openBudget(code = DEMO_BUDGET_PROJECT, who = MANAGER) {
  await signInAs(who)
  const view = await renderApp(`/budgetView?project=${await projectIdOf(code)}`)
  return { ...view, user: userEvent.setup() }
}

/** A /v2 call as another session would make it, with the signed-in user's token. */
async function callApi(path: string, init: { method: string; body: unknown }) {
  const { accessToken, organizationId } = useSession.getState()
  const answer = await fetch(`http://localhost/v2/${path}?organization_id=${organizationId}`, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(init.body),
  })
  return answer.json() as Promise<{ data: { row_version: number } }>
}

beforeEach(async () => {
  demoProject = await projectIdOf(DEMO_BUDGET_PROJECT)
  useWorkspace.getState().reset()
  await loadTranslations('budget')
})

describe('budget list: choosing a project and paging', () => {
  it('loads nothing until a project is chosen, then lists page 1 of the current version', async () => {
    const budgetCalls: string[] = []
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/v2/budget')) budgetCalls.push(request.url)
    })
    await signInAs(MANAGER)
    const { router, queryClient } = await renderApp('/budgetView')
    expect(await screen.findByRole('heading', { name: 'Choose a project' })).toBeInTheDocument()
    expect(budgetCalls).toEqual([])

    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'Monsoon')
    await user.click(await screen.findByRole('option', { name: /Monsoon Diaries/ }))

    await waitFor(() => expect(router.state.location.search).toMatchObject({ project: DEMO() }))
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    expect(versionPicker()).toHaveTextContent('Version 2 · current')
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(useWorkspace.getState()).toMatchObject({
      projectId: DEMO(),
      budgetVersion: null,
      budgetVersionCount: 2,
    })
    // The next page is fetched ahead, so it shows at once.
    await waitFor(() => expect(queryClient.getQueryData(budgetKeys.list(DEMO(), null, 2))).toBeDefined())
  })

  it('pages through the URL and shows a page seen before from the cache', async () => {
    const { router, user } = await openBudget()
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    const firstPage = await shownCodes()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    const secondPage = await shownCodes()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage).not.toContain(firstPage[0])

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    // Page 1 is in the cache: no loading state in between.
    expect(await shownCodes()).toEqual(firstPage)
  })

  it('switches to version 1, the locked original, whose lines cannot be edited', async () => {
    const { user } = await openBudget()
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    expect(screen.getAllByRole('button', { name: /^Edit line/ }).length).toBeGreaterThan(0)
    await user.click(versionPicker())
    await user.click(await screen.findByRole('option', { name: /Version 1 · original, locked/ }))
    expect(await screen.findByText('Underlying rights — novel option')).toBeInTheDocument()
    expect(versionPicker()).toHaveTextContent('Version 1 · original, locked')
    expect(useWorkspace.getState().budgetVersion).toBe(1)
    expect(screen.queryAllByRole('button', { name: /^Edit line/ })).toEqual([])
    expect(screen.getAllByRole('button', { name: /^View line/ }).length).toBeGreaterThan(0)
  })

  it('warns when the project has no budget, and offers the upload', async () => {
    await openBudget('COL-S1')
    expect(await screen.findByText('No budget uploaded for this project')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Upload budget' }).length).toBeGreaterThan(0)
  })

  it('closes the spinner and offers a quiet retry when the list cannot load', async () => {
    const { http, HttpResponse } = await import('msw')
    mockServer.use(http.get('*/v2/budget/project/:id', () => HttpResponse.error()))
    const warn = (await import('vitest')).vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await openBudget()
    expect(await screen.findByText('The budget could not be loaded')).toBeInTheDocument()
    expect(screen.queryByTestId('budget-loading')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
  })
})

describe('budget list: versions', () => {
  it('copies the version shown into a new one, then deletes that one after asking', async () => {
    // Deleting a version takes the budget DELETE permission, which Admins have.
    const { user } = await openBudget(DEMO_BUDGET_PROJECT, 'admin@demostudios.test')
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    await user.click(screen.getByRole('button', { name: 'Version 2 actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to a new version' }))
    const dialog = await screen.findByRole('dialog', { name: 'Copy version 2 to a new version' })
    await user.click(within(dialog).getByRole('button', { name: 'Create the version' }))
    expect(within(dialog).getByLabelText('Note')).toHaveAccessibleDescription('Say why this version is made')
    await user.type(within(dialog).getByLabelText('Note'), 'Night shoots moved to Goa')
    await user.click(within(dialog).getByRole('button', { name: 'Create the version' }))
    expect(await screen.findByText('Version 3 created from version 2')).toBeInTheDocument()
    await waitFor(() => expect(versionPicker()).toHaveTextContent('Version 3 · current'))
    expect(useWorkspace.getState().budgetVersionCount).toBe(3)

    await user.click(screen.getByRole('button', { name: 'Version 3 actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete version' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete version 3?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete version' }))
    expect(await screen.findByText('Version 3 deleted; version 2 is current')).toBeInTheDocument()
    await waitFor(() => expect(versionPicker()).toHaveTextContent('Version 2 · current'))
  })

  it('approves a version only after asking, since approval cannot be undone', async () => {
    const { user } = await openBudget(DEMO_BUDGET_PROJECT, 'admin@demostudios.test')
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    await user.click(screen.getByRole('button', { name: 'Version 2 actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }))
    const confirm = await screen.findByRole('dialog', { name: 'Approve version 2?' })
    expect(confirm).toHaveTextContent('Approval cannot be undone')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Version 2 approved')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Version 2 actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }))
    const again = await screen.findByRole('dialog', { name: 'Approve version 2?' })
    await user.click(within(again).getByRole('button', { name: 'Approve version' }))
    expect(await screen.findByText('Version 2 approved')).toBeInTheDocument()
  })

  it('offers no deletion of the locked original', async () => {
    const { user } = await openBudget()
    await waitFor(async () => expect(await shownCodes()).toHaveLength(25))
    await user.click(versionPicker())
    await user.click(await screen.findByRole('option', { name: /Version 1 · original, locked/ }))
    await waitFor(() => expect(versionPicker()).toHaveTextContent('Version 1 · original, locked'))
    await user.click(screen.getByRole('button', { name: 'Version 1 actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Make current' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete version' })).not.toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Approve' })).not.toBeInTheDocument()
  })
})

describe('budget list: editing a line', () => {
  it('saves a changed rate and shows the change in the line’s log', async () => {
    const { user } = await openBudget()
    const [code] = await waitFor(async () => {
      const codes = await shownCodes()
      expect(codes.length).toBeGreaterThan(0)
      return codes as string[]
    })
    await user.click(screen.getByRole('button', { name: `Edit line ${code}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit budget line ${code}` })
    expect(await within(dialog).findByText('Line created')).toBeInTheDocument()
    const rate = within(dialog).getByLabelText('Rate')
    await user.clear(rate)
    await user.type(rate, '123456.00')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(`Line ${code} saved`)).toBeInTheDocument()
    const log = within(dialog).getByRole('table', { name: 'Change log' })
    const rateRow = await within(log).findByRole('row', { name: /^.+ Rate / })
    expect(rateRow).toHaveTextContent('₹1,23,456.00')
  })

  it('keeps the user’s input when someone else saved first, then applies it to the latest', async () => {
    const { user } = await openBudget()
    await waitFor(async () => expect((await shownCodes()).length).toBeGreaterThan(0))
    const [code] = (await shownCodes()) as string[]
    const db = await mockDatabase()
    const [line] = await db
      .select({ id: tables.budgetLines.id, rowVersion: tables.budgetLines.rowVersion })
      .from(tables.budgetLines)
      .innerJoin(tables.budgetVersions, eq(tables.budgetVersions.id, tables.budgetLines.versionId))
      .where(
        and(
          eq(tables.budgetVersions.projectId, DEMO()),
          eq(tables.budgetVersions.isCurrent, true),
          eq(tables.budgetLines.budgetCode, code as string),
          isNull(tables.budgetLines.deletedAt),
        ),
      )
    await user.click(screen.getByRole('button', { name: `Edit line ${code}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit budget line ${code}` })
    const description = within(dialog).getByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'Mine: the corrected description')

    // Someone else saves the same line meanwhile.
    const lineId = Number(line?.id)
    await callApi(`budget/${lineId}`, {
      method: 'PUT',
      body: { row_version: line?.rowVersion, notes: 'Theirs: a note' },
    })

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Someone else changed this line')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Mine: the corrected description')
    expect(within(dialog).getByRole('table', { name: 'Saved values beside yours' })).toHaveTextContent(
      'Theirs: a note',
    )
    // The form now holds their note beside my description: what applying will save.
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Theirs: a note')

    await user.click(within(dialog).getByRole('button', { name: 'Apply my changes to the latest version' }))
    expect(await screen.findByText(`Line ${code} saved`)).toBeInTheDocument()
    const [saved] = await db.select().from(tables.budgetLines).where(eq(tables.budgetLines.id, lineId))
    expect(saved).toMatchObject({ description: 'Mine: the corrected description', notes: 'Theirs: a note' })
  })
  it('shows the saved line’s figures in a conflict: their quantity with my rate, as applying will save', async () => {
    const db = await mockDatabase()
    const lineOf = async () => {
      const [found] = await db
        .select({
          id: tables.budgetLines.id,
          code: tables.budgetLines.budgetCode,
          rowVersion: tables.budgetLines.rowVersion,
        })
        .from(tables.budgetLines)
        .innerJoin(tables.budgetVersions, eq(tables.budgetVersions.id, tables.budgetLines.versionId))
        .where(
          and(
            eq(tables.budgetVersions.projectId, DEMO()),
            eq(tables.budgetVersions.isCurrent, true),
            isNull(tables.budgetLines.deletedAt),
          ),
        )
        .orderBy(tables.budgetLines.budgetCode)
        .limit(1)
      if (!found) throw new Error('no budget line')
      return found
    }
    const first = await lineOf()
    const other = await apiAs(MANAGER)
    await other.put(`/v2/budget/${first.id}`, { row_version: first.rowVersion, quantity: '30' })

    const { user } = await openBudget()
    await user.click(await screen.findByRole('button', { name: `Edit line ${first.code}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit budget line ${first.code}` })
    const rate = within(dialog).getByLabelText('Rate')
    await user.clear(rate)
    await user.type(rate, '47000.00')
    expect(within(dialog).getByText('₹14,10,000.00')).toBeInTheDocument()

    // Someone else makes it 32 meanwhile.
    const before = await lineOf()
    await other.put(`/v2/budget/${first.id}`, { row_version: before.rowVersion, quantity: '32' })
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Someone else changed this line')).toBeInTheDocument()
    const panel = within(within(dialog).getByRole('table', { name: 'Saved values beside yours' }))
    expect(panel.getByRole('row', { name: /^Quantity/ })).toHaveTextContent('32')
    const amountRow = panel.getByRole('row', { name: /^Amount/ })
    expect(amountRow).toHaveTextContent('₹15,04,000.00')
    expect(within(dialog).queryByText('₹14,10,000.00')).not.toBeInTheDocument()
    // The form is the saved line with my rate on top, and its amount is what applying will save.
    expect(Number(within(dialog).getByLabelText('Quantity').getAttribute('value') ?? 'NaN')).toBe(32)
    expect(within(dialog).getAllByText('₹15,04,000.00')).toHaveLength(2)

    await user.click(within(dialog).getByRole('button', { name: 'Apply my changes to the latest version' }))
    expect(await screen.findByText(`Line ${first.code} saved`)).toBeInTheDocument()
    const [saved] = await db.select().from(tables.budgetLines).where(eq(tables.budgetLines.id, first.id))
    expect(saved).toMatchObject({ rate: 4_700_000, amount: 150_400_000 })
    expect(Number(saved?.quantity)).toBe(32)
  })
})

describe('budget list: uploads and ATL', () => {
  const HEADER = 'Budget Code,Category,Sub-category,Description,City,ATL,Quantity,Unit,Rate,Amount,Notes'

  it('lists every problem of a refused file, and uploads nothing', async () => {
    const { user } = await openBudget()
    await waitFor(async () => expect((await shownCodes()).length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: 'Upload budget' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload a budget' })
    const bad = new File(
      [
        `${HEADER}\n9000-01,Nonsense,,Cameo,Mumbai,Y,1,flat,500000.00,,\n9000-02,Camera,,,Mumbai,N,abc,day,25000.00,,\n`,
      ],
      'bad-budget.csv',
      { type: 'text/csv' },
    )
    await user.upload(within(dialog).getByLabelText('Budget file (CSV or XLSX)'), bad)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByText('Nothing was uploaded')).toBeInTheDocument()
    const problems = within(dialog).getByRole('table', { name: 'Problems in the file' })
    const rows = within(problems).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '3', '3'])
    expect(within(problems).getByText('There is no budget category “Nonsense”')).toBeInTheDocument()
    expect(within(problems).getByText('“abc” is not a quantity (up to 3 decimals)')).toBeInTheDocument()
    expect(within(dialog).getByText('2 rows need attention; nothing was uploaded.')).toBeInTheDocument()
    const versions = await (await mockDatabase())
      .select({ id: tables.budgetVersions.id })
      .from(tables.budgetVersions)
      .where(eq(tables.budgetVersions.projectId, DEMO()))
    expect(versions).toHaveLength(2)

    // The API names each problem with a code and its values: the user reads it in their language.
    await changeLanguage('de')
    try {
      expect(await within(dialog).findByText('Es gibt keine Budgetkategorie „Nonsense“')).toBeInTheDocument()
      expect(
        within(dialog).getByText('2 Zeilen brauchen Aufmerksamkeit; nichts wurde hochgeladen.'),
      ).toBeInTheDocument()
    } finally {
      await changeLanguage('en')
    }
  })

  it('uploads a good file as version 3 and shows it', async () => {
    const { user } = await openBudget()
    await waitFor(async () => expect((await shownCodes()).length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: 'Upload budget' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload a budget' })
    const good = new File(
      [
        `${HEADER}\n9000-01,Cast,,Cameo appearance,Mumbai,Y,1,flat,500000.00,,\n9000-02,Camera,,Drone unit,Mumbai,N,3,day,25000.00,,\n`,
      ],
      'revised-budget.csv',
      { type: 'text/csv' },
    )
    await user.upload(within(dialog).getByLabelText('Budget file (CSV or XLSX)'), good)
    await user.type(within(dialog).getByLabelText('Note'), 'Cameo and drone')
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText('Version 3 uploaded (2 rows)')).toBeInTheDocument()
    await waitFor(() => expect(versionPicker()).toHaveTextContent('Version 3 · current'))
    await waitFor(async () => expect(await shownCodes()).toEqual(['9000-01', '9000-02']))

    await user.click(screen.getByRole('tab', { name: 'Uploads' }))
    const history = await screen.findByRole('table', { name: 'Upload history' })
    const upload = within(history).getByRole('row', { name: /revised-budget\.csv/ })
    expect(upload).toHaveTextContent('Version 3')
    expect(upload).toHaveTextContent('Applied')
  })

  it('removes the ATL lines chosen, after asking', async () => {
    const { user, router } = await openBudget()
    await waitFor(async () => expect((await shownCodes()).length).toBeGreaterThan(0))
    await user.click(screen.getByRole('tab', { name: 'ATL' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'atl' }))
    const table = await screen.findByRole('table', { name: 'Above-the-line lines' })
    const before = within(table).getAllByRole('row').length - 1
    const [first] = within(table).getAllByRole('checkbox')
    await user.click(first as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Remove 1 selected' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove 1 ATL line?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('1 ATL line removed')).toBeInTheDocument()
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('table', { name: 'Above-the-line lines' })).getAllByRole('row'),
      ).toHaveLength(before),
    )
  })
})
