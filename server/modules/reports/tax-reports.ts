import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { POSTED_ENVELOPE_STATUSES } from '../../../contract/spend/petty-cash'
import {
  expenses,
  pettyCashEnvelopes,
  pettyCashLines,
  tdsSections,
  vendorAdvances,
  vendors,
} from '../../db/schema'
import { afterSetOffs, setOffsOf } from '../advances/set-offs'
import { NO_PAN_TDS_RATE } from '../advances/tds'
import { envelopeNumber } from '../petty-cash/access'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import { columnsOf, type ReportDefinition, type ReportRow, type ReportScope } from './definition'

/*
 * The tax registers: TDS deducted, by section and deductee PAN (what the quarterly return asks for:
 * a deductee without a PAN is deducted at 20 %), and the GST input credit on approved invoices and on
 * posted petty-cash bills the company may claim. Amounts are the ones each document stored when it
 * was checked; an advance's TDS counts once, in the quarter it was paid (advances/set-offs.ts).
 */

const period = (scope: ReportScope, column: Parameters<typeof gte>[0]) =>
  and(lte(column, scope.to), scope.from === null ? undefined : gte(column, scope.from))

/** The project's invoices that count as spend (approved or paid), dated in the period. */
const approvedInvoices = (scope: ReportScope) =>
  and(
    eq(expenses.organizationId, scope.caller.tenantId),
    eq(expenses.projectId, scope.projectId),
    inArray(expenses.status, ACTUAL_STATUSES),
    period(scope, expenses.invoiceDate),
  )

type Deduction = { section: string; pan: string | null; deductee: string; amount: number; tds: number }

export const tdsReport: ReportDefinition = {
  columns: columnsOf({
    section: 'text',
    pan: 'text',
    deductee: 'text',
    rate: 'text',
    documents: 'number',
    amount: 'money',
    tds: 'money',
  }),
  rows: async (scope) => {
    const { db, caller, projectId } = scope
    // An advance's TDS is reported when it was paid (below); its invoice reports only the rest.
    const invoice = afterSetOffs(
      { amount: expenses.amountProject, total: expenses.total, tds: expenses.tdsAmount },
      'set_offs',
    )
    const invoices = await db
      .select({
        section: tdsSections.section,
        pan: vendors.pan,
        deductee: vendors.legalName,
        amount: invoice.credited,
        tds: invoice.tds,
      })
      .from(expenses)
      .innerJoin(tdsSections, eq(tdsSections.id, expenses.tdsId))
      .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
      .leftJoin(sql`lateral (${setOffsOf(expenses.id)}) set_offs`, sql`true`)
      .where(and(approvedInvoices(scope), sql`${invoice.tds} <> 0`))
    const advances = await db
      .select({
        section: tdsSections.section,
        pan: vendors.pan,
        deductee: vendors.legalName,
        amount: vendorAdvances.amount,
        tds: vendorAdvances.tdsAmount,
      })
      .from(vendorAdvances)
      .innerJoin(tdsSections, eq(tdsSections.id, vendorAdvances.tdsId))
      .innerJoin(vendors, eq(vendors.id, vendorAdvances.vendorId))
      .where(
        and(
          eq(vendorAdvances.organizationId, caller.tenantId),
          eq(vendorAdvances.projectId, projectId),
          ne(vendorAdvances.tdsAmount, 0),
          sql`${vendorAdvances.paidOn} is not null`,
          period(scope, vendorAdvances.paidOn),
        ),
      )
    const groups = new Map<string, ReportRow & { documents: number; amount: number; tds: number }>()
    for (const one of [...invoices, ...advances] as Deduction[]) {
      const key = `${one.section}|${one.pan ?? ''}|${one.deductee}`
      const row = groups.get(key) ?? {
        section: one.section,
        pan: one.pan,
        deductee: one.deductee,
        rate: one.pan ? null : `${NO_PAN_TDS_RATE} %`,
        documents: 0,
        amount: 0,
        tds: 0,
      }
      row.documents += 1
      row.amount += Number(one.amount)
      row.tds += Number(one.tds)
      groups.set(key, row)
    }
    return [...groups.values()].sort(
      (a, b) =>
        String(a.section).localeCompare(String(b.section)) ||
        String(a.deductee).localeCompare(String(b.deductee)),
    )
  },
}

export const gstInputReport: ReportDefinition = {
  columns: columnsOf({
    date: 'date',
    document: 'text',
    supplier: 'text',
    supplier_gstin: 'text',
    taxable: 'money',
    cgst: 'money',
    sgst: 'money',
    igst: 'money',
  }),
  rows: async (scope) => {
    const { db, caller, projectId } = scope
    const invoices = await db
      .select({
        date: expenses.invoiceDate,
        document: expenses.invoiceNo,
        supplier: vendors.legalName,
        supplier_gstin: vendors.gstin,
        taxable: expenses.amount,
        cgst: expenses.cgstAmount,
        sgst: expenses.sgstAmount,
        igst: expenses.igstAmount,
      })
      .from(expenses)
      .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
      .where(
        and(
          approvedInvoices(scope),
          sql`${expenses.cgstAmount} + ${expenses.sgstAmount} + ${expenses.igstAmount} <> 0`,
        ),
      )
    const bills = await db
      .select({
        date: pettyCashLines.billDate,
        envelopeNo: pettyCashEnvelopes.envelopeNo,
        receipt: pettyCashLines.receiptNo,
        supplier: pettyCashLines.payee,
        supplier_gstin: pettyCashLines.payeeGstin,
        taxable: pettyCashLines.taxable,
        cgst: pettyCashLines.cgst,
        sgst: pettyCashLines.sgst,
        igst: pettyCashLines.igst,
      })
      .from(pettyCashLines)
      .innerJoin(pettyCashEnvelopes, eq(pettyCashEnvelopes.id, pettyCashLines.envelopeId))
      .where(
        and(
          eq(pettyCashEnvelopes.organizationId, caller.tenantId),
          eq(pettyCashEnvelopes.projectId, projectId),
          inArray(pettyCashEnvelopes.status, [...POSTED_ENVELOPE_STATUSES]),
          eq(pettyCashLines.itcEligible, true),
          period(scope, pettyCashLines.billDate),
        ),
      )
    const money = (value: unknown) => Number(value ?? 0)
    return [
      ...invoices.map((row) => ({
        ...row,
        taxable: money(row.taxable),
        cgst: money(row.cgst),
        sgst: money(row.sgst),
        igst: money(row.igst),
      })),
      ...bills.map(({ envelopeNo, receipt, ...row }) => ({
        ...row,
        document: `${envelopeNumber(envelopeNo)}${receipt ? ` · ${receipt}` : ''}`,
        taxable: money(row.taxable),
        cgst: money(row.cgst),
        sgst: money(row.sgst),
        igst: money(row.igst),
      })),
    ].sort((a, b) => String(a.date).localeCompare(String(b.date)))
  },
}
