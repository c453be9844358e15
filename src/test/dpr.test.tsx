import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../mocks/node'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const ADMIN = 'admin@demostudios.test'
const MODERATOR = 'moderator@demostudios.test'

/** The demo organisation's "Shoot" work type and "Camera" department, as a report names them. */
async function masters() {
  const db = await mockDatabase()
  const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
  const [project] = await db
    .select({ organizationId: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, projectId))
  const organization = project?.organizationId ?? 0
  const [shoot] = await db
    .select({ id: tables.workTypes.id })
    .from(tables.workTypes)
    .where(
      and(
        eq(tables.workTypes.organizationId, organization),
        eq(tables.workTypes.name, 'Shoot'),
        isNull(tables.workTypes.archivedAt),
      ),
    )
  const [camera] = await db
    .select({ id: tables.departments.id })
    .from(tables.departments)
    .where(and(eq(tables.departments.organizationId, organization), eq(tables.departments.name, 'Camera')))
  return { projectId, shootId: shoot?.id as number, cameraId: camera?.id as number }
}

/** MD-01's first planned day (24 Nov 2026) filed by the Moderator: ten camera crew, two vehicles. */
async function filedReport() {
  const { projectId, shootId, cameraId } = await masters()
  const moderator = await apiAs(MODERATOR)
  const dpr = await moderator.post('/v2/dpr', {
    project_id: projectId,
    shoot_date: '2026-11-24',
    work_type_id: shootId,
    crew_call: '07:00',
    crew_wrap: '17:00',
    meal_out: '14:00',
    scheduled_eighths: 20,
    setups: 12,
    screen_seconds: 240,
    camera_cards: 3,
    sound_rolls: 2,
    scenes: [
      { scene: '12', result: 'shot', eighths: 14 },
      { scene: '15', result: 'not_shot', eighths: 8, reason: 'Lost the light' },
    ],
    cast: [],
    crew: [{ department_id: cameraId, head_count: 10, day_rate: 200_000, call: '07:00', wrap: '17:00' }],
    juniors: [],
    extras: [{ kind: 'vehicle', description: 'Tempo traveller', quantity: 2, rate: 350_000 }],
    delays: [],
  })
  return { dpr, projectId }
}

/** What a saved report says, as a change of it sends it back. */
function dprBodyOf(dpr: Record<string, unknown>) {
  const fields = [
    'work_type_id',
    'location',
    'weather',
    'crew_call',
    'first_shot',
    'meal_out',
    'meal_in',
    'first_shot_after_meal',
    'camera_wrap',
    'crew_wrap',
    'scheduled_eighths',
    'setups',
    'screen_seconds',
    'camera_cards',
    'sound_rolls',
    'scenes',
    'cast',
    'crew',
    'juniors',
    'extras',
    'delays',
    'notes',
  ]
  return Object.fromEntries(fields.map((field) => [field, dpr[field]]))
}

/** The project keeps its books in yen, which has no minor unit (a currency of its own). */
async function projectInYen(projectId: number) {
  const db = await mockDatabase()
  const [project] = await db
    .select({ organizationId: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, projectId))
  const now = new Date()
  const [yen] = await db
    .insert(tables.currencies)
    .values({
      organizationId: project?.organizationId as number,
      code: 'JPY',
      name: 'Japanese Yen',
      symbol: '¥',
      minorUnits: 0,
      isBase: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tables.currencies.id })
  await db.update(tables.projects).set({ currencyId: yen?.id }).where(eq(tables.projects.id, projectId))
}

