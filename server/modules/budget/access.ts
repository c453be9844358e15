import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isAdminRole, PERMISSION_ALLOWED } from '../../../contract/codes'
import { DEFAULT_BASE_CURRENCY } from '../../../contract/masters/defaults'
import type { Database } from '../../db/client'
import { budgetVersions, currencies, projectMembers, projects, rolePermissions } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { SessionInfo } from '../../http/route'

/*
 * Who may reach a project's budget: the project must be the tenant's, and callers other than
 * Admins must be on its team. Anything else answers 404, so ids of other teams' projects leak
 * nothing. Also the project's currency (budget amounts are its minor units) and its versions.
 */

export type Caller = { session: SessionInfo; tenantId: number }
export type Currency = { code: string; minor_units: number }
export type BudgetProject = { id: number; currency: Currency }

const projectCurrency = alias(currencies, 'project_currency')
const baseCurrency = alias(currencies, 'base_currency')

/** Admins see every project of the tenant; others only those whose team they are on. */
export async function assertMember(db: Database, caller: Caller, projectId: number) {
  if (isAdminRole(caller.session.roleType)) return
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, caller.session.userId)))
    .limit(1)
  if (!member) throw notFound('This project')
}

/** The project of the tenant the caller may work on, with its currency; 404 otherwise. */
export async function budgetProject(db: Database, caller: Caller, projectId: number): Promise<BudgetProject> {
  const [row] = await db
    .select({
      id: projects.id,
      code: sql<string | null>`coalesce(${projectCurrency.code}, ${baseCurrency.code})`,
      minorUnits: sql<number | null>`coalesce(${projectCurrency.minorUnits}, ${baseCurrency.minorUnits})`,
    })
    .from(projects)
    .leftJoin(projectCurrency, eq(projectCurrency.id, projects.currencyId))
    .leftJoin(
      baseCurrency,
      and(
        eq(baseCurrency.organizationId, projects.organizationId),
        eq(baseCurrency.isBase, true),
        isNull(baseCurrency.archivedAt),
      ),
    )
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, caller.tenantId)))
    .limit(1)
  if (!row) throw notFound('This project')
  await assertMember(db, caller, row.id)
  return {
    id: row.id,
    currency: { code: row.code ?? DEFAULT_BASE_CURRENCY, minor_units: Number(row.minorUnits ?? 2) },
  }
}

export type VersionRecord = typeof budgetVersions.$inferSelect

/** A live (not archived) version of the project by its number; 404 when there is none. */
export async function versionByNumber(db: Database, projectId: number, versionNo: number) {
  const [version] = await db
    .select()
    .from(budgetVersions)
    .where(
      and(
        eq(budgetVersions.projectId, projectId),
        eq(budgetVersions.versionNo, versionNo),
        isNull(budgetVersions.archivedAt),
      ),
    )
    .limit(1)
  if (!version) throw notFound(`Budget version ${versionNo}`)
  return version
}

/** The project's current version, or null while it has no budget. */
export async function currentVersion(db: Database, projectId: number): Promise<VersionRecord | null> {
  const [version] = await db
    .select()
    .from(budgetVersions)
    .where(
      and(
        eq(budgetVersions.projectId, projectId),
        eq(budgetVersions.isCurrent, true),
        isNull(budgetVersions.archivedAt),
      ),
    )
    .orderBy(desc(budgetVersions.versionNo))
    .limit(1)
  return version ?? null
}

/** `budgetV` when given (404 if it is not a live version), else the current version or null. */
export async function chosenVersion(db: Database, projectId: number, budgetV: number | undefined) {
  return budgetV === undefined ? currentVersion(db, projectId) : versionByNumber(db, projectId, budgetV)
}

/** Whether the caller may archive versions (permission budget DELETE; Admins always may). */
export async function mayDeleteBudget(db: Database, session: SessionInfo) {
  if (isAdminRole(session.roleType)) return true
  const [allowed] = await db
    .select({ active: rolePermissions.permissionActive })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, session.roleId),
        eq(rolePermissions.moduleName, 'budget'),
        eq(rolePermissions.methodName, 'DELETE'),
        eq(rolePermissions.permissionActive, PERMISSION_ALLOWED),
      ),
    )
    .limit(1)
  return Boolean(allowed)
}
