import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import type { SessionInfo } from '../../http/route'
import { type Currency, projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope } from '../projects/scope'

/*
 * A project's budget versions and codes, as every module that books on a code reads them, and who
 * may reach the budget: whoever may see the project (projects/scope.ts); anything else answers 404,
 * so ids of other teams' projects leak nothing. Also the project's currency (budget amounts are its
 * minor units). Below the budget's reports (budget/), which read the documents that use it.
 */

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

/** Each project's current version (the highest live one marked current); none while it has no budget. */
export async function currentVersions(
  db: Database,
  projectIds: number[],
): Promise<Map<number, VersionRecord>> {
  if (projectIds.length === 0) return new Map()
  const versions = await db
    .selectDistinctOn([budgetVersions.projectId])
    .from(budgetVersions)
    .where(
      and(
        inArray(budgetVersions.projectId, projectIds),
        eq(budgetVersions.isCurrent, true),
        isNull(budgetVersions.archivedAt),
      ),
    )
    .orderBy(budgetVersions.projectId, desc(budgetVersions.versionNo))
  return new Map(versions.map((version) => [version.projectId, version]))
}

/** The project's current version, or null while it has no budget. */
export async function currentVersion(db: Database, projectId: number): Promise<VersionRecord | null> {
  return (await currentVersions(db, [projectId])).get(projectId) ?? null
}

/** `budgetV` when given (404 if it is not a live version), else the current version or null. */
export async function chosenVersion(db: Database, projectId: number, budgetV: number | undefined) {
  return budgetV === undefined ? currentVersion(db, projectId) : versionByNumber(db, projectId, budgetV)
}

/** Whether the caller may archive versions (permission budget DELETE; Admins always may). */
export const mayDeleteBudget = (db: Database, session: SessionInfo) =>
  mayCall(db, session, 'budget', 'DELETE')

/**
 * The code as the project's current version spells it, for a document booked on it; 400 on
 * `path` when the project has no budget yet or the version lacks the code.
 */
export async function codeOfCurrentVersion(
  db: Database,
  projectId: number,
  code: string,
  path = 'budget_code',
) {
  const refuse = (message: string, errorCode: 'noBudget' | 'unknownCode') =>
    badRequest(message, [{ path, message, code: errorCode }], errorCode)
  const version = await currentVersion(db, projectId)
  if (!version) throw refuse('This project has no budget yet: upload one first', 'noBudget')
  const [line] = await db
    .select({ code: budgetLines.budgetCode })
    .from(budgetLines)
    .where(
      and(
        eq(budgetLines.versionId, version.id),
        isNull(budgetLines.deletedAt),
        sql`lower(${budgetLines.budgetCode}) = lower(${code})`,
      ),
    )
    .limit(1)
  if (!line)
    throw refuse(`${code} is not a code of the current budget (version ${version.versionNo})`, 'unknownCode')
  return { versionId: version.id, code: line.code }
}
