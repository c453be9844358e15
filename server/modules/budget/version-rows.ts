import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { BUDGET_VERSION_SOURCES, type BudgetVersion } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions, projects, users } from '../../db/schema'
import { iso } from '../paging'

/*
 * Versions as the API shows them, and the bookkeeping every new version shares: its number is
 * the project's highest + 1 (archived ones count, numbers are never reused), it becomes the only
 * current one, and its line count and total are kept on the row.
 */

const creator = alias(users, 'creator')
const approver = alias(users, 'approver')

export async function versionsOf(db: Database, projectId: number, versionId?: number) {
  const rows = await db
    .select({
      version: budgetVersions,
      createdByName: creator.name,
      approvedByName: approver.name,
    })
    .from(budgetVersions)
    .leftJoin(creator, eq(creator.id, budgetVersions.createdBy))
    .leftJoin(approver, eq(approver.id, budgetVersions.approvedBy))
    .where(
      and(
        eq(budgetVersions.projectId, projectId),
        isNull(budgetVersions.archivedAt),
        versionId === undefined ? undefined : eq(budgetVersions.id, versionId),
      ),
    )
    .orderBy(asc(budgetVersions.versionNo))
  return rows.map(({ version, createdByName, approvedByName }): BudgetVersion => {
    const source = BUDGET_VERSION_SOURCES.find((known) => known === version.source) ?? 'upload'
    return {
      budgetV: version.versionNo,
      note: version.note,
      source,
      copied_from: version.copiedFrom,
      is_current: version.isCurrent,
      is_original: version.isOriginal,
      approved_at: iso(version.approvedAt),
      approved_by_name: approvedByName,
      line_count: version.lineCount,
      total: Number(version.total),
      created_at: version.createdAt.toISOString(),
      created_by_name: createdByName,
    }
  })
}

export async function versionAnswer(db: Database, projectId: number, versionId: number) {
  const [version] = await versionsOf(db, projectId, versionId)
  if (!version) throw new Error(`budget version ${versionId} vanished`)
  return version
}

/**
 * Takes the project's row lock, so two uploads or copies at once cannot both pick the same next
 * number, and answers that number.
 */
export async function nextVersionNo(tx: Database, projectId: number) {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update')
  const [row] = await tx
    .select({ highest: sql<number>`coalesce(max(${budgetVersions.versionNo}), 0)::int` })
    .from(budgetVersions)
    .where(eq(budgetVersions.projectId, projectId))
  return Number(row?.highest ?? 0) + 1
}

/** Makes one version the project's only current one. */
export async function makeCurrent(tx: Database, projectId: number, versionId: number) {
  await tx
    .update(budgetVersions)
    .set({ isCurrent: sql`${budgetVersions.id} = ${versionId}` })
    .where(
      and(
        eq(budgetVersions.projectId, projectId),
        sql`${budgetVersions.isCurrent} <> (${budgetVersions.id} = ${versionId})`,
      ),
    )
}

/** Recounts a version's live lines and their total after a write to many of them. */
export async function refreshFigures(tx: Database, versionId: number) {
  await tx
    .update(budgetVersions)
    .set({
      lineCount: sql`(select count(*)::int from ${budgetLines} where ${budgetLines.versionId} = ${versionId} and ${budgetLines.deletedAt} is null)`,
      total: sql`(select coalesce(sum(${budgetLines.amount}), 0) from ${budgetLines} where ${budgetLines.versionId} = ${versionId} and ${budgetLines.deletedAt} is null)`,
    })
    .where(eq(budgetVersions.id, versionId))
}
