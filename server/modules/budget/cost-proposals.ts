import { and, eq, isNull, lt } from 'drizzle-orm'
import type { EtcProposal } from '../../../contract/cost-report'
import type { Database } from '../../db/client'
import { dailyBudgets, inventoryItems } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { dcrPeriod } from '../dpr/cost'
import { itemNumber } from '../inventory/access'
import { daysBetween, lateCharge } from '../inventory/steps'

/*
 * What the floor says about the cost still to come, as proposed changes of codes' ETC (the cost
 * report shows them; a person accepts one by entering it). Proposals never change a figure.
 * - DCR: each shoot day reported (by an approved DPR: a draft, submitted or sent-back report moves
 *   nothing) against its daily budget ran over (or under) its plan by the DCR
 *   less the plan, shared over the day's budget lines by their amounts; the planned days still to
 *   come are expected to run at the same rate (Σ DCR / Σ plan of the reported days). A reported day
 *   without a daily budget has no codes to share over and proposes nothing.
 * - Hire: an item still on hire past its due date costs its late days so far at its hire rate
 *   (booked as actual only when it comes back), on the item's code.
 */

type DayLine = { budget_code: string; amount: number }
const keyOf = (code: string) => code.toLowerCase()

export async function etcProposals(
  db: Database,
  caller: Caller,
  projectId: number,
  asOf: string,
): Promise<Map<string, EtcProposal[]>> {
  const proposals = new Map<string, EtcProposal[]>()
  const add = (code: string, proposal: EtcProposal) => {
    const list = proposals.get(keyOf(code)) ?? []
    list.push(proposal)
    proposals.set(keyOf(code), list)
  }
  for (const [code, proposal] of await dcrProposals(db, caller, projectId, asOf)) add(code, proposal)
  for (const [code, proposal] of await hireProposals(db, caller.tenantId, projectId, asOf))
    add(code, proposal)
  return proposals
}

async function dcrProposals(db: Database, caller: Caller, projectId: number, asOf: string) {
  const [period, plans] = await Promise.all([
    dcrPeriod(db, caller, { project_id: projectId, from: '1900-01-01', to: '9999-12-31' }, true),
    db
      .select({ day: dailyBudgets.day, lines: dailyBudgets.lines, total: dailyBudgets.total })
      .from(dailyBudgets)
      .where(and(eq(dailyBudgets.projectId, projectId), isNull(dailyBudgets.archivedAt))),
  ])
  const planOf = new Map(plans.map((plan) => [plan.day, plan]))
  const reported = period.days.filter(
    (day) => day.shoot_date <= asOf && day.dcr_total !== null && (planOf.get(day.shoot_date)?.total ?? 0) > 0,
  )
  if (reported.length === 0) return []
  const toCome = period.days.filter(
    (day) => day.shoot_date > asOf && day.dcr_total === null && planOf.has(day.shoot_date),
  )
  const costed = reported.reduce((sum, day) => sum + (day.dcr_total ?? 0), 0)
  const planned = reported.reduce((sum, day) => sum + Number(planOf.get(day.shoot_date)?.total ?? 0), 0)
  const rate = costed / planned
  const byCode = new Map<string, { code: string; amount: number }>()
  const share = (lines: DayLine[], factor: number) => {
    for (const line of lines) {
      const entry = byCode.get(keyOf(line.budget_code)) ?? { code: line.budget_code, amount: 0 }
      entry.amount += Number(line.amount) * factor
      byCode.set(keyOf(line.budget_code), entry)
    }
  }
  for (const day of reported) {
    const plan = planOf.get(day.shoot_date)
    if (!plan) continue
    share(plan.lines as DayLine[], ((day.dcr_total ?? 0) - Number(plan.total)) / Number(plan.total))
  }
  for (const day of toCome) share((planOf.get(day.shoot_date)?.lines ?? []) as DayLine[], rate - 1)
  const basis = {
    days_reported: reported.length,
    days_to_come: toCome.length,
    pct_of_plan: Math.round(rate * 100),
  }
  const proposals: [string, EtcProposal][] = []
  for (const entry of byCode.values()) {
    const amount = Math.round(entry.amount)
    if (amount !== 0) proposals.push([entry.code, { source: 'dcr', amount, ...basis, items: [] }])
  }
  return proposals
}

async function hireProposals(db: Database, tenantId: number, projectId: number, asOf: string) {
  const overdue = await db
    .select({
      itemNo: inventoryItems.itemNo,
      name: inventoryItems.name,
      code: inventoryItems.budgetCode,
      dueBack: inventoryItems.dueBack,
      hireRate: inventoryItems.hireRate,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, tenantId),
        eq(inventoryItems.projectId, projectId),
        eq(inventoryItems.status, 'on_hire'),
        lt(inventoryItems.dueBack, asOf),
      ),
    )
  const byCode = new Map<string, EtcProposal & { code: string }>()
  for (const item of overdue) {
    const charge = lateCharge(item.dueBack, asOf, item.hireRate)
    if (item.code === null || item.dueBack === null || charge === 0) continue
    const entry = byCode.get(keyOf(item.code)) ?? {
      code: item.code,
      source: 'hire',
      amount: 0,
      days_reported: 0,
      days_to_come: 0,
      pct_of_plan: null,
      items: [],
    }
    entry.amount += charge
    entry.items.push({
      item_no: itemNumber(item.itemNo),
      name: item.name,
      late_days: daysBetween(item.dueBack, asOf),
    })
    byCode.set(keyOf(item.code), entry)
  }
  return [...byCode.values()].map(({ code, ...proposal }) => [code, proposal] as [string, EtcProposal])
}
