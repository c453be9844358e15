import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { isDeposit } from '../../../contract/spend/advances'
import { rowsOf } from '../../db/rows'
import {
  contractAgreements,
  contracts,
  creditNotes,
  dprs,
  expenses,
  inventoryItems,
  pettyCashHolders,
  users,
  vendorAdvances,
  vendors,
} from '../../db/schema'
import { advanceNumber } from '../advances/access'
import { ADJUSTABLE_STATUSES, balanceOf as advanceOpen } from '../advances/adjust'
import { contractNumber } from '../contracts/access'
import { committedStatuses, settledSql } from '../contracts/ledger'
import { dprNumber } from '../dpr/access'
import { dcrPeriod } from '../dpr/cost'
import { invoiceFigures } from '../expenses/owed'
import { itemNumber } from '../inventory/access'
import { balanceFacts, balanceOf as holderBalanceOf } from '../petty-cash/balance'
import { creditNoteNet } from '../spend/credit-note-net'
import { columnsOf, projectCodeOf, type ReportDefinition } from './definition'

/*
 * The registers kept beside the ledger: the petty-cash float register (each holder's balance and its
 * ageing), advances and deposits with what is still open, payables aged against the vendor's open
 * advances, the contracts' payment schedule, the asset register with what became of each item at
 * wrap, and the DPR/DCR summary. Each balance is the owning module's own rule (imported, not redone).
 */

const DAY_MS = 86_400_000
const ageOf = (on: string, today: string) => Math.floor((Date.parse(today) - Date.parse(on)) / DAY_MS)

export const pettyCashRegister: ReportDefinition = {
  columns: columnsOf({
    holder: 'text',
    float_limit: 'money',
    advanced: 'money',
    accounted: 'money',
    returned: 'money',
    outstanding: 'money',
    days_0_30: 'money',
    days_31_60: 'money',
    days_61_90: 'money',
    days_over_90: 'money',
  }),
  rows: async (scope) => {
    const holders = await scope.db
      .select({ id: pettyCashHolders.id, name: users.name, floatLimit: pettyCashHolders.floatLimit })
      .from(pettyCashHolders)
      .innerJoin(users, eq(users.id, pettyCashHolders.userId))
      .where(
        and(
          eq(pettyCashHolders.organizationId, scope.caller.tenantId),
          eq(pettyCashHolders.projectId, scope.projectId),
        ),
      )
      .orderBy(asc(users.name))
    const facts = await balanceFacts(
      scope.db,
      scope.caller.tenantId,
      holders.map((holder) => holder.id),
    )
    return holders.map((holder) => {
      const known = facts.get(holder.id)
      const balance = holderBalanceOf(
        known?.payments ?? [],
        known?.accounted ?? 0,
        known?.returned ?? 0,
        Number(holder.floatLimit),
        scope.to,
      )
      return {
        holder: holder.name,
        float_limit: Number(holder.floatLimit),
        advanced: balance.advanced,
        accounted: balance.accounted,
        returned: balance.returned,
        outstanding: balance.outstanding,
        ...balance.ageing,
      }
    })
  },
}

export const advanceRegister: ReportDefinition = {
  columns: columnsOf({
    advance: 'text',
    kind: 'text',
    vendor: 'text',
    paid_on: 'date',
    status: 'text',
    amount: 'money',
    tds: 'money',
    adjusted: 'money',
    refunded: 'money',
    open: 'money',
  }),
  rows: async (scope) => {
    const code = await projectCodeOf(scope.db, scope.projectId)
    const rows = await scope.db
      .select({ advance: vendorAdvances, vendor: vendors.legalName })
      .from(vendorAdvances)
      .innerJoin(vendors, eq(vendors.id, vendorAdvances.vendorId))
      .where(
        and(
          eq(vendorAdvances.organizationId, scope.caller.tenantId),
          eq(vendorAdvances.projectId, scope.projectId),
          isNotNull(vendorAdvances.paidOn),
          lte(vendorAdvances.paidOn, scope.to),
          scope.from === null ? undefined : sql`${vendorAdvances.paidOn} >= ${scope.from}`,
        ),
      )
      .orderBy(asc(vendorAdvances.paidOn), asc(vendorAdvances.advanceNo))
    return rows.map(({ advance, vendor }) => ({
      advance: advanceNumber(code, advance.advanceNo),
      kind: advance.kind,
      vendor,
      paid_on: advance.paidOn,
      status: advance.status,
      amount: Number(advance.amount),
      tds: Number(advance.tdsAmount),
      adjusted: Number(advance.adjustedAmount),
      refunded: Number(advance.refundedAmount),
      open: advanceOpen(advance),
    }))
  },
}

