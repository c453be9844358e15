import { isAdminRole } from '../contract/codes'
import type { FieldError } from '../contract/envelope'
import type { Expense, ExpenseDetail } from '../contract/spend/expenses'
import { convertMinor, crossRate, expenseTaxes, gstKindOf } from '../contract/spend/money'
import { allowed, type Caller } from './respond'
import { approversOf, pendingLevelMock, trailOf } from './spend-approval'
import { budgetImpactsOf, expenseContribution, projectCurrencyOf } from './spend-figures'
import type { MockExpense } from './spend-world'
import { roleOf } from './views'
import type { MockProject, World } from './world'

/*
 * Expenses in the mock world: the contract's view of a row and the arithmetic of a draft
 * (currency conversion at the invoice date's rate, GST by the vendor's and the buyer's states,
 * TDS by the vendor's section), done with the contract's money functions like the server.
 */

const masterRow = (
  world: World,
  key: 'vendor' | 'gst' | 'tds' | 'paymentmode' | 'currency',
  id: number | null,
  organizationId: number,
) =>
  id === null
    ? undefined
    : world.masters[key].find(
        (row) => row.id === id && row.organizationId === organizationId && !row.archivedAt,
      )

const str = (value: unknown) => (typeof value === 'string' ? value : null)
const nameOf = (world: World, id: number | null) =>
  id === null ? null : (world.users.find((user) => user.id === id)?.name ?? null)

/** The currency's rate (base units per unit) on a date: "1.000000" for the base currency. */
function rateOn(world: World, organizationId: number, code: string, date: string) {
  const currency = world.masters.currency.find(
    (row) => row.organizationId === organizationId && row.values.code === code && !row.archivedAt,
  )
  if (!currency) return null
  const minorUnits = Number(currency.values.minor_units ?? 2)
  if (currency.values.is_base === true) return { rate: '1.000000', minorUnits }
  const rate = world.currencyRates
    .filter((r) => r.currencyId === currency.id && r.effectiveFrom <= date)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
  return rate ? { rate: rate.rate, minorUnits } : null
}

/**
 * A TDS section's threshold (kept in the base currency) in the invoice's currency, as the server
 * compares it: a USD invoice is measured against the rupee threshold converted at its rate.
 */
function tdsThreshold(
  world: World,
  organizationId: number,
  threshold: unknown,
  invoice: { code: string; rate: string; minorUnits: number },
) {
  if (typeof threshold !== 'number') return null
  const base = world.masters.currency.find(
    (row) => row.organizationId === organizationId && row.values.is_base === true && !row.archivedAt,
  )
  if (!base || base.values.code === invoice.code) return threshold
  const baseUnits = Number(base.values.minor_units ?? 2)
  return convertMinor(threshold, { rate: '1', minorUnits: baseUnits }, invoice)
}

export type ExpenseInput = {
  budget_code: string
  vendor_id: number
  po_line_id: number | null
  invoice_date: string
  currency_code: string | null
  amount: number
  gst_id: number | null
  tds_id: number | null | undefined
}

/** The computed columns of a draft, or the field errors that stop it. */
export function computeExpense(world: World, project: MockProject, input: ExpenseInput) {
  const errors: FieldError[] = []
  const org = project.organizationId
  const vendor = masterRow(world, 'vendor', input.vendor_id, org)
  if (!vendor) errors.push({ path: 'vendor_id', message: 'This vendor was not found', code: 'notFound' })
  const gst = masterRow(world, 'gst', input.gst_id, org)
  if (input.gst_id !== null && !gst) errors.push({ path: 'gst_id', message: 'This GST rate was not found' })
  const tdsId = input.tds_id === undefined ? ((vendor?.values.tds_id as number | null) ?? null) : input.tds_id
  const tds = masterRow(world, 'tds', tdsId, org)
  if (tdsId !== null && !tds) errors.push({ path: 'tds_id', message: 'This TDS section was not found' })
  const projectCurrency = projectCurrencyOf(world, project)
  const code = input.currency_code ?? projectCurrency.code
  const from = rateOn(world, org, code, input.invoice_date)
  const to = rateOn(world, org, projectCurrency.code, input.invoice_date)
  if (!from || !to)
    errors.push({
      path: 'currency_code',
      message: `An exchange rate for ${code} on or before ${input.invoice_date} was not found`,
      code: 'noRate',
    })
  let poId: number | null = null
  if (input.po_line_id !== null) {
    const po = world.spend.purchaseOrders.find(
      (p) => p.projectId === project.id && p.lines.some((line) => line.id === input.po_line_id),
    )
    const line = po?.lines.find((l) => l.id === input.po_line_id)
    if (!po || !line || po.status !== 'approved')
      errors.push({
        path: 'po_line_id',
        message: 'Choose a line of an approved purchase order of this project',
      })
    else if (line.budgetCode !== input.budget_code)
      errors.push({
        path: 'po_line_id',
        message: `This PO line is on code ${line.budgetCode}`,
        code: 'poLineCode',
      })
    else poId = po.id
  }
  if (errors.length || !from || !to) return { errors }
  const company = world.masters.company.find((row) => row.id === project.companyId)
  const gstKind = gstKindOf(str(vendor?.values.gstin), str(company?.values.gstin))
  const taxes = expenseTaxes({
    amount: input.amount,
    gst: gst
      ? {
          rate: String(gst.values.rate),
          cgst_rate: String(gst.values.cgst_rate),
          sgst_rate: String(gst.values.sgst_rate),
          igst_rate: String(gst.values.igst_rate),
        }
      : null,
    gstKind,
    tds: tds
      ? {
          rate: String(tds.values.rate),
          threshold: tdsThreshold(world, org, tds.values.threshold, { code, ...from }),
        }
      : null,
  })
  const computed: Partial<MockExpense> = {
    poId,
    currencyCode: code,
    exchangeRate: crossRate(from.rate, to.rate),
    amountProject: convertMinor(input.amount, from, {
      rate: to.rate,
      minorUnits: projectCurrency.minor_units,
    }),
    gstKind: gst ? gstKind : 'none',
    tdsId,
    cgstAmount: taxes.cgst_amount,
    sgstAmount: taxes.sgst_amount,
    igstAmount: taxes.igst_amount,
    total: taxes.total,
    tdsAmount: taxes.tds_amount,
    netPayable: taxes.net_payable,
  }
  return { errors, computed }
}

