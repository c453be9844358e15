import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { BudgetCodeOption, BudgetLine } from '../../../contract/budget'
import type { FieldError } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { budgetLines, categories } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject, chosenVersion, versionByNumber } from '../budget-versions/access'
import { selectLines, toBudgetLine } from '../budget-versions/line-rows'
import { likePattern } from '../paging'
import { refreshFigures } from './version-rows'

/*
 * Lines picked by what they are: budget codes as choices for a form, the above-the-line lines of
 * a version, and removing some of those from a version (soft-deleted and audited, so each line's
 * log shows it).
 */

const CODE_CHOICES = 50
const ATL_MAX = 500

export async function budgetCodes(
  db: Database,
  caller: Caller,
  projectId: number,
  query: { budgetV?: number; search?: string },
): Promise<BudgetCodeOption[]> {
  const project = await budgetProject(db, caller, projectId)
  const version = await chosenVersion(db, project.id, query.budgetV)
  if (!version) return []
  const pattern = query.search ? likePattern(query.search) : null
  const rows = await db
    .select({
      budget_id: budgetLines.id,
      budget_code: budgetLines.budgetCode,
      description: budgetLines.description,
      category_name: categories.name,
      amount: budgetLines.amount,
    })
    .from(budgetLines)
    .leftJoin(categories, eq(categories.id, budgetLines.categoryId))
    .where(
      and(
        eq(budgetLines.versionId, version.id),
        isNull(budgetLines.deletedAt),
        pattern
          ? or(
              sql`${budgetLines.budgetCode} ilike ${pattern}`,
              sql`${budgetLines.description} ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    // Codes are unique per version whatever their case: budget_lines_code_key gives this order.
    .orderBy(asc(sql`lower(${budgetLines.budgetCode})`))
    .limit(CODE_CHOICES)
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

export async function atlLines(db: Database, caller: Caller, projectId: number, budgetV?: number) {
  const project = await budgetProject(db, caller, projectId)
  const version = await chosenVersion(db, project.id, budgetV)
  const lines: BudgetLine[] = version
    ? (
        await selectLines(db)
          .where(
            and(
              eq(budgetLines.versionId, version.id),
              isNull(budgetLines.deletedAt),
              eq(budgetLines.isAtl, true),
            ),
          )
          .orderBy(asc(budgetLines.position), asc(budgetLines.id))
          .limit(ATL_MAX)
      ).map(toBudgetLine)
    : []
  return {
    data: lines,
    budgetV: version?.versionNo ?? null,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: project.currency,
  }
}

export async function deleteAtlLines(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  input: { project_id: number; budgetV: number; budget_ids: number[] },
) {
  const project = await budgetProject(db, caller, input.project_id)
  return db.transaction(async (tx) => {
    const version = await versionByNumber(tx, project.id, input.budgetV)
    if (version.isOriginal) throw conflict('Lines of the approved original cannot be deleted', [], 'locked')
    const ids = [...new Set(input.budget_ids)]
    const found = await tx
      .select({ id: budgetLines.id, code: budgetLines.budgetCode, amount: budgetLines.amount })
      .from(budgetLines)
      .where(
        and(
          inArray(budgetLines.id, ids),
          eq(budgetLines.versionId, version.id),
          eq(budgetLines.isAtl, true),
          isNull(budgetLines.deletedAt),
        ),
      )
      .for('update')
    const valid = new Map(found.map((line) => [line.id, line]))
    const errors: FieldError[] = input.budget_ids.flatMap((id, index) =>
      valid.has(id)
        ? []
        : [
            {
              path: `budget_ids.${index}`,
              message: `Line ${id} is not an above-the-line line of version ${input.budgetV}`,
              code: 'notAtl',
            },
          ],
    )
    if (errors.length) throw badRequest('Some lines cannot be deleted here', errors, 'invalid')
    await tx
      .update(budgetLines)
      .set({
        deletedAt: now,
        updatedAt: now,
        updatedBy: caller.session.userId,
        rowVersion: sql`${budgetLines.rowVersion} + 1`,
      })
      .where(inArray(budgetLines.id, ids))
    await refreshFigures(tx, version.id)
    await audit(
      tx,
      found.map((line) => ({
        action: 'budget_line.delete',
        entity: 'budget_line',
        entityId: line.id,
        before: { budget_code: line.code, amount: Number(line.amount) },
      })),
    )
    return { deleted: ids.length }
  })
}