describe('daily production reports', () => {
  it('lists the filed report with its day, pages and status', async () => {
    const { dpr, projectId } = await filedReport()
    await signInAs(MODERATOR)
    await renderApp(`/dprList?project=${projectId}`)
    const link = await screen.findByRole('link', { name: dpr.dpr_no }, { timeout: 10_000 })
    const row = link.closest('tr') as HTMLElement
    expect(within(row).getByText('Day 1 of 3')).toBeInTheDocument()
    // 1 6/8 shot (the scene not shot does not count) of 2 4/8 scheduled.
    expect(within(row).getByText('1 6/8 of 2 4/8')).toBeInTheDocument()
    expect(within(row).getByText('Draft')).toBeInTheDocument()
    expect(within(row).getByText('07:00–17:00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /New report/ })).toHaveAttribute(
      'href',
      `/dprForm?project=${projectId}`,
    )
  })

  it('opens the list from the sidebar’s entry, which names no report', async () => {
    await signInAs(MODERATOR)
    const { router } = await renderApp('/apps/projects')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Daily production reports' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dprList'))
    expect(await screen.findByRole('link', { name: /Shift rules and work types/ })).toBeInTheDocument()
  })

  it('files a planned day from its pre-fill and opens the saved draft', async () => {
    const { projectId } = await masters()
    await signInAs(MODERATOR)
    const { router } = await renderApp(`/dprForm?project=${projectId}&date=2026-11-24&unit=main`)
    const user = userEvent.setup()
    expect(await screen.findByText('Day 1 of 3', {}, { timeout: 10_000 })).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Daily production report' })
    // The plan's call time is there already.
    expect(within(form).getByLabelText('Crew call')).toHaveValue('07:00')
    const workType = within(form).getByLabelText('Work type')
    await waitFor(() => expect(within(workType).getByRole('option', { name: 'Shoot' })).toBeInTheDocument())
    await user.selectOptions(workType, 'Shoot')
    await user.clear(within(form).getByLabelText('Pages scheduled'))
    await user.type(within(form).getByLabelText('Pages scheduled'), '2 4/8')

    await user.click(within(form).getByRole('button', { name: 'Add a scene' }))
    await user.type(within(form).getByLabelText('Scene (scene 1)'), '12')
    await user.type(within(form).getByLabelText('Pages (e.g. 1 6/8) (scene 1)'), '1 6/8')

    await user.click(within(form).getByRole('button', { name: 'Add a department' }))
    const department = within(form).getByLabelText('Department (crew row 1)')
    await waitFor(() =>
      expect(within(department).getByRole('option', { name: /Camera/ })).toBeInTheDocument(),
    )
    await user.selectOptions(department, within(department).getByRole('option', { name: /Camera/ }))
    await user.clear(within(form).getByLabelText('Head count (crew row 1)'))
    await user.type(within(form).getByLabelText('Head count (crew row 1)'), '10')
    await user.type(within(form).getByLabelText('Day rate per head (₹) (crew row 1)'), '2000')
    // A new crew row starts at the day's call and wrap.
    expect(within(form).getByLabelText('Call (crew row 1)')).toHaveValue('07:00')

    await user.click(within(form).getByRole('button', { name: 'Save the report' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dprView'), { timeout: 10_000 })
    expect(await screen.findByRole('heading', { name: /^Daily report DPR-/ })).toBeInTheDocument()
    expect(screen.getByText('Draft')).toBeInTheDocument()
    const moderator = await apiAs(MODERATOR)
    const saved = await moderator.get(`/v2/dpr/${router.state.location.search.id}`)
    expect(saved).toMatchObject({ status: 'draft', shot_eighths: 14, scheduled_eighths: 20 })
    expect(saved.crew).toEqual([expect.objectContaining({ head_count: 10, day_rate: 200_000 })])
  })

  it('costs an artiste on a per-day contract at their deal rate', async () => {
    const { projectId } = await masters()
    const manager = await apiAs('manager@demostudios.test')
    const admin = await apiAs(ADMIN)
    const agreements = await admin.get('/v2/agreement/options')
    const contract = await manager.post('/v2/contracts', {
      project_id: projectId,
      title: 'Ira Sen — 12 days',
      agreement_id: agreements.find((choice: { label: string }) => choice.label === 'Artiste agreement').id,
      counterparty_name: 'Ira Sen',
      start_date: '2026-11-20',
      end_date: '2026-12-31',
      fee_basis: 'per_day',
      rate: 4_500_000,
      guaranteed_units: 12,
      value: 54_000_000,
      gst_treatment: 'exclusive',
      instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: '1300-02' }],
    })
    const id = contract.contract_id
    await manager.post(`/v2/contracts/${id}/submit`, {})
    await admin.post(`/v2/contracts/${id}/approve`, {})
    await admin.post(`/v2/contracts/${id}/send`, { sent_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'counterparty', signed_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'company', signed_on: '2026-11-20' })

    await signInAs(MODERATOR)
    const { router } = await renderApp(`/dprForm?project=${projectId}&date=2026-11-25&unit=main`)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Daily production report' }, { timeout: 10_000 })
    const workType = within(form).getByLabelText('Work type')
    await waitFor(() => expect(within(workType).getByRole('option', { name: 'Shoot' })).toBeInTheDocument())
    await user.selectOptions(workType, 'Shoot')
    await user.click(within(form).getByRole('button', { name: 'Add an artiste' }))
    await user.type(within(form).getByLabelText('Artiste (artiste 1)'), 'Ira Sen')
    const deal = within(form).getByLabelText('Contract (deal rate) (artiste 1)')
    const choice = await within(deal).findByRole('option', {
      name: /Ira Sen · MD-01\/CON\/\d{4} · ₹45,000\.00 a day/,
    })
    await user.selectOptions(deal, choice)
    await user.click(within(form).getByRole('button', { name: 'Save the report' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dprView'), { timeout: 10_000 })
    const moderator = await apiAs(MODERATOR)
    const dcr = await moderator.get(`/v2/dpr/${router.state.location.search.id}/dcr`)
    expect(dcr.lines).toEqual([expect.objectContaining({ kind: 'cast', label: 'Ira Sen', base: 4_500_000 })])
    expect(await screen.findByText('Cast on a deal')).toBeInTheDocument()
  })

  it('shows a refusal of the server on the field it names', async () => {
    const { projectId } = await masters()
    const { http, HttpResponse } = await import('msw')
    mockServer.use(
      http.post('*/v2/dpr', () =>
        HttpResponse.json(
          {
            Status: 0,
            err: true,
            message: 'The report has invalid fields',
            errors: [{ path: 'scenes.0.eighths', message: 'A scene is at most 20 pages' }],
          },
          { status: 400 },
        ),
      ),
    )
    await signInAs(MODERATOR)
    const { router } = await renderApp(`/dprForm?project=${projectId}&date=2026-11-25&unit=main`)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Daily production report' }, { timeout: 10_000 })
    const workType = within(form).getByLabelText('Work type')
    await waitFor(() => expect(within(workType).getByRole('option', { name: 'Shoot' })).toBeInTheDocument())
    await user.selectOptions(workType, 'Shoot')
    await user.click(within(form).getByRole('button', { name: 'Add a scene' }))
    await user.type(within(form).getByLabelText('Scene (scene 1)'), '20')
    await user.type(within(form).getByLabelText('Pages (e.g. 1 6/8) (scene 1)'), '200')
    await user.click(within(form).getByRole('button', { name: 'Save the report' }))

    // The server's `scenes.0.eighths` is the form's pages field of the first scene.
    const pages = within(form).getByLabelText('Pages (e.g. 1 6/8) (scene 1)')
    await waitFor(() => expect(pages).toHaveAttribute('aria-invalid', 'true'))
    expect(pages).toHaveAccessibleDescription('A scene is at most 20 pages')
    expect(router.state.location.pathname).toBe('/dprForm')
  })

  it('says what can be read before sending: pages in eighths and a scene not shot without its reason', async () => {
    const { projectId } = await masters()
    await signInAs(MODERATOR)
    await renderApp(`/dprForm?project=${projectId}&date=2026-11-25&unit=main`)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Daily production report' }, { timeout: 10_000 })
    await user.click(within(form).getByRole('button', { name: 'Add a scene' }))
    await user.type(within(form).getByLabelText('Scene (scene 1)'), '21')
    await user.type(within(form).getByLabelText('Pages (e.g. 1 6/8) (scene 1)'), '1 9/8')
    await user.selectOptions(within(form).getByLabelText('Result (scene 1)'), 'Not shot')
    await user.click(within(form).getByRole('button', { name: 'Save the report' }))
    expect(await within(form).findByText('Enter pages like 1 6/8, 6/8 or 2')).toBeInTheDocument()
    expect(within(form).getByText('Say why the scene was not shot')).toBeInTheDocument()
  })

  it('shows the report with its DCR against the daily budget, and an Admin approves it', async () => {
    const { dpr } = await filedReport()
    const moderator = await apiAs(MODERATOR)
    await moderator.post(`/v2/dpr/${dpr.dpr_id}/submit`, {})
    await signInAs(ADMIN)
    await renderApp(`/dprView?id=${dpr.dpr_id}`)
    const dcr = await screen.findByRole('region', { name: 'Daily cost report (DCR)' }, { timeout: 10_000 })
    // 10 × ₹2,000 + 90 minutes of overtime (₹5,294.10) + a late meal (₹5,000) + two vehicles (₹7,000).
    expect(await within(dcr).findByText('₹37,294.10')).toBeInTheDocument()
    expect(within(dcr).getByText('Meal break late')).toBeInTheDocument()
    expect(within(dcr).getByRole('cell', { name: 'Tempo traveller' })).toBeInTheDocument()
    expect(within(dcr).getByText('Daily budget')).toBeInTheDocument()
    expect(screen.getByText('Lost the light')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Approved', { selector: '.rounded-full' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument()
  })

  it('costs an artiste’s late meal and the meals served, and shows the day’s incidents', async () => {
    const { dpr } = await filedReport()
    const moderator = await apiAs(MODERATOR)
    await moderator.put(`/v2/dpr/${dpr.dpr_id}`, {
      ...dprBodyOf(dpr),
      // The unit eats in time; Ira Sen, called at 05:30 for make-up, eats 7 hours later.
      meal_out: '12:30',
      cast: [
        {
          name: 'Ira Sen',
          character: 'Devika',
          status: 'W',
          call: '05:30',
          meal_out: '12:30',
          meal_in: '13:00',
          wrap: '17:00',
        },
      ],
      meals_served: 80,
      incidents: 'A grip twisted an ankle on the stairs; first aid on set.',
      row_version: dpr.row_version,
    })
    await signInAs(MODERATOR)
    await renderApp(`/dprView?id=${dpr.dpr_id}`)
    const dcr = await screen.findByRole('region', { name: 'Daily cost report (DCR)' }, { timeout: 10_000 })
    const penalty = await within(dcr).findByRole('row', { name: /Ira Sen/ })
    expect(penalty).toHaveTextContent('₹500.00')
    // 80 plates at ₹250.
    expect(within(dcr).getByRole('row', { name: /Whole unit/ })).toHaveTextContent('₹20,000.00')
    expect(within(dcr).queryByText('Meal break late')).not.toBeInTheDocument()
    expect(screen.getByText('A grip twisted an ankle on the stairs; first aid on set.')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '12:30–13:00' })).toBeInTheDocument()
  })

  it('shows rupee rates grouped in lakhs and crores', async () => {
    const { dpr } = await filedReport()
    const moderator = await apiAs(MODERATOR)
    const crane = { kind: 'equipment', description: 'Technocrane', quantity: 1, rate: 12_500_000 }
    await moderator.put(`/v2/dpr/${dpr.dpr_id}`, {
      ...dprBodyOf(dpr),
      extras: [...dpr.extras, crane],
      row_version: dpr.row_version,
    })
    await signInAs(MODERATOR)
    await renderApp(`/dprView?id=${dpr.dpr_id}`)
    const hires = await screen.findByRole(
      'table',
      { name: 'Extra equipment and vehicles' },
      { timeout: 10_000 },
    )
    const row = within(hires).getByRole('cell', { name: 'Technocrane' }).closest('tr') as HTMLElement
    expect(within(row).getByText('₹1,25,000.00')).toBeInTheDocument()
    expect(within(hires).getByRole('columnheader', { name: 'Rate each (₹)' })).toBeInTheDocument()
  })

  it('takes and shows rates in the project’s own currency, with its decimals (whole yen)', async () => {
    const { projectId, cameraId } = await masters()
    await projectInYen(projectId)
    await signInAs(MODERATOR)
    const { router } = await renderApp(`/dprForm?project=${projectId}&date=2026-11-25&unit=main`)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Daily production report' }, { timeout: 10_000 })
    const workType = within(form).getByLabelText('Work type')
    await waitFor(() => expect(within(workType).getByRole('option', { name: 'Shoot' })).toBeInTheDocument())
    await user.selectOptions(workType, 'Shoot')
    await user.click(within(form).getByRole('button', { name: 'Add a department' }))
    await user.selectOptions(within(form).getByLabelText('Department (crew row 1)'), String(cameraId))
    const rate = within(form).getByLabelText('Day rate per head (¥) (crew row 1)')
    await user.type(rate, '2000.50')
    await user.click(within(form).getByRole('button', { name: 'Save the report' }))
    expect(await within(form).findByText('Enter a whole amount like 2500')).toBeInTheDocument()
    await user.clear(rate)
    await user.type(rate, '2,000')
    await user.click(within(form).getByRole('button', { name: 'Save the report' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dprView'), { timeout: 10_000 })
    const saved = await (await apiAs(MODERATOR)).get(`/v2/dpr/${router.state.location.search.id}`)
    expect(saved).toMatchObject({ currency_code: 'JPY', minor_units: 0 })
    expect(saved.crew).toEqual([expect.objectContaining({ day_rate: 2000 })])
    const crew = await screen.findByRole('table', { name: 'Crew by department' })
    expect(within(crew).getByRole('columnheader', { name: 'Day rate per head (¥)' })).toBeInTheDocument()
    expect(within(crew).getByText(/¥2,000$/)).toBeInTheDocument()
  })

  it('saves the organisation’s shift and meal rules beside the work types', async () => {
    await signInAs(ADMIN)
    await renderApp('/dprAndWorkTypeView')
    const user = userEvent.setup()
    expect(
      await screen.findByRole('heading', { name: 'Work types', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    const rules = await screen.findByRole('form', { name: 'Shift and meal rules' })
    const shift = within(rules).getByLabelText('Shift length (minutes)')
    await waitFor(() => expect(shift).toHaveValue('510'))
    await user.clear(shift)
    await user.type(shift, '540')
    const mealRate = within(rules).getByLabelText('Meal rate (per plate)')
    expect(mealRate).toHaveValue('250.00')
    await user.clear(mealRate)
    await user.type(mealRate, '300')
    await user.click(within(rules).getByRole('button', { name: 'Save the rules' }))
    expect(await screen.findByText('Shift and meal rules saved')).toBeInTheDocument()
    const admin = await apiAs(ADMIN)
    expect(await admin.get('/v2/dpr/rules')).toMatchObject({ shift_minutes: 540, meal_rate: 30_000 })
  })

  it('shows the Moderator, who may not change settings, the rules read-only and no work types list', async () => {
    await signInAs(MODERATOR)
    await renderApp('/dprAndWorkTypeView')
    const rules = await screen.findByRole('form', { name: 'Shift and meal rules' }, { timeout: 10_000 })
    await waitFor(() => expect(within(rules).getByLabelText('Shift length (minutes)')).toHaveValue('510'))
    expect(within(rules).getByLabelText('Shift length (minutes)')).toHaveAttribute('readonly')
    expect(within(rules).queryByRole('button', { name: 'Save the rules' })).not.toBeInTheDocument()
    expect(screen.getByText(/only those who may read settings see them here/)).toBeInTheDocument()
  })

  it('puts each day’s DCR total and variance beside its daily budget on the DCR budget page', async () => {
    const { dpr, projectId } = await filedReport()
    // A draft is not the day's word yet: the period shows submitted and standing reports.
    await (await apiAs(MODERATOR)).post(`/v2/dpr/${dpr.dpr_id}/submit`, {})
    await signInAs(ADMIN)
    await renderApp(`/dcrbudget?project=${projectId}&from=2026-11-24&to=2026-11-30`)
    const link = await screen.findByRole('link', { name: 'Submitted' }, { timeout: 10_000 })
    expect(link).toHaveAttribute('href', `/dprView?id=${dpr.dpr_id}`)
    const row = link.closest('tr') as HTMLElement
    expect(within(row).getByText('₹37,294.10')).toBeInTheDocument()
    expect(within(row).getByText(/ (over|under)$/)).toBeInTheDocument()
    // The other planned days have no report yet.
    expect(screen.getAllByText('No report')).toHaveLength(2)
  })
})
