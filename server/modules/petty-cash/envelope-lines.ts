import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { EnvelopeLineInput } from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { budgetLines, pettyCashLines, purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { assertReceipts } from '../books/evidence'
import { currentVersion } from '../budget-versions/access'

/*
 * An envelope's bills as stored: each on a code of the current budget (optionally a line of an
 * approved PO on that code), with CGST+SGST or IGST. GST is input credit only on a tax invoice
 * from a payee with a GSTIN made out to the company's GSTIN; otherwise it is part of the cost.
 * The cost (taxable, plus GST unless input credit) is what the code's actual takes once posted.
 */

export type LineValues = {
  /** The existing bill this input changes (an edit keeps it and its receipt images). */
  lineId?: number
  position: number
  billDate: string
  receiptNo: string
  payee: string
  payeeGstin: string | null
  description: string
  budgetCode: string
  poLineId: number | null
  taxable: number
  cgst: number
  sgst: number
  igst: number
  total: number
  taxInvoice: boolean
  billInCompanyGstin: boolean
  itcEligible: boolean
  cost: number
}

const fieldError = (index: number, field: string, message: string, code?: string) =>
  badRequest(message, [{ path: `lines.${index}.${field}`, message, ...(code ? { code } : {}) }])

/** Whether a bill's GST may be input credit: a tax invoice with a GSTIN, in the company's GSTIN. */
export const itcPossible = (line: {
  taxInvoice: boolean
  payeeGstin: string | null
  billInCompanyGstin: boolean
}) => line.taxInvoice && line.payeeGstin !== null && line.billInCompanyGstin

/** The cost on the code: the taxable value, plus the GST unless it is input credit. */
export const costOf = (line: { taxable: number; cgst: number; sgst: number; igst: number }, itc: boolean) =>
  line.taxable + (itc ? 0 : line.cgst + line.sgst + line.igst)

export async function resolveLines(
  db: Database,
  tenantId: number,
  projectId: number,
  inputs: EnvelopeLineInput[],
): Promise<LineValues[]> {
  const version = await currentVersion(db, projectId)
  if (!version)
    throw fieldError(0, 'budget_code', 'This project has no budget yet: upload one first', 'noBudget')
  const resolved: LineValues[] = []
  for (const [index, input] of inputs.entries()) {
    const [line] = await db
      .select({ code: budgetLines.budgetCode })
      .from(budgetLines)
      .where(
        and(
          eq(budgetLines.versionId, version.id),
          isNull(budgetLines.deletedAt),
          sql`lower(${budgetLines.budgetCode}) = lower(${input.budget_code})`,
        ),
      )
      .limit(1)
    if (!line)
      throw fieldError(
        index,
        'budget_code',
        `${input.budget_code} is not a code of the current budget (version ${version.versionNo})`,
        'unknownCode',
      )
    const poLineId = input.po_line_id ?? null
    if (poLineId !== null) {
      const [poLine] = await db
        .select({
          projectId: purchaseOrderLines.projectId,
          code: purchaseOrderLines.budgetCode,
          status: purchaseOrders.status,
        })
        .from(purchaseOrderLines)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
        .where(and(eq(purchaseOrderLines.id, poLineId), eq(purchaseOrderLines.organizationId, tenantId)))
      if (!poLine || poLine.projectId !== projectId || poLine.status !== 'approved')
        throw fieldError(
          index,
          'po_line_id',
          "Choose a line of one of this project's approved purchase orders",
        )
      if (poLine.code.toLowerCase() !== line.code.toLowerCase())
        throw fieldError(index, 'budget_code', `This PO line is on budget code ${poLine.code}`, 'poLineCode')
    }
    const cgst = input.cgst ?? 0
    const sgst = input.sgst ?? 0
    const igst = input.igst ?? 0
    if (igst > 0 && cgst + sgst > 0)
      throw fieldError(index, 'igst', 'A bill charges CGST and SGST, or IGST: not both')
    if (cgst !== sgst) throw fieldError(index, 'sgst', 'CGST and SGST are equal halves of the GST')
    const values = {
      taxable: input.taxable,
      cgst,
      sgst,
      igst,
      payeeGstin: input.payee_gstin ?? null,
      taxInvoice: input.tax_invoice ?? false,
      billInCompanyGstin: input.bill_in_company_gstin ?? false,
    }
    const itcEligible = itcPossible(values)
    resolved.push({
      ...values,
      lineId: input.line_id,
      position: index,
      billDate: input.bill_date,
      receiptNo: input.receipt_no,
      payee: input.payee,
      description: input.description,
      budgetCode: line.code,
      poLineId,
      total: input.taxable + cgst + sgst + igst,
      itcEligible,
      cost: costOf(values, itcEligible),
    })
  }
  return resolved
}

/** Every bill of the envelope from the organisation's receipt amount up has its receipt attached. */
export async function assertBillReceipts(db: Database, tenantId: number, envelopeId: number) {
  const bills = await db
    .select({ id: pettyCashLines.id, receiptNo: pettyCashLines.receiptNo, total: pettyCashLines.total })
    .from(pettyCashLines)
    .where(eq(pettyCashLines.envelopeId, envelopeId))
    .orderBy(asc(pettyCashLines.position), asc(pettyCashLines.id))
  await assertReceipts(
    db,
    tenantId,
    bills.map((bill, index) => ({
      owner: 'bill',
      ownerId: bill.id,
      amount: Number(bill.total),
      path: `lines.${index}.receipts`,
      label: `Bill ${bill.receiptNo}`,
    })),
  )
}
