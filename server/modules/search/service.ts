import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { PermissionModule } from '../../../contract/codes'
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchItem,
  type SearchKind,
} from '../../../contract/search'
import type { Database } from '../../db/client'
import {
  budgetLines,
  budgetVersions,
  contracts,
  expenses,
  projects,
  purchaseOrders,
  users,
  vendors,
} from '../../db/schema'
import { mayCall } from '../../http/permissions'
import { contractNumber } from '../contracts/access'
import { searchCondition } from '../masters/read'
import { likePattern } from '../paging'
import { projectScope, type Viewer } from '../projects/scope'
import { poNumber } from '../purchase/access'

/*
 * The search across the product: each kind is searched only when the caller may read its module
 * (the permission its own list endpoint asks for), always within the tenant, and what hangs off a
 * project (budget codes, POs, expenses, contracts) only on the projects the caller may see
 * (projects/scope.ts). Each kind matches what its own list's search matches, plus its number.
 */

export type SearchRequest = { q: string; kinds?: readonly SearchKind[]; limit?: number }

type Finder = (db: Database, viewer: Viewer, term: Term, take: number) => Promise<SearchItem[]>

/** What was typed, ready for the queries. */
type Term = {
  /** %text% for ILIKE, with % and _ escaped. */
  pattern: string
  /** text% for ILIKE: what starts with the text sorts first. */
  prefix: string
  text: string
  /** The number in `MD-01/PO/0007`, `PO/7` or `7`, when the text ends in one. */
  number: number | null
}

function termOf(q: string): Term {
  const text = q.trim()
  const tail = text.replace(/^.*\//, '').trim()
  const number = /^\d{1,9}$/.test(tail) ? Number(tail) : null
  return { pattern: likePattern(text), prefix: likePattern(text).slice(1), text, number }
}

/** Which permission each kind's own list asks for (contract/api: the module's GET). */
const READ_PERMISSION: Record<SearchKind, PermissionModule> = {
  project: 'project',
  budget_code: 'budget',
  vendor: 'vendors',
  // The PO list is the project module's (purchase POST is raising them, not reading).
  purchase_order: 'project',
  expense: 'expenses',
  contract: 'contract',
  person: 'users',
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return search.toString()
}
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ')

const findProjects: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({ id: projects.id, name: projects.name, code: projects.code })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, viewer.tenantId),
        projectScope(viewer, projects.id),
        or(sql`${projects.name} ilike ${term.pattern}`, sql`${projects.code} ilike ${term.pattern}`),
      ),
    )
    .orderBy(
      sql`(${projects.code} ilike ${term.prefix} or ${projects.name} ilike ${term.prefix}) desc`,
      asc(projects.name),
      asc(projects.id),
    )
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: row.code,
    href: `/editProjectView/${row.id}`,
  }))
}

/** Codes of each visible project's current budget version, by code or description. */
const findBudgetCodes: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({
      id: budgetLines.id,
      code: budgetLines.budgetCode,
      description: budgetLines.description,
      projectId: projects.id,
      projectCode: projects.code,
    })
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .innerJoin(projects, eq(projects.id, budgetLines.projectId))
    .where(
      and(
        eq(budgetLines.organizationId, viewer.tenantId),
        eq(budgetVersions.isCurrent, true),
        isNull(budgetVersions.archivedAt),
        isNull(budgetLines.deletedAt),
        projectScope(viewer, budgetLines.projectId),
        or(
          sql`${budgetLines.budgetCode} ilike ${term.pattern}`,
          sql`${budgetLines.description} ilike ${term.pattern}`,
        ),
      ),
    )
    .orderBy(
      sql`(${budgetLines.budgetCode} ilike ${term.prefix}) desc`,
      asc(projects.code),
      asc(budgetLines.budgetCode),
      asc(budgetLines.id),
    )
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: row.code,
    subtitle: joined(row.description, row.projectCode),
    href: `/budgetView?${query({ project: row.projectId, search: row.code })}`,
  }))
}

/** Live vendors by legal or trade name, GSTIN, PAN or contact (the vendor list's own search). */
const findVendors: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({
      id: vendors.id,
      legalName: vendors.legalName,
      tradeName: vendors.tradeName,
      gstin: vendors.gstin,
      pan: vendors.pan,
    })
    .from(vendors)
    .where(
      and(
        eq(vendors.organizationId, viewer.tenantId),
        isNull(vendors.archivedAt),
        searchCondition(vendors, term.text),
      ),
    )
    .orderBy(
      sql`(${vendors.legalName} ilike ${term.prefix} or ${vendors.tradeName} ilike ${term.prefix}) desc`,
      asc(vendors.legalName),
      asc(vendors.id),
    )
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: row.legalName,
    subtitle: joined(row.tradeName !== row.legalName ? row.tradeName : null, row.gstin ?? row.pan),
    href: `/vendorView?${query({ search: row.legalName })}`,
  }))
}

