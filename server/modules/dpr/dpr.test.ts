import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { dprApi } from '../../../contract/api/dpr'
import {
  DEFAULT_DPR_RULES,
  dcrResponseSchema,
  dprListResponseSchema,
  dprResponseSchema,
} from '../../../contract/dpr'
import { currencies, departments, projects, workTypes } from '../../db/schema'
import { allowDatesAhead } from '../../test/dating'
import {
  DEMO,
  DEMO_STUDIOS,
  type Harness,
  NORTHWIND,
  okBody,
  refusal,
  test,
  workerDatabase,
} from '../../test/harness'
import { spendIds } from '../purchase/purchase-fixtures'
import { computeDcr, mealLate, minutesBetween, overtimeMinutes, overtimePay } from './dcr'
import { dprBody } from './permission-cases'

/** Daily production reports: the day's report through approval, lock and revision, and its DCR. */

beforeAll(async () => {
  await workerDatabase()
})

const rules = DEFAULT_DPR_RULES

describe('the DCR rules (table)', () => {
  test.each([
    // from, to → minutes (a wrap before the call is after midnight)
    ['07:00', '15:30', 510],
    ['07:00', '07:00', 0],
    ['14:00', '01:30', 690],
    ['22:15', '06:45', 510],
  ])('%s → %s is %i minutes', (from, to, minutes) => {
    expect(minutesBetween(from, to)).toBe(minutes)
  })

  test.each([
    // worked minutes → overtime minutes in started 30-minute steps past the 510-minute shift
    [510, 0],
    [511, 30],
    [540, 30],
    [541, 60],
    [600, 90],
    [720, 210],
  ])('%i minutes worked → %i minutes of overtime', (worked, overtime) => {
    expect(overtimeMinutes(worked, rules)).toBe(overtime)
  })

  test.each([
    // day rate, overtime minutes → pay at 150 % of the 8.5-hour shift's hourly rate
    [510_000, 0, 0],
    [510_000, 60, 90_000],
    [200_000, 90, 52_941],
    [120_000, 30, 10_588],
  ])('day rate %i with %i minutes of overtime pays %i', (rate, minutes, pay) => {
    expect(overtimePay(rate, minutes, rules)).toBe(pay)
  })

  test.each([
    // call, meal out, longest worked → late (the meal must start within 6 hours of the call)
    ['07:00', '13:00', 600, false],
    ['07:00', '13:01', 600, true],
    ['07:00', null, 300, false],
    ['07:00', null, 420, true],
    ['20:00', '01:30', 600, false],
  ])('call %s, meal %s, %i minutes worked: late %s', (call, meal, worked, late) => {
    expect(mealLate(call, meal, worked, rules)).toBe(late)
  })

  test('a day: crew with overtime, junior artistes, a late meal and two vehicles', () => {
    const dcr = computeDcr(
      {
        crew_call: '07:00',
        crew_wrap: '17:00',
        meal_out: '14:00',
        crew: [{ label: 'Camera', head_count: 10, day_rate: 200_000, call: '07:00', wrap: '17:00' }],
        juniors: [{ label: 'Crowd', head_count: 20, day_rate: 100_000, call: '08:00', wrap: '16:00' }],
        extras: [{ kind: 'vehicle', description: 'Tempo traveller', quantity: 2, rate: 350_000 }],
        cast: [],
        meals_served: 0,
      },
      rules,
    )
    // Crew: 10 × ₹2,000 = ₹20,000 + 90 min overtime 10 × ₹529.41; crowd 20 × ₹1,000 within the shift.
    expect(dcr.labour).toBe(2_000_000 + 2_000_000)
    expect(dcr.overtime).toBe(529_410)
    // 30 heads × ₹500 for a meal 7 hours after the call.
    expect(dcr.penalties).toBe(1_500_000)
    expect(dcr.equipment).toBe(700_000)
    expect(dcr.total).toBe(4_000_000 + 529_410 + 1_500_000 + 700_000)
    expect(dcr.meal_late).toBe(true)
    expect(dcr.lines.map((line) => line.kind)).toEqual(['crew', 'junior', 'meal_penalty', 'vehicle'])
  })

  test('artistes on deals cost a day at the deal rate, overtime at the deal’s hourly rate or the rules’', () => {
    const dcr = computeDcr(
      {
        crew_call: '07:00',
        crew_wrap: '16:00',
        meal_out: '12:00',
        crew: [],
        juniors: [],
        extras: [],
        cast: [
          // ₹45,000 a day, ₹4,000 an hour over: 07:00–17:00 is 90 minutes past the 8.5-hour shift.
          {
            name: 'Kavya Rao',
            call: '07:00',
            wrap: '17:00',
            deal: { day_rate: 4_500_000, overtime_rate: 400_000 },
          },
          // ₹17,000 a day, no overtime rate: the rules' 150 % of the hourly rate; the unit's call and wrap (9 h).
          { name: 'Day player', deal: { day_rate: 1_700_000, overtime_rate: null } },
          // No deal: not costed (a lump sum without guaranteed days has no day rate).
          { name: 'Guest', call: '07:00', wrap: '17:00' },
        ],
        meals_served: 0,
      },
      rules,
    )
    expect(dcr.lines.map((line) => [line.kind, line.label, line.base, line.overtime])).toEqual([
      ['cast', 'Kavya Rao', 4_500_000, 600_000],
      ['cast', 'Day player', 1_700_000, overtimePay(1_700_000, 30, rules)],
    ])
    expect(dcr.labour).toBe(6_200_000)
    expect(dcr.total).toBe(6_200_000 + 600_000 + overtimePay(1_700_000, 30, rules))
  })

  test('a row past the longest shift is flagged', () => {
    const dcr = computeDcr(
      {
        crew_call: '07:00',
        crew_wrap: '20:00',
        meal_out: '12:00',
        crew: [{ label: 'Grip', head_count: 1, day_rate: 100_000, call: '07:00', wrap: '20:00' }],
        juniors: [],
        extras: [],
        cast: [],
        meals_served: 0,
      },
      rules,
    )
    expect(dcr.lines[0]?.beyond_max_shift).toBe(true)
  })

  test('the cast on their own calls: a late meal costs the penalty for each late artiste; meals served at the meal rate', () => {
    const dcr = computeDcr(
      {
        crew_call: '07:00',
        crew_wrap: '15:00',
        meal_out: '12:30',
        crew: [{ label: 'Camera', head_count: 4, day_rate: 200_000, call: '07:00', wrap: '15:00' }],
        juniors: [],
        extras: [],
        cast: [
          // Called at 06:00 for make-up, meal at 12:30: 6.5 hours, late.
          { name: 'Ira Sen', call: '06:00', meal_out: '12:30', wrap: '15:00' },
          // Called at 09:00, meal at 12:30: in time.
          { name: 'Kabir Das', call: '09:00', meal_out: '12:30', wrap: '15:00' },
          // Called at 05:00, no break of their own: with the unit at 12:30, 7.5 hours on, late.
          { name: 'Meher Ali', call: '05:00', meal_out: null, wrap: '15:00' },
          // Called at 08:00 and ate with the unit at 12:30: in time.
          { name: 'Rhea Kapur', call: '08:00', wrap: '15:00' },
          // No call given: the unit's meal rule is all that applies.
          { name: 'Day player' },
        ],
        meals_served: 120,
      },
      rules,
    )
    // The unit's meal at 12:30 is 5.5 hours after its call: no penalty for the crew.
    expect(dcr.meal_late).toBe(false)
    expect(dcr.lines.filter((line) => line.kind === 'meal_penalty').map((line) => line.label)).toEqual([
      'Ira Sen',
      'Meher Ali',
    ])
    expect(dcr.penalties).toBe(2 * rules.meal_penalty)
    // 120 plates at ₹250.
    expect(dcr.meals).toBe(120 * 25_000)
    expect(dcr.total).toBe(4 * 200_000 + 2 * rules.meal_penalty + 120 * 25_000)
  })
})

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  const [shoot] = await h.db
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(
      and(
        eq(workTypes.organizationId, DEMO_STUDIOS),
        eq(workTypes.name, 'Shoot'),
        isNull(workTypes.archivedAt),
      ),
    )
  const [camera] = await h.db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, DEMO_STUDIOS), eq(departments.name, 'Camera')))
  const tokens = {
    admin: await h.login(DEMO.admin),
    manager: await h.login(DEMO.manager),
    moderator: await h.login(DEMO.moderator),
    northwind: await h.login('admin@northwind.test'),
  }
  const report = (shoot_date: string, extra: Record<string, unknown> = {}) => ({
    project_id: ids.project,
    shoot_date,
    ...dprBody(shoot?.id as number),
    meal_out: '14:00',
    scenes: [
      { scene: '12', result: 'shot', eighths: 14 },
      { scene: '13A', result: 'part_shot', eighths: 4 },
      { scene: '15', result: 'not_shot', eighths: 8, reason: 'Lost the light' },
    ],
    crew: [{ department_id: camera?.id, head_count: 10, day_rate: 200_000, call: '07:00', wrap: '17:00' }],
    extras: [{ kind: 'vehicle', description: 'Tempo traveller', quantity: 2, rate: 350_000 }],
    ...extra,
  })
  return { ids, tokens, report, cameraId: camera?.id as number, shootId: shoot?.id as number }
}

