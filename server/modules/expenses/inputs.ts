import { and, eq, isNull } from 'drizzle-orm'
import type { CreateExpenseRequest } from '../../../contract/spend/expenses'
import { convertMinor, crossRate, expenseTaxes, gstKindOf } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import {
  companies,
  currencies,
  type expenses,
  gstRates,
  paymentModes,
  projects,
  tdsSections,
  vendors,
} from '../../db/schema'
import { HttpError, invalid } from '../../http/errors'
import { codeOfCurrentVersion } from '../budget-versions/access'
import { assertInstalmentInvoice } from '../contracts/invoicing'
import { rateOn } from '../masters/currency'
import { projectCurrencies } from '../projects/currency'
import { poLineFor } from './po-line'

/*
 * What an expense's fields become once checked against the masters: the canonical budget code of
 * the current version, the vendor, the currency converted at the invoice date's rate, GST by the
 * vendor's and the buyer's states, TDS by section, and the PO line it invoices (never more than
 * was received, verified and not yet invoiced).
 */

export type ExpenseInput = Omit<CreateExpenseRequest, 'currency_code'> & { currency_code?: string }

type CurrencyRow = { id: number; code: string; minorUnits: number; isBase: boolean }

/** The columns of a currency that expenses read. */
const currencyColumns = {
  id: currencies.id,
  code: currencies.code,
  minorUnits: currencies.minorUnits,
  isBase: currencies.isBase,
}

async function currencyByCode(db: Database, tenantId: number, code: string): Promise<CurrencyRow | null> {
  const [row] = await db
    .select(currencyColumns)
    .from(currencies)
    .where(
      and(eq(currencies.organizationId, tenantId), eq(currencies.code, code), isNull(currencies.archivedAt)),
    )
    .limit(1)
  return row ? { ...row, minorUnits: Number(row.minorUnits ?? 2) } : null
}

async function rateText(db: Database, tenantId: number, currency: CurrencyRow, date: string) {
  if (currency.isBase) return '1'
  try {
    return (await rateOn(db, tenantId, currency.code, date)).rate
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error
    throw invalid(
      'currency_code',
      `No exchange rate for ${currency.code} on ${date}: add one in Settings → Currencies`,
      'noRate',
    )
  }
}

async function projectFacts(db: Database, tenantId: number, projectId: number) {
  const [row] = await db
    .select({ currencyCode: projectCurrencies.code, gstin: companies.gstin })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, projects.id))
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, tenantId)))
    .limit(1)
  if (!row) throw invalid('project_id', 'Choose a project of this organisation')
  const [base] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(
      and(
        eq(currencies.organizationId, tenantId),
        eq(currencies.isBase, true),
        isNull(currencies.archivedAt),
      ),
    )
    .limit(1)
  const currency = row.currencyCode ? await currencyByCode(db, tenantId, row.currencyCode) : null
  if (!currency) throw invalid('project_id', "This project's currency is missing from Settings → Currencies")
  return {
    gstin: row.gstin,
    currency,
    baseCurrency: base ? await currencyByCode(db, tenantId, base.code) : null,
  }
}

type ProjectFacts = Awaited<ReturnType<typeof projectFacts>>

async function vendorOf(db: Database, tenantId: number, vendorId: number) {
  const [vendor] = await db
    .select({ id: vendors.id, gstin: vendors.gstin, tdsId: vendors.tdsId })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, tenantId), isNull(vendors.archivedAt)))
    .limit(1)
  if (!vendor) throw invalid('vendor_id', 'Choose an active vendor')
  return vendor
}

type MoneyInput = Pick<ExpenseInput, 'invoice_date' | 'currency_code' | 'amount' | 'gst_id' | 'tds_id'>

/**
 * The invoice's money as it is stored: the currency converted at the invoice date's rate, GST by
 * the vendor's and the buyer's states (none without a vendor), TDS by section (the vendor's unless
 * named).
 */