/**
 * Approved invoices not yet paid (what each still asks once advances are set off: set-offs.ts), per
 * vendor, aged by invoice date, less the vendor's advances still open.
 */
export const payablesRegister: ReportDefinition = {
  columns: columnsOf({
    vendor: 'text',
    invoices: 'number',
    days_0_30: 'money',
    days_31_60: 'money',
    days_61_90: 'money',
    days_over_90: 'money',
    payable: 'money',
    open_advances: 'money',
    refunds_due: 'money',
    net: 'money',
  }),
  rows: async (scope) => {
    const [unpaid, advances, refunds] = await Promise.all([
      scope.db
        .select({
          vendorId: expenses.vendorId,
          vendor: vendors.legalName,
          on: expenses.invoiceDate,
          // What each invoice still owes, as its own record says (expenses/owed.ts): after its
          // advances' set-offs and the credit notes applied to it.
          amount: sql<number>`${invoiceFigures('expenses').toPay}`,
        })
        .from(expenses)
        .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
        .where(
          and(
            eq(expenses.organizationId, scope.caller.tenantId),
            eq(expenses.projectId, scope.projectId),
            eq(expenses.status, 'approved'),
            lte(expenses.invoiceDate, scope.to),
          ),
        ),
      scope.db
        .select({ advance: vendorAdvances, vendor: vendors.legalName })
        .from(vendorAdvances)
        .innerJoin(vendors, eq(vendors.id, vendorAdvances.vendorId))
        .where(
          and(
            eq(vendorAdvances.organizationId, scope.caller.tenantId),
            eq(vendorAdvances.projectId, scope.projectId),
            inArray(vendorAdvances.status, ADJUSTABLE_STATUSES),
          ),
        ),
      // Credit notes whose refund the vendor owes: what the vendor is to pay back, against its payables.
      scope.db
        .select({
          vendorId: creditNotes.vendorId,
          vendor: vendors.legalName,
          amount: sql<number>`${creditNoteNet('credit_notes')}`,
        })
        .from(creditNotes)
        .innerJoin(vendors, eq(vendors.id, creditNotes.vendorId))
        .where(
          and(
            eq(creditNotes.organizationId, scope.caller.tenantId),
            eq(creditNotes.projectId, scope.projectId),
            eq(creditNotes.status, 'refund_due'),
            lte(creditNotes.cnDate, scope.to),
          ),
        ),
    ])
    type Row = {
      vendor: string
      invoices: number
      days_0_30: number
      days_31_60: number
      days_61_90: number
      days_over_90: number
      payable: number
      open_advances: number
      refunds_due: number
      net: number
    }
    const byVendor = new Map<number, Row>()
    const rowOf = (vendorId: number, vendor: string) => {
      const row = byVendor.get(vendorId) ?? {
        vendor,
        invoices: 0,
        days_0_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        days_over_90: 0,
        payable: 0,
        open_advances: 0,
        refunds_due: 0,
        net: 0,
      }
      byVendor.set(vendorId, row)
      return row
    }
    for (const invoice of unpaid) {
      const row = rowOf(invoice.vendorId, invoice.vendor)
      const amount = Number(invoice.amount)
      const age = ageOf(invoice.on, scope.to)
      const bucket =
        age <= 30 ? 'days_0_30' : age <= 60 ? 'days_31_60' : age <= 90 ? 'days_61_90' : 'days_over_90'
      row[bucket] += amount
      row.invoices += 1
      row.payable += amount
    }
    for (const { advance, vendor } of advances) {
      if (isDeposit(advance.kind as never)) continue
      rowOf(advance.vendorId, vendor).open_advances += advanceOpen(advance)
    }
    for (const refund of refunds) rowOf(refund.vendorId, refund.vendor).refunds_due += Number(refund.amount)
    for (const row of byVendor.values()) row.net = row.payable - row.open_advances - row.refunds_due
    return [...byVendor.values()].sort((a, b) => a.vendor.localeCompare(b.vendor))
  },
}