describe('a day’s report', () => {
  test('filed by the Moderator, approved by an Admin, locked, revised and superseded', async ({ h }) => {
    await allowDatesAhead(h)
    const { ids, tokens, report } = await setup(h)
    const draft = okBody(
      dprApi.draft,
      await h.call('GET', `/v2/dpr/draft?project_id=${ids.project}&shoot_date=2026-11-24`, {
        token: tokens.moderator,
      }),
    ).data
    // The plan holds three days; nothing is reported yet. Rates are typed in the project's rupees.
    expect(draft).toMatchObject({
      day_no: 1,
      total_days: 3,
      copied_from_id: null,
      crew_call: '07:00',
      currency_code: 'INR',
      minor_units: 2,
    })

    const answer = await h.call('POST', '/v2/dpr', { token: tokens.moderator, body: report('2026-11-24') })
    expect(answer.status).toBe(200)
    const dpr = dprResponseSchema.parse(answer.body).data
    expect(dpr).toMatchObject({
      dpr_no: 'DPR-0001',
      status: 'draft',
      day_no: 1,
      total_days: 3,
      scheduled_eighths: 20,
      // Shot, part shot: 14 + 4 eighths; the scene not shot does not count.
      shot_eighths: 18,
      to_date_eighths: 18,
      can_submit: true,
      currency_code: 'INR',
      minor_units: 2,
    })

    // The DCR: 10 camera crew with 90 minutes of overtime, a late meal, two vehicles; the
    // planned day's budget beside it.
    const dcr = dcrResponseSchema.parse(
      await h.call('GET', `/v2/dpr/${dpr.dpr_id}/dcr`, { token: tokens.moderator }).then((a) => a.body),
    ).data
    expect(dcr).toMatchObject({
      labour: 2_000_000,
      overtime: 529_410,
      penalties: 500_000,
      equipment: 700_000,
    })
    expect(dcr.total).toBe(3_729_410)
    expect(dcr.daily_budget).not.toBeNull()
    expect(dcr.variance).toBe((dcr.daily_budget as number) - 3_729_410)
    // The period shows the day's cost while its report is still a draft, marked as such.
    const drafted = okBody(
      dprApi.dcrPeriod,
      await h.call('GET', `/v2/dpr/dcr?project_id=${ids.project}&from=2026-11-24&to=2026-11-24`, {
        token: tokens.manager,
      }),
    ).data
    expect(drafted.days).toMatchObject([
      { shoot_date: '2026-11-24', dpr_id: dpr.dpr_id, dpr_status: 'draft', dcr_total: 3_729_410 },
    ])

    okBody(
      dprApi.submit,
      await h.call('POST', `/v2/dpr/${dpr.dpr_id}/submit`, { token: tokens.moderator, body: {} }),
    )
    // Nobody approves their own report; the project has no DPR levels, so it waits on the Admins.
    const own = await h.call('POST', `/v2/dpr/${dpr.dpr_id}/approve`, { token: tokens.moderator, body: {} })
    expect(own.status).toBe(403)
    const approved = okBody(
      dprApi.approve,
      await h.call('POST', `/v2/dpr/${dpr.dpr_id}/approve`, { token: tokens.admin, body: {} }),
    ).data
    expect(approved).toMatchObject({ status: 'approved', can_lock: true, can_revise: true })
    // An approved report is not changed, only revised.
    const change = await h.call('PUT', `/v2/dpr/${dpr.dpr_id}`, {
      token: tokens.moderator,
      body: { ...dprBody(dpr.work_type_id), row_version: approved.row_version },
    })
    expect(change.status).toBe(409)
    // Only an Admin locks.
    expect(
      (await h.call('POST', `/v2/dpr/${dpr.dpr_id}/lock`, { token: tokens.moderator, body: {} })).status,
    ).toBe(403)
    const locked = okBody(
      dprApi.lock,
      await h.call('POST', `/v2/dpr/${dpr.dpr_id}/lock`, { token: tokens.admin, body: {} }),
    ).data
    expect(locked).toMatchObject({ status: 'locked', can_lock: false, can_revise: true })

    // The next day is pre-filled from it: day 2, its crew and call.
    const next = okBody(
      dprApi.draft,
      await h.call('GET', `/v2/dpr/draft?project_id=${ids.project}&shoot_date=2026-11-25`, {
        token: tokens.moderator,
      }),
    ).data
    expect(next).toMatchObject({ day_no: 2, copied_from_id: dpr.dpr_id, crew: dpr.crew })

    // A correction: a revision with the reason, changed and approved, supersedes the report.
    const revision = okBody(
      dprApi.revise,
      await h.call('POST', `/v2/dpr/${dpr.dpr_id}/revise`, {
        token: tokens.moderator,
        body: { reason: 'Wrap was 18:00' },
      }),
    ).data
    expect(revision).toMatchObject({
      dpr_no: 'DPR-0001 R1',
      status: 'draft',
      revises_id: dpr.dpr_id,
      revision_reason: 'Wrap was 18:00',
    })
    const again = await h.call('POST', `/v2/dpr/${dpr.dpr_id}/revise`, {
      token: tokens.moderator,
      body: { reason: 'Twice' },
    })
    expect(again.status).toBe(409)
    const revisionId = revision.dpr_id
    const changed = okBody(
      dprApi.update,
      await h.call('PUT', `/v2/dpr/${revisionId}`, {
        token: tokens.moderator,
        body: {
          ...report('2026-11-24'),
          project_id: undefined,
          shoot_date: undefined,
          crew_wrap: '18:00',
          crew: [{ ...dpr.crew[0], wrap: '18:00' }],
          row_version: revision.row_version,
        },
      }),
    ).data
    expect(changed.crew_wrap).toBe('18:00')
    okBody(
      dprApi.submit,
      await h.call('POST', `/v2/dpr/${revisionId}/submit`, { token: tokens.moderator, body: {} }),
    )
    okBody(
      dprApi.approve,
      await h.call('POST', `/v2/dpr/${revisionId}/approve`, { token: tokens.admin, body: {} }),
    )
    const original = okBody(
      dprApi.get,
      await h.call('GET', `/v2/dpr/${dpr.dpr_id}`, { token: tokens.admin }),
    ).data
    expect(original.status).toBe('superseded')
    const trail = original.approvals.map((step) => step.action)
    expect(trail).toEqual(['submitted', 'approved', 'locked', 'revised'])

    // The period: the day's plan beside the revision's DCR (one hour more of overtime).
    const period = okBody(
      dprApi.dcrPeriod,
      await h.call('GET', `/v2/dpr/dcr?project_id=${ids.project}&from=2026-11-24&to=2026-11-30`, {
        token: tokens.manager,
      }),
    ).data
    const { days } = period
    expect(days.map((day) => day.shoot_date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-28'])
    expect(days[0]).toMatchObject({ dpr_id: revisionId, dcr_total: 3_729_410 + 10 * 35_294 })
    expect(days[1]?.dcr_total).toBeNull()

    const list = dprListResponseSchema.parse(
      (await h.call('GET', `/v2/dpr?project_id=${ids.project}`, { token: tokens.manager })).body,
    )
    expect(list.data.map((row) => [row.dpr_no, row.status])).toEqual([
      ['DPR-0001 R1', 'approved'],
      ['DPR-0001', 'superseded'],
    ])
  })

  test('refuses what a report cannot say, a second report of the day, and other organisations', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { tokens, report, cameraId } = await setup(h)
    const bad = await h.call('POST', '/v2/dpr', {
      token: tokens.moderator,
      body: report('2026-11-25', {
        scenes: [{ scene: '20', result: 'not_shot', eighths: 8 }],
        crew: [{ department_id: 999_999, head_count: 1, day_rate: 100, call: '07:00', wrap: '7:30' }],
      }),
    })
    expect(bad.status).toBe(400)
    const paths = refusal(bad).errors?.map((error) => error.path)
    expect(paths).toContain('crew.0.wrap')

    const noReason = await h.call('POST', '/v2/dpr', {
      token: tokens.moderator,
      body: report('2026-11-25', {
        scenes: [{ scene: '20', result: 'not_shot', eighths: 8 }],
        crew: [{ department_id: 999_999, head_count: 1, day_rate: 100, call: '07:00', wrap: '17:30' }],
      }),
    })
    expect(noReason.status).toBe(400)
    expect(
      refusal(noReason)
        .errors?.map((error) => error.path)
        .sort(),
    ).toEqual(['crew.0.department_id', 'scenes.0.reason'])

    const first = okBody(
      dprApi.create,
      await h.call('POST', '/v2/dpr', { token: tokens.moderator, body: report('2026-11-25') }),
    ).data
    const twice = await h.call('POST', '/v2/dpr', { token: tokens.admin, body: report('2026-11-25') })
    expect(twice.status).toBe(409)
    // The second unit files its own report of the day.
    const second = await h.call('POST', '/v2/dpr', {
      token: tokens.moderator,
      body: report('2026-11-25', {
        unit: 'second',
        crew: [{ department_id: cameraId, head_count: 2, day_rate: 0, call: '09:00', wrap: '12:00' }],
      }),
    })
    expect(second.status).toBe(200)

    // Northwind's Admin finds nothing of Demo Studios.
    expect((await h.call('GET', `/v2/dpr/${first.dpr_id}`, { token: tokens.northwind })).status).toBe(404)
    expect((await h.call('GET', `/v2/dpr/${first.dpr_id}/dcr`, { token: tokens.northwind })).status).toBe(404)
    expect(
      (await h.call('POST', `/v2/dpr/${first.dpr_id}/approve`, { token: tokens.northwind, body: {} })).status,
    ).toBe(404)
    const theirs = await h.call('GET', '/v2/dpr', { token: tokens.northwind })
    expect(okBody(dprApi.list, theirs).data).toEqual([])
    expect(NORTHWIND).not.toBe(DEMO_STUDIOS)
  })

  test('its rates are minor units of its project’s own currency, as the draft, the report and its DCR say', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { ids, tokens, report } = await setup(h)
    const [usd] = await h.db
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.organizationId, DEMO_STUDIOS), eq(currencies.code, 'USD')))
    await h.db.update(projects).set({ currencyId: usd?.id }).where(eq(projects.id, ids.project))
    const draft = okBody(
      dprApi.draft,
      await h.call('GET', `/v2/dpr/draft?project_id=${ids.project}&shoot_date=2026-11-24`, {
        token: tokens.moderator,
      }),
    ).data
    expect(draft).toMatchObject({ currency_code: 'USD', minor_units: 2 })
    const dpr = okBody(
      dprApi.create,
      await h.call('POST', '/v2/dpr', { token: tokens.moderator, body: report('2026-11-24') }),
    ).data
    expect(dpr).toMatchObject({ currency_code: 'USD', minor_units: 2 })
    const dcr = okBody(
      dprApi.dcr,
      await h.call('GET', `/v2/dpr/${dpr.dpr_id}/dcr`, { token: tokens.moderator }),
    ).data
    expect(dcr).toMatchObject({ currency_code: 'USD', minor_units: 2 })
  })

  test('the rules are the organisation’s: defaults until an Admin changes them, stale changes refused', async ({
    h,
  }) => {
    const { tokens } = await setup(h)
    const rulesNow = okBody(
      dprApi.rules,
      await h.call('GET', '/v2/dpr/rules', { token: tokens.moderator }),
    ).data
    expect(rulesNow).toEqual({ ...DEFAULT_DPR_RULES, row_version: 0 })
    const change = { ...DEFAULT_DPR_RULES, shift_minutes: 480, meal_penalty: 0, row_version: 0 }
    expect((await h.call('PUT', '/v2/dpr/rules', { token: tokens.moderator, body: change })).status).toBe(403)
    const tooShort = await h.call('PUT', '/v2/dpr/rules', {
      token: tokens.admin,
      body: { ...change, max_shift_minutes: 400 },
    })
    expect(tooShort.status).toBe(400)
    const saved = okBody(
      dprApi.updateRules,
      await h.call('PUT', '/v2/dpr/rules', { token: tokens.admin, body: change }),
    ).data
    expect(saved).toMatchObject({ shift_minutes: 480, meal_penalty: 0, row_version: 1 })
    expect((await h.call('PUT', '/v2/dpr/rules', { token: tokens.admin, body: change })).status).toBe(409)
    // Northwind keeps its own.
    const theirs = okBody(
      dprApi.rules,
      await h.call('GET', '/v2/dpr/rules', { token: tokens.northwind }),
    ).data
    expect(theirs.shift_minutes).toBe(DEFAULT_DPR_RULES.shift_minutes)
  })
})
