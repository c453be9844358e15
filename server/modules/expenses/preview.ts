import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { ExpensePreview, ExpensePreviewRequest } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { expenses, gstRates, vendors } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden, notFound } from '../../http/errors'
import { budgetProject } from '../budget-versions/access'
import { invoiceableInstalments } from '../contracts/invoicing'
import { assertProjectInScope } from '../projects/scope'
import { budgetControlOf, budgetImpacts, goesOver } from '../spend/budget-check'
import { mayDraft, readsBudget } from '../spend/figure-access'
import { expenseContribution } from './contribution'
import { resolveDraft } from './inputs'

/*
 * What the expense form shows while it is filled in, from the rules saving uses: the draft is
 * resolved like a saved one (inputs.ts) and its code's figures come from the same budget impact
 * the saved expense's detail shows (an invoice against an approved PO line adds only what exceeds
 * the line's open commitment), so the preview and the record cannot disagree.
 */

async function assertDrafter(db: Database, caller: Caller) {
  if (!(await mayDraft(db, caller.session, 'expense')))
    throw forbidden('Only those who may draft or change expenses can preview one')
}

export async function previewExpense(
  db: Database,
  caller: Caller,
  input: ExpensePreviewRequest,
): Promise<ExpensePreview> {
  await assertDrafter(db, caller)
  await budgetProject(db, caller, input.project_id)
  const draft = await resolveDraft(db, caller.tenantId, input)
  const contribution = draft.code
    ? await expenseContribution(db, caller.tenantId, {
        id: input.expense_id,
        projectId: input.project_id,
        budgetCode: draft.code,
        amountProject: draft.amountProject,
        poLineId: input.po_line_id ?? null,
        contractInstalmentId: input.contract_instalment_id ?? null,
      })
    : null
  const [impact] = contribution
    ? await budgetImpacts(db, caller.tenantId, input.project_id, [contribution])
    : []
  const control = impact ? await budgetControlOf(db, caller.tenantId, 'expense') : null
  return {
    currency_code: draft.currency.code,
    minor_units: draft.currency.minorUnits,
    amount: input.amount,
    exchange_rate: draft.exchangeRate,
    project_currency_code: draft.project.currency.code,
    project_minor_units: draft.project.currency.minorUnits,
    amount_project: draft.amountProject,
    gst_kind: draft.gstKind,
    cgst_amount: draft.taxes.cgst_amount,
    sgst_amount: draft.taxes.sgst_amount,
    igst_amount: draft.taxes.igst_amount,
    gst_amount: draft.taxes.gst_amount,
    total: draft.taxes.total,
    tds_id: draft.tdsId,
    tds_amount: draft.taxes.tds_amount,
    net_payable: draft.taxes.net_payable,
    // Whoever drafts without reading the budget learns whether it fits (over_budget), not the figures.
    budget: impact && (await readsBudget(db, caller.session)) ? impact : null,
    control,
    // As the budget check at submit decides it (spend/budget-check.ts).
    over_budget: Boolean(impact && control && goesOver(impact, control)),
  }
}

/** The GST rate of the vendor's latest expense with one (still active), for a new expense of theirs. */
export async function vendorDefaults(db: Database, caller: Caller, vendorId: number) {
  await assertDrafter(db, caller)
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, caller.tenantId)))
    .limit(1)
  if (!vendor) throw notFound('This vendor')
  const [latest] = await db
    .select({ gstId: expenses.gstId })
    .from(expenses)
    .innerJoin(gstRates, eq(gstRates.id, expenses.gstId))
    .where(
      and(
        eq(expenses.organizationId, caller.tenantId),
        eq(expenses.vendorId, vendor.id),
        ne(expenses.status, 'cancelled'),
        isNotNull(expenses.gstId),
        isNull(gstRates.archivedAt),
      ),
    )
    .orderBy(desc(expenses.invoiceDate), desc(expenses.id))
    .limit(1)
  return { vendor_id: vendor.id, gst_id: latest?.gstId ?? null }
}

/** GET /v2/expenses/contract-instalments: what an invoice on the project may be booked for. */
export async function contractInstalmentChoices(db: Database, caller: Caller, projectId: number) {
  await assertDrafter(db, caller)
  await assertProjectInScope(db, caller, projectId)
  return invoiceableInstalments(db, caller.tenantId, projectId)
}
