import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { budgetVersions } from '../../db/schema'
import { notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import type { SessionInfo } from '../../http/route'
import { type Currency, projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope, type Viewer } from '../projects/scope'

/*
 * Who may reach a project's budget: whoever may see the project (projects/scope.ts); anything else
 * answers 404, so ids of other teams' projects leak nothing. Also the project's currency (budget
 * amounts are its minor units) and its versions.
 */

export type Caller = Viewer
export type BudgetProject = { id: number; currency: Currency }

/** The project of the tenant the caller may work on, with its currency; 404 otherwise. */
export async function budgetProject(db: Database, caller: Caller, projectId: number): Promise<BudgetProject> {
  await assertProjectInScope(db, caller, projectId)
  return { id: projectId, currency: await projectCurrencyOf(db, caller.tenantId, projectId) }
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
export const mayDeleteBudget = (db: Database, session: SessionInfo) =>
  mayCall(db, session, 'budget', 'DELETE')
