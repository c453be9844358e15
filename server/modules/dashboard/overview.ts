import { and, eq, sql } from 'drizzle-orm'
import type { PermissionModule } from '../../../contract/codes'
import {
  CONTRACT_EXPIRY_WINDOWS,
  type DashboardAgeing,
  type DashboardOverview,
  type DashboardWaitingType,
  INSTALMENT_DUE_DAYS,
} from '../../../contract/dashboard'
import { WAITING_DOCUMENT_TYPES } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { inventoryItems } from '../../db/schema'
import { HttpError } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { assertAdvancesOn } from '../advances/access'
import { openAdvancesSql } from '../advances/vendor-summary'
import { freshContractRollupsOf } from '../contracts/rollup'
import { shifted, todayOf } from '../dates'
import { overdueHire } from '../inventory/read'
import { openPayments } from '../petty-cash/balance'
import { activeHolderFacts } from '../petty-cash/holders'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import type { Caller } from '../purchase/access'
import { verificationSummary, waitingDocuments } from '../purchase/verification'

/*
 * The start page's widgets, each from its module's own rules (what waits on a decision, an
 * advance's open balance, a holder's oldest-first settlement, a contract's events, an overdue
 * hire) and each only for a caller who may read that module: a widget they may not read is null,
 * computed not at all. Everything is the tenant's and the projects the caller sees; money stays
 * per currency.
 */

/** The permission that reads the list behind each count of "what waits on me". */
const WAITING_MODULES: Record<DashboardWaitingType, PermissionModule> = {
  po: 'project',
  challan: 'project',
  expense: 'expenses',
  float: 'pcr',
  envelope: 'pcr',
  advance: 'var',
  cn: 'creditnote',
  dpr: 'dpr',
  contract: 'contract',
}

export async function dashboardOverview(db: Database, caller: Caller, now: Date): Promise<DashboardOverview> {
  const today = todayOf(now)
  const may = (module: PermissionModule) => mayCall(db, caller.session, module, 'GET')
  const [waiting, advances, pettyCash, contracts, overdueHires] = await Promise.all([
    waitingOnCaller(db, caller, may),
    (await may('var')) ? openAdvances(db, caller) : null,
    (await may('pcr')) ? pettyCashAgeing(db, caller, today) : null,
    (await may('contract')) ? contractDates(db, caller, today) : null,
    (await may('inventory')) ? overdueHireCount(db, caller, today) : null,
  ])
  return {
    as_of: today,
    waiting,
    advances,
    petty_cash: pettyCash,
    contracts,
    overdue_hires: overdueHires,
  }
}

async function waitingOnCaller(
  db: Database,
  caller: Caller,
  may: (module: PermissionModule) => Promise<boolean>,
): Promise<DashboardOverview['waiting']> {
  const readable = new Set<PermissionModule>()
  for (const module of new Set(Object.values(WAITING_MODULES))) if (await may(module)) readable.add(module)
  if (readable.size === 0) return null
  // The verification queue's counts only for a caller who may read one of its lists.
  const queued = [...readable].some((module) => module !== 'contract')
  const [summary, contracts] = await Promise.all([
    queued ? verificationSummary(db, caller, {}) : null,
    readable.has('contract') ? waitingDocuments(db, caller, undefined, ['contract']) : null,
  ])
  const counts: Record<DashboardWaitingType, number> = {
    po: summary?.pos_waiting ?? 0,
    challan: summary?.challans_waiting ?? 0,
    expense: 0,
    float: 0,
    envelope: 0,
    advance: 0,
    cn: 0,
    dpr: 0,
    ...summary?.documents_waiting,
    contract: (contracts?.contract ?? []).reduce((sum, row) => sum + row.count, 0),
  }
  const types: DashboardWaitingType[] = ['po', 'challan', ...WAITING_DOCUMENT_TYPES, 'contract']
  return types
    .filter((type) => readable.has(WAITING_MODULES[type]))
    .map((type) => ({ type, count: counts[type] }))
}

/** Each project's currency, for rows that carry only their project. */
async function currenciesOf(db: Database, caller: Caller) {
  const rows = await db
    .select({
      projectId: projectCurrencies.projectId,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
    })
    .from(projectCurrencies)
    .where(eq(projectCurrencies.organizationId, caller.tenantId))
  return new Map(rows.map((row) => [row.projectId, toCurrency(row)]))
}