async function documentMoney(
  db: Database,
  tenantId: number,
  project: ProjectFacts,
  vendor: { gstin: string | null; tdsId: number | null } | null,
  input: MoneyInput,
) {
  const code = input.currency_code ?? project.currency.code
  const currency = await currencyByCode(db, tenantId, code)
  if (!currency)
    throw invalid('currency_code', `${code} is not an active currency: add it in Settings → Currencies`)
  let exchangeRate = '1.000000'
  let amountProject = input.amount
  if (currency.id !== project.currency.id) {
    const from = await rateText(db, tenantId, currency, input.invoice_date)
    const to = await rateText(db, tenantId, project.currency, input.invoice_date)
    exchangeRate = crossRate(from, to)
    amountProject = convertMinor(
      input.amount,
      { rate: from, minorUnits: currency.minorUnits },
      { rate: to, minorUnits: project.currency.minorUnits },
    )
  }
  const gst = input.gst_id
    ? (
        await db
          .select({
            rate: gstRates.rate,
            cgst_rate: gstRates.cgstRate,
            sgst_rate: gstRates.sgstRate,
            igst_rate: gstRates.igstRate,
          })
          .from(gstRates)
          .where(
            and(
              eq(gstRates.id, input.gst_id),
              eq(gstRates.organizationId, tenantId),
              isNull(gstRates.archivedAt),
            ),
          )
          .limit(1)
      )[0]
    : null
  if (input.gst_id && !gst) throw invalid('gst_id', 'Choose an active GST rate')
  const tdsId = input.tds_id === undefined ? (vendor?.tdsId ?? null) : input.tds_id
  const [tds] = tdsId
    ? await db
        .select({ id: tdsSections.id, rate: tdsSections.rate, threshold: tdsSections.threshold })
        .from(tdsSections)
        .where(and(eq(tdsSections.id, tdsId), eq(tdsSections.organizationId, tenantId)))
        .limit(1)
    : []
  if (input.tds_id && !tds) throw invalid('tds_id', 'Choose a TDS section')
  // The threshold is kept in the base currency: compare it in the invoice's currency.
  let threshold = tds?.threshold === null || tds?.threshold === undefined ? null : Number(tds.threshold)
  if (threshold !== null && project.baseCurrency && currency.id !== project.baseCurrency.id) {
    const rate = await rateText(db, tenantId, currency, input.invoice_date)
    threshold = convertMinor(
      threshold,
      { rate: '1', minorUnits: project.baseCurrency.minorUnits },
      { rate, minorUnits: currency.minorUnits },
    )
  }
  const gstKind = gst ? gstKindOf(vendor?.gstin ?? null, project.gstin) : 'none'
  const taxes = expenseTaxes({
    amount: input.amount,
    gst: gst
      ? {
          rate: String(gst.rate),
          cgst_rate: String(gst.cgst_rate),
          sgst_rate: String(gst.sgst_rate),
          igst_rate: String(gst.igst_rate),
        }
      : null,
    gstKind,
    tds: tds ? { rate: String(tds.rate), threshold } : null,
  })
  return { currency, exchangeRate, amountProject, gstKind, taxes, tdsId: tds?.id ?? null }
}

