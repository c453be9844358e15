import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  type Advance,
  type AdvanceKind,
  type AdvanceStatus,
  OPEN_ADVANCE_STATUSES,
} from '../../../contract/spend/advances'
import type { Database } from '../../db/client'
import {
  paymentModes,
  projects,
  purchaseOrders,
  tdsSections,
  users,
  vendorAdvances,
  vendors,
} from '../../db/schema'
import { iso } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { poNumber } from '../purchase/access'
import { userNames } from '../users/names'
import { pendingLevelAt, toPendingLevel } from '../workflow/levels'
import { advanceNumber } from './access'
import { balanceOf } from './adjust'
import { pctOf } from './tds'

/*
 * An advance as the API shows it: the row with the names it points at joined in one query, its
 * balance, its age since payment while open and whether that is past the organisation's alert.
 */

const creator = alias(users, 'advance_creator')

const columns = {
  row: vendorAdvances,
  projectName: projects.name,
  projectCode: projects.code,
  vendorName: vendors.legalName,
  vendorPan: vendors.pan,
  poNo: purchaseOrders.poNo,
  poTotal: purchaseOrders.total,
  currencyCode: projectCurrencies.code,
  minorUnits: projectCurrencies.minorUnits,
  tdsName: sql<string | null>`${tdsSections.section} || ' — ' || ${tdsSections.description}`,
  paymentModeName: paymentModes.name,
  createdByName: creator.name,
}

export function selectAdvances(db: Database) {
  return db
    .select(columns)
    .from(vendorAdvances)
    .innerJoin(projects, eq(projects.id, vendorAdvances.projectId))
    .innerJoin(vendors, eq(vendors.id, vendorAdvances.vendorId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, vendorAdvances.projectId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, vendorAdvances.poId))
    .leftJoin(tdsSections, eq(tdsSections.id, vendorAdvances.tdsId))
    .leftJoin(paymentModes, eq(paymentModes.id, vendorAdvances.paymentModeId))
    .leftJoin(creator, eq(creator.id, vendorAdvances.createdBy))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectAdvances>['where']>>[number]

const DAY_MS = 86_400_000
const today = (now: Date) => now.toISOString().slice(0, 10)
const daysBetween = (from: string, now: Date) =>
  Math.floor((Date.parse(today(now)) - Date.parse(from)) / DAY_MS)

/** The day on or before which a paid, still open advance is overdue. */
export const overdueSince = (now: Date, days: number) => new Date(Date.parse(today(now)) - days * DAY_MS)

/** Open advances paid on or before the alert day: the overdue filter and count. */
export const overdueCondition = (now: Date, days: number): SQL =>
  and(
    inArray(vendorAdvances.status, [...OPEN_ADVANCE_STATUSES]),
    lte(vendorAdvances.paidOn, today(overdueSince(now, days))),
  ) as SQL

export async function toAdvances(
  db: Database,
  tenantId: number,
  rows: Joined[],
  clock: { now: Date; overdueDays: number },
): Promise<Advance[]> {
  const pending = new Map<string, Advance['pending_level']>()
  for (const { row } of rows) {
    if (row.status !== 'submitted' || row.pendingLevelNo === null) continue
    const key = `${row.projectId}:${row.pendingLevelNo}`
    if (pending.has(key)) continue
    const level = await pendingLevelAt(db, tenantId, row.projectId, 'advance', row.pendingLevelNo)
    pending.set(key, level ? toPendingLevel(level, await userNames(db, level.approverIds)) : null)
  }
  return rows.map((joined) => {
    const row = joined.row
    const currency = toCurrency({ code: joined.currencyCode, minorUnits: joined.minorUnits })
    const open = OPEN_ADVANCE_STATUSES.includes(row.status as AdvanceStatus) && row.paidOn !== null
    const age = open && row.paidOn ? daysBetween(row.paidOn, clock.now) : null
    return {
      advance_id: row.id,
      advance_no: advanceNumber(joined.projectCode, row.advanceNo),
      kind: row.kind as AdvanceKind,
      project_id: row.projectId,
      project_name: joined.projectName,
      vendor_id: row.vendorId,
      vendor_name: joined.vendorName,
      vendor_has_pan: Boolean(joined.vendorPan),
      po_id: row.poId,
      po_line_id: row.poLineId,
      po_number: joined.poNo === null ? null : poNumber(joined.projectCode, joined.poNo),
      budget_code: row.budgetCode,
      reason: row.reason,
      proforma_no: row.proformaNo,
      proforma_date: row.proformaDate,
      currency_code: currency.code,
      minor_units: currency.minor_units,
      amount: Number(row.amount),
      pct_of_po: joined.poTotal === null ? null : pctOf(Number(row.amount), Number(joined.poTotal)),
      tds_id: row.tdsId,
      tds_name: joined.tdsName,
      tds_rate: row.tdsRate === null ? null : String(Number(row.tdsRate)),
      tds_amount: Number(row.tdsAmount),
      net_paid: Number(row.netPaid),
      adjusted_amount: Number(row.adjustedAmount),
      refunded_amount: Number(row.refundedAmount),
      balance: balanceOf(row),
      status: row.status as AdvanceStatus,
      pending_level: pending.get(`${row.projectId}:${row.pendingLevelNo}`) ?? null,
      paid_on: row.paidOn,
      payment_mode_id: row.paymentModeId,
      payment_mode_name: joined.paymentModeName,
      payment_reference: row.paymentReference,
      age_days: age,
      overdue: age !== null && age >= clock.overdueDays,
      rejection_reason: row.rejectionReason,
      close_reason: row.closeReason,
      created_by_name: joined.createdByName,
      row_version: row.rowVersion,
      created_at: iso(row.createdAt) as string,
      updated_at: iso(row.updatedAt) as string,
    }
  })
}
