import { beforeAll, describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { costReportApi } from '../../../contract/api/cost-report'
import { dprApi } from '../../../contract/api/dpr'
import { inventoryItems } from '../../db/schema'
import { allowDatesAhead } from '../../test/dating'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { shootWorkTypeId } from '../dpr/dpr-fixtures'
import { dprBody } from '../dpr/permission-cases'
import { projectId } from './budget-fixtures'
import { keepEndedWeeks } from './cost-weekly'

/*
 * The cost report of MD-01 (demo budget and spend): per code, the budget report's committed and
 * actual; ETC entered with an effective date and a reason (kept), else budget − actual − committed;
 * EFC = actual + committed + ETC; the DCR's and overdue hires' proposals; weekly snapshots compared.
 */

beforeAll(async () => {
  await workerDatabase()
})

const report = async (h: Harness, project: number, query = '', who: keyof typeof DEMO = 'manager') =>
  okBody(
    costReportApi.report,
    await h.call('GET', `/v2/budget/cost-report/${project}${query}`, { token: await h.login(DEMO[who]) }),
  ).data
const codeOf = (answer: Awaited<ReturnType<typeof report>>, code: string) => {
  const row = answer.codes.find((entry) => entry.budget_code === code)
  if (!row) throw new Error(`no ${code} in the cost report`)
  return row
}

describe('the cost report', () => {
  test('each code’s committed and actual are the budget report’s; ETC defaults; EFC and variance add up', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const cost = await report(h, project)
    const budget = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${project}`, { token: await h.login(DEMO.manager) }),
    ).data
    expect(cost.as_of).toBe('2026-11-22')
    expect(cost.period_from).toBe('2026-11-16')
    const budgetCodes = budget.categories.flatMap((category) => category.codes)
    expect(budgetCodes.length).toBeGreaterThan(0)
    for (const code of budgetCodes) {
      const row = codeOf(cost, code.budget_code)
      expect([row.budget, row.committed, row.actual]).toEqual([code.amount, code.committed, code.actual])
      expect(row.etc).toBe(Math.max(0, row.budget - row.actual - row.committed))
      expect(row.efc).toBe(row.actual + row.committed + row.etc)
      expect(row.variance).toBe(row.budget - row.efc)
    }
    expect(cost.totals.actual).toBe(budget.actual_total)
    expect(cost.totals.committed).toBe(budget.committed_total)
    expect(cost.totals.budget).toBe(budget.total)
    // Something of the demo is spent, and in the whole of time the period's actual is all of it.
    expect(cost.totals.actual).toBeGreaterThan(0)
    const always = await report(h, project, '?period_from=2000-01-01')
    expect(always.totals.period_actual).toBe(always.totals.actual)
    // Before the first spend nothing is actual yet.
    const early = await report(h, project, '?as_of=2020-01-01&period_from=2020-01-01')
    expect(early.totals.actual).toBe(0)
    const bad = await h.call(
      'GET',
      `/v2/budget/cost-report/${project}?as_of=2026-11-01&period_from=2026-11-10`,
      {
        token: await h.login(DEMO.manager),
      },
    )
    expect([bad.status, refusal(bad).errors?.[0]?.path]).toEqual([400, 'period_from'])
  })

  test('ETC entered with a date and a reason stands from that date; every change is kept', async ({ h }) => {
    const project = await projectId(h.db)
    const admin = await h.login(DEMO.admin)
    const enter = (body: Record<string, unknown>, token = admin) =>
      h.call('POST', `/v2/budget/cost-report/${project}/etc`, { token, body })
    const refused = await enter({
      budget_code: '9999-99',
      amount: -1,
      effective_date: '2026-11-20',
      reason: '',
    })
    expect(refused.status).toBe(400)
    expect(
      refusal(refused)
        .errors?.map((error) => error.path)
        .sort(),
    ).toEqual(['amount', 'reason'])
    const unknown = await enter({
      budget_code: '9999-99',
      amount: 5,
      effective_date: '2026-11-20',
      reason: 'Guess',
    })
    expect([unknown.status, refusal(unknown).errors?.[0]?.code]).toEqual([400, 'unknownCode'])
    expect(
      (
        await enter(
          { budget_code: '2200-01', amount: 5, effective_date: '2026-11-20', reason: 'x' },
          await h.login(DEMO.moderator),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await enter(
          { budget_code: '2200-01', amount: 5, effective_date: '2026-11-20', reason: 'x' },
          await h.login('admin@northwind.test'),
        )
      ).status,
    ).toBe(404)

    const before = codeOf(await report(h, project), '2200-01')
    expect(before.etc_entry).toBeNull()
    okBody(
      costReportApi.enterEtc,
      await enter({
        budget_code: '2200-01',
        amount: 4_000_000,
        effective_date: '2026-11-20',
        reason: 'Two more shoot days',
      }),
    )
    okBody(
      costReportApi.enterEtc,
      await enter({
        budget_code: '2200-01',
        amount: 5_500_000,
        effective_date: '2026-11-21',
        reason: 'Rain day added',
      }),
    )
    const after = codeOf(await report(h, project), '2200-01')
    expect(after).toMatchObject({
      etc: 5_500_000,
      efc: before.actual + before.committed + 5_500_000,
      variance: before.budget - (before.actual + before.committed + 5_500_000),
      etc_entry: { effective_date: '2026-11-21', reason: 'Rain day added', entered_by: 'Asha Menon' },
    })
    // As of the 20th the first entry stood; as of the 19th, the default.
    expect(codeOf(await report(h, project, '?as_of=2026-11-20'), '2200-01').etc).toBe(4_000_000)
    expect(codeOf(await report(h, project, '?as_of=2026-11-19'), '2200-01').etc_entry).toBeNull()
    const history = okBody(
      costReportApi.etcHistory,
      await h.call('GET', `/v2/budget/cost-report/${project}/etc?budget_code=2200-01`, { token: admin }),
    ).data
    expect(history.map((entry) => [entry.amount, entry.reason])).toEqual([
      [5_500_000, 'Rain day added'],
      [4_000_000, 'Two more shoot days'],
    ])
    expect(await report(h, project, '', 'moderator').catch(() => 'refused')).toBe('refused')
  })

  test('the DCR proposes what its days ran over their plan, and the days to come at the same rate', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const project = await projectId(h.db)
    const manager = await h.login(DEMO.manager)
    const days = okBody(
      budgetApi.daily,
      await h.call('GET', `/v2/dailybudget?project_id=${project}`, { token: manager }),
    ).data
    const plan: Record<string, { budget_code: string; amount: number }[]> = {
      '2026-11-24': [{ budget_code: '2200-01', amount: 350_000 }],
      '2026-11-25': [{ budget_code: '2300-01', amount: 100_000 }],
      '2026-11-28': [
        { budget_code: '2300-01', amount: 50_000 },
        { budget_code: '2200-01', amount: 10_000 },
      ],
    }
    expect(days.map((day) => day.dailybudget_date).sort()).toEqual(Object.keys(plan))
    for (const day of days)
      okBody(
        budgetApi.updateDaily,
        await h.call('PUT', `/v2/dailybudget/dailybudget_id=${day.dailybudget_id}`, {
          token: manager,
          body: { row_version: day.row_version, lines: plan[day.dailybudget_date] },
        }),
      )
    const shoot = await shootWorkTypeId(h.db)
    // Day 1 is reported: two vehicles, ₹7,000.00 — twice its ₹3,500.00 plan.
    const moderator = await h.login(DEMO.moderator)
    const filed = okBody(
      dprApi.create,
      await h.call('POST', '/v2/dpr', {
        token: moderator,
        body: {
          project_id: project,
          shoot_date: '2026-11-24',
          ...dprBody(shoot),
          extras: [{ kind: 'vehicle', description: 'Tempo traveller', quantity: 2, rate: 350_000 }],
        },
      }),
    ).data
    // A report in draft or waiting for approval moves no figure: nothing is proposed from it yet.
    expect(codeOf(await report(h, project, '?as_of=2026-11-24'), '2200-01').proposals).toEqual([])
    okBody(
      dprApi.submit,
      await h.call('POST', `/v2/dpr/${filed.dpr_id}/submit`, { token: moderator, body: {} }),
    )
    expect(codeOf(await report(h, project, '?as_of=2026-11-24'), '2200-01').proposals).toEqual([])
    okBody(
      dprApi.approve,
      await h.call('POST', `/v2/dpr/${filed.dpr_id}/approve`, { token: await h.login(DEMO.admin), body: {} }),
    )
    const period = okBody(
      dprApi.dcrPeriod,
      await h.call('GET', `/v2/dpr/dcr?project_id=${project}&from=2026-11-24&to=2026-11-24`, {
        token: manager,
      }),
    ).data
    expect(period.days[0]?.dcr_total).toBe(700_000)

    const cost = await report(h, project, '?as_of=2026-11-24')
    const basis = { source: 'dcr', days_reported: 1, days_to_come: 2, pct_of_plan: 200, items: [] }
    // 2200-01: ₹3,500.00 over on day 1, and day 3's ₹100.00 planned at twice; 2300-01: days 2 and 3.
    expect(codeOf(cost, '2200-01').proposals).toEqual([{ ...basis, amount: 360_000 }])
    expect(codeOf(cost, '2300-01').proposals).toEqual([{ ...basis, amount: 150_000 }])
    // A proposal changes no figure until somebody enters it.
    expect(codeOf(cost, '2300-01').etc_entry).toBeNull()
    // Before any day is reported there is nothing to go by.
    expect(codeOf(await report(h, project, '?as_of=2026-11-23'), '2200-01').proposals).toEqual([])
  })

  test('an item on hire past its due date proposes its late days at its hire rate on its code', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    await h.db.insert(inventoryItems).values({
      organizationId: DEMO_STUDIOS,
      projectId: project,
      itemNo: 9001,
      ownership: 'rented',
      status: 'on_hire',
      name: 'Jib arm',
      category: 'camera_light_grip',
      budgetCode: '2400-01',
      hireRate: 250_000,
      dueBack: '2026-11-19',
    })
    const cost = await report(h, project)
    expect(codeOf(cost, '2400-01').proposals).toEqual([
      {
        source: 'hire',
        amount: 3 * 250_000,
        days_reported: 0,
        days_to_come: 0,
        pct_of_plan: null,
        items: [{ item_no: 'INV-9001', name: 'Jib arm', late_days: 3 }],
      },
    ])
    expect(codeOf(await report(h, project, '?as_of=2026-11-19'), '2400-01').proposals).toEqual([])
  })

  test('a week is kept once and compared with the live report', async ({ h }) => {
    const project = await projectId(h.db)
    const admin = await h.login(DEMO.admin)
    const take = (body: Record<string, unknown>) =>
      h.call('POST', `/v2/budget/cost-report/${project}/snapshots`, { token: admin, body })
    const notSunday = await take({ week_ending: '2026-11-20' })
    expect([notSunday.status, refusal(notSunday).errors?.[0]?.path]).toEqual([400, 'week_ending'])
    expect((await take({ week_ending: '2026-12-06' })).status).toBe(400)
    // Today is Sunday the 22nd: the week kept is the one ending today.
    const kept = okBody(costReportApi.takeSnapshot, await take({})).data
    const live = await report(h, project)
    expect(kept).toMatchObject({ week_ending: '2026-11-22', taken_by: 'Asha Menon', totals: live.totals })
    const again = await take({ week_ending: '2026-11-22' })
    expect([again.status, refusal(again).code]).toEqual([409, 'snapshotTaken'])
    okBody(costReportApi.takeSnapshot, await take({ week_ending: '2026-11-15' }))
    const list = okBody(
      costReportApi.snapshots,
      await h.call('GET', `/v2/budget/cost-report/${project}/snapshots`, { token: admin }),
    ).data
    expect(list.map((snapshot) => snapshot.week_ending)).toEqual(['2026-11-22', '2026-11-15'])

    const before = codeOf(live, '2100-01')
    okBody(
      costReportApi.enterEtc,
      await h.call('POST', `/v2/budget/cost-report/${project}/etc`, {
        token: admin,
        body: {
          budget_code: '2100-01',
          amount: before.etc + 1_000_000,
          effective_date: '2026-11-22',
          reason: 'Reshoot',
        },
      }),
    )
    const compared = okBody(
      costReportApi.compare,
      await h.call('GET', `/v2/budget/cost-report/${project}/compare?from=${kept.snapshot_id}&to=live`, {
        token: admin,
      }),
    ).data
    const row = compared.rows.find((entry) => entry.budget_code === '2100-01')
    expect(row?.efc_change).toBe(1_000_000)
    expect(compared.rows.filter((entry) => entry.efc_change !== 0)).toHaveLength(1)
    expect(compared.to_totals.efc - compared.from_totals.efc).toBe(1_000_000)
    const northwind = await h.login('admin@northwind.test')
    expect(
      (
        await h.call('GET', `/v2/budget/cost-report/${project}/compare?from=${kept.snapshot_id}`, {
          token: northwind,
        })
      ).status,
    ).toBe(404)
  })

  test('the hourly job keeps last week of every project with a budget once, unless a person kept it', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const admin = await h.login(DEMO.admin)
    const weeks = async () =>
      okBody(
        costReportApi.snapshots,
        await h.call('GET', `/v2/budget/cost-report/${project}/snapshots`, { token: admin }),
      ).data.map((snapshot) => [snapshot.week_ending, snapshot.taken_by])
    // Monday the 23rd: the week that ended on Sunday the 22nd is kept, by nobody in particular.
    const monday = new Date('2026-11-23T06:00:00Z')
    expect(await keepEndedWeeks(h.db, monday)).toBeGreaterThan(0)
    expect(await weeks()).toEqual([['2026-11-22', null]])
    expect(await keepEndedWeeks(h.db, monday)).toBe(0)
    expect(await keepEndedWeeks(h.db, new Date('2026-11-26T06:00:00Z'))).toBe(0)
    // A week a person kept is left as they kept it.
    okBody(
      costReportApi.takeSnapshot,
      await h.call('POST', `/v2/budget/cost-report/${project}/snapshots`, {
        token: admin,
        body: { week_ending: '2026-11-15' },
      }),
    )
    await keepEndedWeeks(h.db, new Date('2026-11-16T06:00:00Z'))
    expect(await weeks()).toEqual([
      ['2026-11-22', null],
      ['2026-11-15', 'Asha Menon'],
    ])
  })

  test('the dashboard’s figures are the cost report’s and the budget report’s, with the shoot done', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const manager = await h.login(DEMO.manager)
    const shoot = await shootWorkTypeId(h.db)
    okBody(
      dprApi.create,
      await h.call('POST', '/v2/dpr', {
        token: await h.login(DEMO.moderator),
        body: { project_id: project, shoot_date: '2026-11-21', ...dprBody(shoot) },
      }),
    )
    const dashboard = okBody(
      costReportApi.dashboardProjects,
      await h.call('GET', '/v2/dashboard/projects', { token: manager }),
    ).data
    const md = dashboard.projects.find((row) => row.project_id === project)
    const cost = await report(h, project)
    const budget = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${project}`, { token: manager }),
    ).data
    expect(md?.totals).toEqual(cost.totals)
    expect([md?.totals.budget, md?.totals.committed, md?.totals.actual]).toEqual([
      budget.total,
      budget.committed_total,
      budget.actual_total,
    ])
    expect(md).toMatchObject({
      code: 'MD-01',
      has_budget: true,
      spent_pct: Math.round((cost.totals.actual / cost.totals.budget) * 100),
      shoot_days_planned: 3,
      shoot_days_done: 1,
      shoot_pct: 33,
    })
    // Its codes furthest over budget, worst first, are the report's codes over budget.
    const over = cost.codes.filter((code) => code.variance < 0).sort((a, b) => a.variance - b.variance)
    expect(md?.over_codes.map((code) => code.budget_code)).toEqual(
      over.slice(0, 5).map((code) => code.budget_code),
    )
    // The weekly burn: twelve weeks from Monday to Monday, the last the report's period; every
    // week's actual is the report's as of its Sunday less the report's as of the Sunday before.
    expect(md?.weekly_burn).toHaveLength(12)
    expect(md?.weekly_burn.at(-1)).toEqual({ week_from: cost.period_from, actual: cost.totals.period_actual })
    expect(md?.weekly_burn[0]?.week_from).toBe('2026-08-31')
    const earlier = await report(h, project, '?as_of=2026-11-15&period_from=2026-08-31')
    expect(md?.weekly_burn.slice(0, -1).reduce((sum, week) => sum + week.actual, 0)).toBe(
      earlier.totals.period_actual,
    )
    expect(md?.weekly_burn.some((week) => week.actual !== 0)).toBe(true)
    // The organisation's rupees add up its rupee projects.
    const inr = dashboard.totals.find((entry) => entry.currency.code === 'INR')
    const rupeeProjects = dashboard.projects.filter((row) => row.currency.code === 'INR')
    expect(inr?.totals.efc).toBe(rupeeProjects.reduce((sum, row) => sum + row.totals.efc, 0))
    // Another organisation sees only its own; a Moderator reads no budget.
    const theirs = okBody(
      costReportApi.dashboardProjects,
      await h.call('GET', '/v2/dashboard/projects', { token: await h.login('admin@northwind.test') }),
    ).data
    expect(theirs.projects.some((row) => row.project_id === project)).toBe(false)
    expect(
      (await h.call('GET', '/v2/dashboard/projects', { token: await h.login(DEMO.moderator) })).status,
    ).toBe(403)
  })

  test('the dashboard reads all projects at once: each one’s figures are its own cost report’s', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const manager = await h.login(DEMO.manager)
    // An ETC entered on one code, so an entry and the default both count.
    const md = await report(h, project)
    const code = md.codes.find((row) => row.budget > 0)?.budget_code as string
    okBody(
      costReportApi.enterEtc,
      await h.call('POST', `/v2/budget/cost-report/${project}/etc`, {
        token: await h.login(DEMO.admin),
        body: { budget_code: code, amount: 12_345_00, effective_date: '2026-11-01', reason: 'Rate agreed' },
      }),
    )
    const dashboard = okBody(
      costReportApi.dashboardProjects,
      await h.call('GET', '/v2/dashboard/projects', { token: manager }),
    ).data
    expect(dashboard.projects.length).toBeGreaterThan(1)
    for (const row of dashboard.projects) {
      const own = await report(h, row.project_id)
      expect([row.code, row.has_budget, row.totals], row.code).toEqual([
        row.code,
        own.budgetV !== null,
        own.totals,
      ])
      expect(row.over_codes.map((over) => over.budget_code)).toEqual(
        own.codes
          .filter((one) => one.variance < 0)
          .sort((a, b) => a.variance - b.variance)
          .slice(0, 5)
          .map((one) => one.budget_code),
      )
    }
    expect(dashboard.projects.find((row) => row.project_id === project)?.totals.etc).toBe(
      (await report(h, project)).totals.etc,
    )
  })
})
