import { and, eq } from 'drizzle-orm'
import { advancesApi } from '../../../contract/api/advances'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { expensesApi } from '../../../contract/api/expenses'
import { purchaseOrdersApi } from '../../../contract/api/purchase'
import { MODULES, PERMISSION_ALLOWED } from '../../../contract/codes'
import type { DocumentType } from '../../../contract/spend/common'
import {
  approvalLevels,
  budgetControls,
  budgetVersions,
  currencies,
  expenses,
  rolePermissions,
  roles,
  users,
} from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody } from '../../test/harness'
import { poBody, spendIds } from '../purchase/purchase-fixtures'

/*
 * Each approvable document type as the workflow's tests drive it over HTTP: where its routes are
 * and how a draft of an amount on a budget code is raised. A new type (petty cash, contracts…)
 * adds its entry to DOCUMENT_TYPES and runs every case of workflow.test.ts.
 */

export type Person = 'admin' | 'manager' | 'moderator'
export type Ids = Awaited<ReturnType<typeof spendIds>>

export type DocumentFixture = {
  type: DocumentType
  /** The document's routes: `${base}/${id}` reads it, `${base}/${id}/${action}` acts on it. */
  base: string
  /** Raises a draft of `amount` (project minor units) on `code` as `token`; answers its id. */
  draft: (h: Harness, token: string, ids: Ids, code: string, amount: number) => Promise<number>
  /** The id field of its read's data (compared with the id `draft` answered). */
  idOf: (data: Record<string, unknown>) => unknown
  /** It only ever lowers its codes (a credit note): it never goes over budget. */
  lowersBudget?: boolean
}

export const DOCUMENT_TYPES: DocumentFixture[] = [
  {
    type: 'po',
    base: '/v2/purchase',
    draft: async (h, token, ids, code, amount) =>
      okBody(
        purchaseOrdersApi.create,
        await h.call('POST', `/v2/purchase/project/${ids.project}`, {
          token,
          body: poBody(ids.vendor, [[code, '1', amount]]),
        }),
      ).data.po_id,
    idOf: (data) => data.po_id,
  },
  {
    type: 'expense',
    base: '/v2/expenses',
    draft: async (h, token, ids, code, amount) =>
      okBody(
        expensesApi.create,
        await h.call('POST', '/v2/expenses', {
          token,
          body: {
            project_id: ids.project,
            budget_code: code,
            vendor_id: ids.vendor,
            invoice_no: `WF-${amount}`,
            invoice_date: '2026-11-05',
            amount,
          },
        }),
      ).data.expense_id,
    idOf: (data) => data.expense_id,
  },
  {
    type: 'cn',
    base: '/v2/credit-notes',
    // A credit note of the whole of an approved invoice of `amount` on the code.
    draft: async (h, token, ids, code, amount) =>
      okBody(
        creditNotesApi.create,
        await h.call('POST', '/v2/credit-notes', {
          token,
          body: {
            expense_id: await approvedExpense(h, ids, code, amount),
            cn_no: `WF-CN-${amount}`,
            cn_date: '2026-11-10',
            reason: 'discount',
            lines: [{ quantity: '1', rate: amount }],
          },
        }),
      ).data.credit_note_id,
    idOf: (data) => data.credit_note_id,
    lowersBudget: true,
  },
  {
    // A vendor advance without a PO: committed on its code, so it is budget-checked like the others.
    type: 'advance',
    base: '/v2/advances',
    draft: async (h, token, ids, code, amount) =>
      okBody(
        advancesApi.create,
        await h.call('POST', '/v2/advances', {
          token,
          body: {
            kind: 'mobilisation',
            project_id: ids.project,
            budget_code: code,
            vendor_id: ids.vendor,
            reason: 'Unit mobilisation',
            amount,
          },
        }),
      ).data.advance_id,
    idOf: (data) => data.advance_id,
  },
]

/** An approved expense of `amount` (project currency) on `code`, written directly: an original to credit. */
async function approvedExpense(h: Harness, ids: Ids, code: string, amount: number) {
  const [version] = await h.db
    .select({ id: budgetVersions.id })
    .from(budgetVersions)
    .where(and(eq(budgetVersions.projectId, ids.project), eq(budgetVersions.isCurrent, true)))
  const [inr] = await h.db
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.organizationId, DEMO_STUDIOS), eq(currencies.code, 'INR')))
  const [row] = await h.db
    .insert(expenses)
    .values({
      organizationId: DEMO_STUDIOS,
      projectId: ids.project,
      budgetVersionId: version?.id as number,
      budgetCode: code,
      vendorId: ids.vendor,
      invoiceNo: `WF-ORIG-${amount}-${Math.random()}`.slice(0, 40),
      invoiceDate: '2026-11-05',
      currencyId: inr?.id as number,
      amount,
      exchangeRate: '1.000000',
      amountProject: amount,
      total: amount,
      netPayable: amount,
      status: 'approved',
    })
    .returning({ id: expenses.id })
  return row?.id as number
}

/**
 * MD-01 with one level of `type` (from 0, approved by the Admin Manager), the Moderator (on the
 * team, no approver) allowed to change expenses, vendor advances and credit notes like the managers, and the
 * tokens of the three.
 */
/**
 * One approval level (the Admin Manager) on the demo project for each type given, the Moderator's
 * change permissions, and the three people signed in. A file that runs many cases makes it once
 * for all its types (seededOnce); the levels of one type never touch another's.
 */
export async function workflowSetup(h: Harness, types: DocumentType | readonly DocumentType[]) {
  const ids = await spendIds(h.db)
  for (const type of typeof types === 'string' ? [types] : types) {
    await h.db
      .update(approvalLevels)
      .set({ archivedAt: new Date() })
      .where(and(eq(approvalLevels.projectId, ids.project), eq(approvalLevels.documentType, type)))
    await h.db.insert(approvalLevels).values({
      organizationId: DEMO_STUDIOS,
      projectId: ids.project,
      documentType: type,
      levelNo: 1,
      name: 'Line producer',
      threshold: 0,
      approverIds: [ids.people.manager],
    })
  }
  const [moderator] = await h.db
    .select({ roleId: users.roleId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, DEMO.moderator))
  for (const moduleName of ['expenses', 'var', 'creditnote'])
    for (const methodName of ['GET', 'POST', 'PUT'])
      await h.db
        .insert(rolePermissions)
        .values({
          roleId: moderator?.roleId as number,
          moduleName,
          methodName,
          permissionActive: PERMISSION_ALLOWED,
        })
        .onConflictDoUpdate({
          target: [rolePermissions.roleId, rolePermissions.moduleName, rolePermissions.methodName],
          set: { permissionActive: PERMISSION_ALLOWED },
        })
  // The Moderator's modules: the server checks each user's module access besides the role's grants.
  await h.db
    .update(users)
    .set({ moduleAccess: [MODULES.Project, MODULES.DCR, MODULES.Expenses, MODULES.VAR, MODULES.CN] })
    .where(eq(users.email, DEMO.moderator))
  const tokens: Record<Person, string> = {
    admin: await h.login(DEMO.admin),
    manager: await h.login(DEMO.manager),
    moderator: await h.login(DEMO.moderator),
  }
  return { ids, tokens }
}

export async function setControl(h: Harness, documentType: DocumentType, action: 'stop' | 'warn') {
  await h.db
    .insert(budgetControls)
    .values({ organizationId: DEMO_STUDIOS, documentType, action })
    .onConflictDoUpdate({
      target: [budgetControls.organizationId, budgetControls.documentType],
      set: { action },
    })
}
