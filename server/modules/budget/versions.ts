import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { BudgetVersion } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { conflict } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject, versionByNumber } from '../budget-versions/access'
import { assertNoExpenses } from './actuals'
import { makeCurrent, nextVersionNo, versionAnswer } from './version-rows'

/*
 * A project's versions: copy one into version N+1 (current, its lines copied in one
 * INSERT … SELECT), approve one (the project's first approval makes it the locked original),
 * make one current, or archive one (never the original; the highest remaining one takes over as
 * current). Versions are never hard-deleted.
 */

export async function copyVersion(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  projectId: number,
  input: { from_version: number; note: string },
): Promise<BudgetVersion> {
  const project = await budgetProject(db, caller, projectId)
  const versionId = await db.transaction(async (tx) => {
    const versionNo = await nextVersionNo(tx, project.id)
    const source = await versionByNumber(tx, project.id, input.from_version)
    const [version] = await tx
      .insert(budgetVersions)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        versionNo,
        note: input.note,
        source: 'copy',
        copiedFrom: source.versionNo,
        isCurrent: true,
        createdBy: caller.session.userId,
        lineCount: source.lineCount,
        total: source.total,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: budgetVersions.id })
    if (!version) throw new Error('budget copy: no version row')
    await makeCurrent(tx, project.id, version.id)
    await tx.execute(sql`
      insert into ${budgetLines} (organization_id, project_id, version_id, budget_code, category_id,
        sub_category_id, description, city_id, is_atl, quantity, unit, rate, amount, notes, position,
        row_version, updated_by, created_at, updated_at)
      select organization_id, project_id, ${version.id}, budget_code, category_id, sub_category_id,
        description, city_id, is_atl, quantity, unit, rate, amount, notes, position, 1,
        ${caller.session.userId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from ${budgetLines}
      where version_id = ${source.id} and deleted_at is null
      order by position, id`)
    await audit(tx, {
      action: 'budget_version.copy',
      entity: 'budget_version',
      entityId: version.id,
      after: { budgetV: versionNo, copied_from: source.versionNo, note: input.note, rows: source.lineCount },
    })
    return version.id
  })
  return versionAnswer(db, project.id, versionId)
}

export async function versionAction(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  projectId: number,
  versionNo: number,
  action: 'approve' | 'make_current',
): Promise<BudgetVersion> {
  const project = await budgetProject(db, caller, projectId)
  const versionId = await db.transaction(async (tx) => {
    await nextVersionNo(tx, project.id) // the project's lock: one version change at a time
    const version = await versionByNumber(tx, project.id, versionNo)
    if (action === 'make_current') {
      await makeCurrent(tx, project.id, version.id)
    } else {
      if (version.approvedAt)
        throw conflict(`Version ${versionNo} is already approved`, [], 'alreadyApproved')
      const [original] = await tx
        .select({ id: budgetVersions.id })
        .from(budgetVersions)
        .where(and(eq(budgetVersions.projectId, project.id), eq(budgetVersions.isOriginal, true)))
        .limit(1)
      await tx
        .update(budgetVersions)
        .set({
          approvedAt: now,
          approvedBy: caller.session.userId,
          isOriginal: !original,
          updatedAt: now,
        })
        .where(eq(budgetVersions.id, version.id))
    }
    await audit(tx, {
      action: `budget_version.${action}`,
      entity: 'budget_version',
      entityId: version.id,
      after: { budgetV: versionNo },
    })
    return version.id
  })
  return versionAnswer(db, project.id, versionId)
}

/** DELETE /v2/budget/{project_id}?budgetV: archives a version; answers which one is current now. */
export async function archiveVersion(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  projectId: number,
  versionNo: number,
) {
  const project = await budgetProject(db, caller, projectId)
  return db.transaction(async (tx) => {
    await nextVersionNo(tx, project.id)
    const version = await versionByNumber(tx, project.id, versionNo)
    if (version.isOriginal)
      throw conflict('The approved original is locked and cannot be deleted', [], 'locked')
    await assertNoExpenses(tx, caller.tenantId, version)
    await tx
      .update(budgetVersions)
      .set({ archivedAt: now, isCurrent: false, updatedAt: now })
      .where(eq(budgetVersions.id, version.id))
    let current: number | null = null
    const [remaining] = await tx
      .select({
        id: budgetVersions.id,
        versionNo: budgetVersions.versionNo,
        isCurrent: budgetVersions.isCurrent,
      })
      .from(budgetVersions)
      .where(and(eq(budgetVersions.projectId, project.id), isNull(budgetVersions.archivedAt)))
      .orderBy(desc(budgetVersions.isCurrent), desc(budgetVersions.versionNo))
      .limit(1)
    if (remaining) {
      if (!remaining.isCurrent) await makeCurrent(tx, project.id, remaining.id)
      current = remaining.versionNo
    }
    await audit(tx, {
      action: 'budget_version.archive',
      entity: 'budget_version',
      entityId: version.id,
      before: { budgetV: versionNo, is_current: version.isCurrent },
      after: { archived: true, current },
    })
    return { budgetV: versionNo, current }
  })
}
