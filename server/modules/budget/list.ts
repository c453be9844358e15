import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { budgetListQuerySchema, budgetListResponseSchema } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines } from '../../db/schema'
import type { Caller } from '../../http/caller'
import type { Payload } from '../../http/route'
import { budgetProject, chosenVersion, mayDeleteBudget } from '../budget-versions/access'
import { selectLines, toBudgetLine } from '../budget-versions/line-rows'
import { likePattern, pageOf, pagination } from '../paging'
import { versionsOf } from './version-rows'

/*
 * GET /v2/budget/project/{project_id}: one page of a version's lines in plan order. The page is
 * read straight from budget_lines_page_idx (version, position, id); the versions' line counts
 * and totals come from budget_versions, where every write keeps them, so no request counts or
 * sums a version's lines unless it searches.
 */

type Query = z.output<typeof budgetListQuerySchema>

export async function listBudget(
  db: Database,
  caller: Caller,
  projectId: number,
  query: Query,
): Promise<Payload<typeof budgetListResponseSchema>> {
  const project = await budgetProject(db, caller, projectId)
  const { page: pageNo, limit, offset } = pageOf(query)
  const version = await chosenVersion(db, project.id, query.budgetV)
  const versions = await versionsOf(db, project.id)
  if (!version) {
    return {
      data: [],
      isDelete: false,
      pagination: pagination(0, pageNo, limit, 0),
      budgetV: null,
      versions,
      currency: project.currency,
      total: 0,
    }
  }
  const conditions = [eq(budgetLines.versionId, version.id), isNull(budgetLines.deletedAt)]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        sql`${budgetLines.budgetCode} ilike ${pattern}`,
        sql`${budgetLines.description} ilike ${pattern}`,
      ) as ReturnType<typeof sql>,
    )
  }
  const where = and(...conditions)
  // The page's ids first, from the index alone, so the names are joined to 25 lines rather than
  // to every line the offset skips.
  const page = db
    .select({ pageId: budgetLines.id })
    .from(budgetLines)
    .where(where)
    .orderBy(asc(budgetLines.position), asc(budgetLines.id))
    .limit(limit)
    .offset(offset)
    .as('page')
  const rows = await selectLines(db)
    .innerJoin(page, eq(page.pageId, budgetLines.id))
    .orderBy(asc(budgetLines.position), asc(budgetLines.id))
  let matching = version.lineCount
  if (query.search) {
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(budgetLines).where(where)
    matching = Number(counted?.count ?? 0)
  }
  return {
    data: rows.map(toBudgetLine),
    isDelete: !version.isOriginal && (await mayDeleteBudget(db, caller.session)),
    pagination: pagination(matching, pageNo, limit, rows.length),
    budgetV: version.versionNo,
    versions,
    currency: project.currency,
    total: Number(version.total),
  }
}