/** Every instalment of the project's signed contracts: what it is, when it falls due, what is open. */
export const contractSchedule: ReportDefinition = {
  columns: columnsOf({
    contract: 'text',
    title: 'text',
    agreement: 'text',
    counterparty: 'text',
    status: 'text',
    instalment: 'text',
    budget_code: 'text',
    due_date: 'date',
    amount: 'money',
    settled: 'money',
    open: 'money',
  }),
  rows: async (scope) => {
    const code = await projectCodeOf(scope.db, scope.projectId)
    const rows = rowsOf<{
      contract_no: number
      version: number
      title: string
      agreement: string
      counterparty: string | null
      status: string
      label: string
      budget_code: string
      due_date: string | null
      amount: string
      settled: string
    }>(
      await scope.db.execute(sql`
        select c.contract_no, c.version, c.title, ag.name as agreement,
          coalesce(v.legal_name, c.counterparty_name) as counterparty, c.status,
          ci.label, ci.budget_code, ci.due_date::text as due_date, ci.amount::text as amount, (${settledSql})::text as settled
        from contract_instalments ci
        join ${contracts} c on c.id = ci.contract_id
        join ${contractAgreements} ag on ag.id = c.agreement_id
        left join ${vendors} v on v.id = c.vendor_id
        where ci.organization_id = ${scope.caller.tenantId} and ci.project_id = ${scope.projectId}
          and c.status in (${committedStatuses})
          and (ci.due_date is null or ci.due_date <= ${scope.to}::date)
        order by ci.due_date nulls last, c.contract_no, ci.position`),
    )
    return rows.map((row) => ({
      contract: contractNumber(code, row.contract_no, row.version),
      title: row.title,
      agreement: row.agreement,
      counterparty: row.counterparty,
      status: row.status,
      instalment: row.label,
      budget_code: row.budget_code,
      due_date: row.due_date,
      amount: Number(row.amount),
      settled: Number(row.settled),
      open: Math.max(0, Number(row.amount) - Number(row.settled)),
    }))
  },
}

export const assetRegister: ReportDefinition = {
  columns: columnsOf({
    item: 'text',
    name: 'text',
    category: 'text',
    ownership: 'text',
    status: 'text',
    custodian: 'text',
    budget_code: 'text',
    cost: 'money',
    disposal: 'text',
  }),
  rows: async (scope) => {
    const rows = await scope.db
      .select({ item: inventoryItems, custodian: users.name })
      .from(inventoryItems)
      .leftJoin(users, eq(users.id, inventoryItems.custodianUserId))
      .where(
        and(
          eq(inventoryItems.organizationId, scope.caller.tenantId),
          eq(inventoryItems.projectId, scope.projectId),
        ),
      )
      .orderBy(asc(inventoryItems.itemNo))
    return rows.map(({ item, custodian }) => ({
      item: itemNumber(item.itemNo),
      name: item.name,
      category: item.category,
      ownership: item.ownership,
      status: item.status,
      custodian,
      budget_code: item.budgetCode,
      cost: Number(item.cost ?? 0),
      disposal: item.disposal,
    }))
  },
}

export const dprSummary: ReportDefinition = {
  columns: columnsOf({
    shoot_date: 'date',
    dpr: 'text',
    status: 'text',
    scheduled_eighths: 'number',
    shot_eighths: 'number',
    setups: 'number',
    daily_budget: 'money',
    dcr_total: 'money',
    variance: 'money',
  }),
  rows: async (scope) => {
    const period = await dcrPeriod(scope.db, scope.caller, {
      project_id: scope.projectId,
      from: scope.from ?? '2000-01-01',
      to: scope.to,
    })
    const ids = period.days.flatMap((day) => (day.dpr_id === null ? [] : [day.dpr_id]))
    const reports = ids.length
      ? await scope.db
          .select()
          .from(dprs)
          .where(and(eq(dprs.organizationId, scope.caller.tenantId), inArray(dprs.id, ids)))
      : []
    const byId = new Map(reports.map((report) => [report.id, report]))
    return period.days.map((day) => {
      const report = day.dpr_id === null ? undefined : byId.get(day.dpr_id)
      return {
        shoot_date: day.shoot_date,
        dpr: report ? dprNumber(report.dprNo, report.revisionNo) : null,
        status: day.dpr_status,
        scheduled_eighths: report?.scheduledEighths ?? null,
        shot_eighths: report?.shotEighths ?? null,
        setups: report?.setups ?? null,
        daily_budget: day.daily_budget,
        dcr_total: day.dcr_total,
        variance: day.variance,
      }
    })
  },
}