/** The columns an expense's input becomes; `expenseId` when it already exists. */
export async function resolveExpense(
  db: Database,
  tenantId: number,
  input: ExpenseInput,
  expenseId?: number,
) {
  const project = await projectFacts(db, tenantId, input.project_id)
  const line = await codeOfCurrentVersion(db, input.project_id, input.budget_code)
  const vendor = await vendorOf(db, tenantId, input.vendor_id)
  const { currency, exchangeRate, amountProject, gstKind, taxes, tdsId } = await documentMoney(
    db,
    tenantId,
    project,
    vendor,
    input,
  )
  if (input.payment_mode_id) {
    const [mode] = await db
      .select({ id: paymentModes.id })
      .from(paymentModes)
      .where(and(eq(paymentModes.id, input.payment_mode_id), eq(paymentModes.organizationId, tenantId)))
      .limit(1)
    if (!mode) throw invalid('payment_mode_id', 'Choose a payment mode')
  }
  if (input.contract_instalment_id && (input.po_line_id || input.po_id))
    throw invalid('contract_instalment_id', 'An invoice is for a PO line or a contract instalment, not both')
  // A PO named without its line would be saved without the PO: refused, on the line to choose.
  if (input.po_id && !input.po_line_id)
    throw invalid('po_line_id', 'Choose the line of this purchase order the invoice is for', 'poLineRequired')
  const po = input.po_line_id
    ? await poLineFor(db, tenantId, {
        projectId: input.project_id,
        code: line.code,
        lineId: input.po_line_id,
        amountProject,
        expenseId,
        currency: { code: project.currency.code, minor_units: project.currency.minorUnits },
      })
    : null
  if (input.contract_instalment_id) {
    if (input.po_line_id)
      throw invalid(
        'contract_instalment_id',
        'An invoice is for a PO line or a contract instalment, not both',
      )
    await assertInstalmentInvoice(db, {
      tenantId,
      projectId: input.project_id,
      code: line.code,
      vendorId: vendor.id,
      instalmentId: input.contract_instalment_id,
      amountProject,
      expenseId,
      currency: { code: project.currency.code, minor_units: project.currency.minorUnits },
    })
  }
  if (po && input.po_id && po.poId !== input.po_id)
    throw invalid(
      'po_line_id',
      'This line belongs to another purchase order: choose a line of the chosen one',
    )
  return {
    projectId: input.project_id,
    budgetVersionId: line.versionId,
    budgetCode: line.code,
    vendorId: vendor.id,
    poId: po?.poId ?? null,
    poLineId: input.po_line_id ?? null,
    contractInstalmentId: input.contract_instalment_id ?? null,
    invoiceNo: input.invoice_no,
    invoiceDate: input.invoice_date,
    description: input.description ?? null,
    currencyId: currency.id,
    amount: input.amount,
    exchangeRate,
    amountProject,
    gstId: input.gst_id ?? null,
    gstKind,
    cgstAmount: taxes.cgst_amount,
    sgstAmount: taxes.sgst_amount,
    igstAmount: taxes.igst_amount,
    total: taxes.total,
    tdsId,
    tdsAmount: taxes.tds_amount,
    netPayable: taxes.net_payable,
    paymentModeId: input.payment_mode_id ?? null,
    paymentReference: input.payment_reference ?? null,
  }
}

/**
 * A draft's money and code as saving it would resolve them, as far as it is filled in: the
 * project and amount are needed; without a vendor there is no GST kind and no vendor TDS, without
 * a code no code. The PO line is taken as given (saving checks what is received on it).
 */
export async function resolveDraft(
  db: Database,
  tenantId: number,
  input: MoneyInput & {
    project_id: number
    budget_code?: string | null
    vendor_id?: number | null
  },
) {
  const project = await projectFacts(db, tenantId, input.project_id)
  const line = input.budget_code ? await codeOfCurrentVersion(db, input.project_id, input.budget_code) : null
  const vendor = input.vendor_id ? await vendorOf(db, tenantId, input.vendor_id) : null
  const money = await documentMoney(db, tenantId, project, vendor, input)
  return { project, code: line?.code ?? null, ...money }
}

/** A stored expense as input again (to re-check it at submit, or merge an edit into it). */
export async function storedInput(db: Database, row: typeof expenses.$inferSelect): Promise<ExpenseInput> {
  const [currency] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.id, row.currencyId))
  return {
    project_id: row.projectId,
    budget_code: row.budgetCode,
    vendor_id: row.vendorId,
    po_line_id: row.poLineId,
    contract_instalment_id: row.contractInstalmentId,
    invoice_no: row.invoiceNo,
    invoice_date: row.invoiceDate,
    description: row.description,
    currency_code: currency?.code,
    amount: Number(row.amount),
    gst_id: row.gstId,
    tds_id: row.tdsId,
    payment_mode_id: row.paymentModeId,
    payment_reference: row.paymentReference,
  }
}