/** POs of the visible projects by title or number (MD-01/PO/0007, PO/7, 7). */
const findPurchaseOrders: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({
      id: purchaseOrders.id,
      poNo: purchaseOrders.poNo,
      title: purchaseOrders.title,
      projectId: projects.id,
      projectCode: projects.code,
      vendorName: vendors.legalName,
    })
    .from(purchaseOrders)
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        eq(purchaseOrders.organizationId, viewer.tenantId),
        projectScope(viewer, purchaseOrders.projectId),
        or(
          sql`${purchaseOrders.title} ilike ${term.pattern}`,
          term.number === null ? undefined : eq(purchaseOrders.poNo, term.number),
        ),
      ),
    )
    .orderBy(desc(purchaseOrders.id))
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: joined(poNumber(row.projectCode, row.poNo), row.title),
    subtitle: row.vendorName,
    href: `/projectPosList/${row.projectId}?${query({ po: row.id })}`,
  }))
}

/** Expenses of the visible projects by invoice number, description or vendor (the list's own search). */
const findExpenses: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({
      id: expenses.id,
      invoiceNo: expenses.invoiceNo,
      invoiceDate: expenses.invoiceDate,
      description: expenses.description,
      projectCode: projects.code,
      vendorName: vendors.legalName,
    })
    .from(expenses)
    .innerJoin(projects, eq(projects.id, expenses.projectId))
    .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
    .where(
      and(
        eq(expenses.organizationId, viewer.tenantId),
        projectScope(viewer, expenses.projectId),
        or(
          sql`${expenses.invoiceNo} ilike ${term.pattern}`,
          sql`${expenses.description} ilike ${term.pattern}`,
          sql`${vendors.legalName} ilike ${term.pattern}`,
          sql`${vendors.tradeName} ilike ${term.pattern}`,
        ),
      ),
    )
    .orderBy(
      sql`(${expenses.invoiceNo} ilike ${term.prefix}) desc`,
      desc(expenses.invoiceDate),
      desc(expenses.id),
    )
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: joined(row.invoiceNo, row.vendorName),
    subtitle: joined(row.description, row.projectCode, row.invoiceDate),
    href: `/apps/expenseMasterView?${query({ expense: row.id })}`,
  }))
}

/** Contracts of the visible projects by title, person, role (trigram-indexed) or number. */
const findContracts: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({
      id: contracts.id,
      contractNo: contracts.contractNo,
      version: contracts.version,
      title: contracts.title,
      counterparty: contracts.counterpartyName,
      projectCode: projects.code,
      vendorName: vendors.legalName,
    })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .leftJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(
      and(
        eq(contracts.organizationId, viewer.tenantId),
        projectScope(viewer, contracts.projectId),
        or(
          sql`${contracts.searchText} like ${likePattern(term.text.toLowerCase())}`,
          term.number === null ? undefined : eq(contracts.contractNo, term.number),
        ),
      ),
    )
    .orderBy(desc(contracts.id))
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: joined(
      contractNumber(row.projectCode, row.contractNo, row.version),
      row.counterparty ?? row.vendorName,
    ),
    href: `/contractView?${query({ contract: row.id })}`,
  }))
}

/** The organisation's active people by name or email. */
const findPeople: Finder = async (db, viewer, term, take) => {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, viewer.tenantId),
        isNull(users.archivedAt),
        eq(users.invitationBlocked, false),
        or(sql`${users.name} ilike ${term.pattern}`, sql`${users.email} ilike ${term.pattern}`),
      ),
    )
    .orderBy(sql`(${users.name} ilike ${term.prefix}) desc`, asc(users.name), asc(users.id))
    .limit(take)
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: row.email,
    href: `/usersView?${query({ search: row.email })}`,
  }))
}

const FINDERS: Record<SearchKind, Finder> = {
  project: findProjects,
  budget_code: findBudgetCodes,
  vendor: findVendors,
  purchase_order: findPurchaseOrders,
  expense: findExpenses,
  contract: findContracts,
  person: findPeople,
}

/** The groups of records matching `q` the caller may read, in SEARCH_KINDS order; empty groups left out. */
export async function search(db: Database, viewer: Viewer, request: SearchRequest): Promise<SearchGroup[]> {
  const term = termOf(request.q)
  const limit = request.limit ?? SEARCH_DEFAULT_LIMIT
  const wanted = SEARCH_KINDS.filter((kind) => !request.kinds || request.kinds.includes(kind))
  const groups: SearchGroup[] = []
  // One kind after another: a request holds one connection, and most answer from an index.
  for (const kind of wanted) {
    if (!(await mayCall(db, viewer.session, READ_PERMISSION[kind], 'GET'))) continue
    const found = await FINDERS[kind](db, viewer, term, limit + 1)
    if (found.length === 0) continue
    groups.push({ kind, items: found.slice(0, limit), more: found.length > limit })
  }
  return groups
}