const minorUnitsOf = (world: World, organizationId: number, code: string) =>
  Number(
    world.masters.currency.find((row) => row.organizationId === organizationId && row.values.code === code)
      ?.values.minor_units ?? 2,
  )

export function expenseView(world: World, e: MockExpense): Expense {
  const project = world.projects.find((p) => p.id === e.projectId) as MockProject
  const currency = projectCurrencyOf(world, project)
  const po = e.poId === null ? undefined : world.spend.purchaseOrders.find((p) => p.id === e.poId)
  const label = (key: 'gst' | 'tds' | 'paymentmode', id: number | null) => {
    const row = masterRow(world, key, id, e.organizationId)
    if (!row) return null
    return key === 'tds'
      ? `${String(row.values.section)} — ${String(row.values.description)}`
      : String(row.values.name)
  }
  return {
    expense_id: e.id,
    project_id: e.projectId,
    project_name: project.name,
    budgetV: e.budgetVersionNo,
    budget_code: e.budgetCode,
    vendor_id: e.vendorId,
    vendor_name: String(
      masterRow(world, 'vendor', e.vendorId, e.organizationId)?.values.legal_name ?? `#${e.vendorId}`,
    ),
    po_id: e.poId,
    po_line_id: e.poLineId,
    po_number: po ? `${project.code}/PO/${String(po.poNo).padStart(4, '0')}` : null,
    invoice_no: e.invoiceNo,
    invoice_date: e.invoiceDate,
    description: e.description,
    currency_code: e.currencyCode,
    minor_units: minorUnitsOf(world, e.organizationId, e.currencyCode),
    amount: e.amount,
    exchange_rate: e.exchangeRate,
    project_currency_code: currency.code,
    project_minor_units: currency.minor_units,
    amount_project: e.amountProject,
    gst_id: e.gstId,
    gst_name: label('gst', e.gstId),
    gst_kind: e.gstKind,
    cgst_amount: e.cgstAmount,
    sgst_amount: e.sgstAmount,
    igst_amount: e.igstAmount,
    gst_amount: e.cgstAmount + e.sgstAmount + e.igstAmount,
    total: e.total,
    tds_id: e.tdsId,
    tds_name: label('tds', e.tdsId),
    tds_amount: e.tdsAmount,
    net_payable: e.netPayable,
    payment_mode_id: e.paymentModeId,
    payment_mode_name: label('paymentmode', e.paymentModeId),
    payment_reference: e.paymentReference,
    paid_on: e.paidOn,
    status: e.status,
    pending_level: pendingLevelMock(
      world,
      e.projectId,
      'expense',
      e.status === 'submitted' ? e.pendingLevelNo : null,
    ),
    created_by_name: nameOf(world, e.createdBy),
    submitted_by_name: nameOf(world, e.submittedBy),
    approved_by_name: nameOf(world, e.approvedBy),
    paid_by_name: nameOf(world, e.paidBy),
    rejection_reason: e.rejectionReason,
    attachment_count: world.spend.attachments.filter((a) => a.owner === 'expense' && a.ownerId === e.id)
      .length,
    row_version: e.rowVersion,
    created_at: e.createdAt,
    updated_at: e.updatedAt,
  }
}

/** The approval document of an expense, for the shared engine. */
export const approvalDocOf = (e: MockExpense) => ({
  type: 'expense' as const,
  id: e.id,
  projectId: e.projectId,
  amount: e.amountProject,
  requestedBy: e.submittedBy ?? e.createdBy,
  pendingLevelNo: e.pendingLevelNo,
})

export function expenseDetail(world: World, e: MockExpense, caller: Caller): ExpenseDetail {
  const mayPut = allowed(caller.user, 'expenses', 'PUT')
  const admin = isAdminRole(roleOf(caller.user).roleType)
  const doc = approvalDocOf(e)
  const counted = e.status === 'approved' || e.status === 'paid'
  return {
    ...expenseView(world, e),
    approvals: trailOf(world, 'expense', e.id),
    budget: counted ? [] : budgetImpactsOf(world, e.projectId, expenseContribution(world, e)),
    budget_check: e.budgetCheck,
    can_edit:
      mayPut &&
      (e.status === 'draft' || e.status === 'rejected') &&
      (admin || e.createdBy === caller.user.id),
    can_approve:
      mayPut &&
      e.status === 'submitted' &&
      doc.requestedBy !== caller.user.id &&
      approversOf(world, doc).includes(caller.user.id),
    can_pay: mayPut && e.status === 'approved',
  }
}