async function openAdvances(db: Database, caller: Caller): Promise<DashboardOverview['advances']> {
  try {
    await assertAdvancesOn(db, caller.tenantId)
  } catch (error) {
    // Switched off for the organisation: nothing to show, as the advances pages show nothing.
    if (error instanceof HttpError && error.status === 403) return null
    throw error
  }
  const rows = rowsOf<{ project_id: number; advances: string; deposits: string }>(
    await db.execute(sql`select project_id, advances, deposits from (${openAdvancesSql(caller)}) open`),
  )
  const currencies = await currenciesOf(db, caller)
  const totals = new Map<string, NonNullable<DashboardOverview['advances']>[number]>()
  for (const row of rows) {
    const currency = currencies.get(Number(row.project_id)) ?? toCurrency({ code: null, minorUnits: null })
    const entry = totals.get(currency.code) ?? {
      currency_code: currency.code,
      minor_units: currency.minor_units,
      advances_open: 0,
      deposits_open: 0,
      count: 0,
    }
    entry.advances_open += Number(row.advances)
    entry.deposits_open += Number(row.deposits)
    entry.count += 1
    totals.set(currency.code, entry)
  }
  return [...totals.values()].sort((a, b) => a.currency_code.localeCompare(b.currency_code))
}

/** Dashboard ageing: the first weeks of a float matter most, so the buckets are shorter than the holder list's. */
function ageingOf(open: { open: number; age: number }[]): DashboardAgeing {
  const ageing: DashboardAgeing = { days_0_7: 0, days_8_15: 0, days_16_30: 0, days_over_30: 0 }
  for (const { open: amount, age } of open) {
    if (age <= 7) ageing.days_0_7 += amount
    else if (age <= 15) ageing.days_8_15 += amount
    else if (age <= 30) ageing.days_16_30 += amount
    else ageing.days_over_30 += amount
  }
  return ageing
}

async function pettyCashAgeing(
  db: Database,
  caller: Caller,
  today: string,
): Promise<DashboardOverview['petty_cash']> {
  const holders = await activeHolderFacts(db, caller)
  return holders
    .map(({ facts, currency, ...holder }) => {
      const open = openPayments(facts.payments, facts.accounted + facts.returned, today)
      return {
        ...holder,
        currency_code: currency.code,
        minor_units: currency.minor_units,
        outstanding: open.reduce((sum, payment) => sum + payment.open, 0),
        ageing: ageingOf(open),
      }
    })
    .filter((holder) => holder.outstanding > 0)
}

async function contractDates(
  db: Database,
  caller: Caller,
  today: string,
): Promise<DashboardOverview['contracts']> {
  // The contract rollup keeps the reminders' events by day: 50,000 contracts are not walked per request.
  await freshContractRollupsOf(db, caller)
  const until = shifted(today, Math.max(...Object.values(CONTRACT_EXPIRY_WINDOWS), INSTALMENT_DUE_DAYS))
  const days = rowsOf<{ project_id: number; event: string; day: string; count: number; amount: string }>(
    await db.execute(sql`
      select r.project_id, r.status as event, r.day::text as day, r.count, r.amount from contract_rollups r
      where r.organization_id = ${caller.tenantId} and ${projectScope(caller, sql.raw('r.project_id'))}
        and r.kind = 'event' and r.status in ('expiry', 'instalment_due')
        and r.day >= ${today}::date and r.day <= ${until}::date`),
  )
  const within = (horizon: number) => (row: { day: string }) => row.day <= shifted(today, horizon)
  const countOf = (rows: typeof days) => rows.reduce((sum, row) => sum + row.count, 0)
  const expiries = days.filter((row) => row.event === 'expiry')
  const instalments = days.filter((row) => row.event === 'instalment_due' && within(INSTALMENT_DUE_DAYS)(row))
  const currencies = await currenciesOf(db, caller)
  const amounts = new Map<string, { currency_code: string; minor_units: number; amount: number }>()
  for (const instalment of instalments) {
    const currency =
      currencies.get(Number(instalment.project_id)) ?? toCurrency({ code: null, minorUnits: null })
    const entry = amounts.get(currency.code) ?? {
      currency_code: currency.code,
      minor_units: currency.minor_units,
      amount: 0,
    }
    entry.amount += Number(instalment.amount ?? 0)
    amounts.set(currency.code, entry)
  }
  return {
    expiring: {
      days_30: countOf(expiries.filter(within(CONTRACT_EXPIRY_WINDOWS.days_30))),
      days_60: countOf(expiries.filter(within(CONTRACT_EXPIRY_WINDOWS.days_60))),
      days_90: countOf(expiries.filter(within(CONTRACT_EXPIRY_WINDOWS.days_90))),
    },
    instalments_due: {
      count: countOf(instalments),
      amounts: [...amounts.values()].sort((a, b) => a.currency_code.localeCompare(b.currency_code)),
    },
  }
}

async function overdueHireCount(
  db: Database,
  caller: Caller,
  today: string,
): Promise<DashboardOverview['overdue_hires']> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, caller.tenantId),
        projectScope(caller, inventoryItems.projectId),
        overdueHire(today),
      ),
    )
  return { count: Number(row?.count ?? 0) }
}
