import type { Database } from '../../db/client'
import { actualByCode, committedByCode } from '../spend/figures'
import { categoryMaps, ReportGroups, reportCode, versionLineRows } from './report-groups'

/*
 * A version's report with each code's committed and actual, plus the codes that have spend but no
 * line in the version (budget 0, no category) so the totals hold every rupee spent. The lines,
 * the two spend sums and the names are independent queries, run side by side; the lines come
 * sorted by code, so grouping them is one pass.
 */
export async function versionReport(db: Database, tenantId: number, projectId: number, versionId: number) {
  const [rows, committed, actual, { categoryOf, subCategoryName }] = await Promise.all([
    versionLineRows(db, versionId),
    committedByCode(db, tenantId, projectId),
    actualByCode(db, tenantId, projectId),
    categoryMaps(db, tenantId),
  ])
  const groups = new ReportGroups()
  const known = new Set<string>()
  for (const row of rows) {
    known.add(row.code)
    const line = {
      budget_id: row.id,
      budget_code: row.code,
      description: row.description,
      sub_category_name: row.subCategoryId === null ? null : (subCategoryName.get(row.subCategoryId) ?? null),
      is_atl: row.isAtl,
      amount: row.amount,
    }
    const code = reportCode(line, committed.get(row.code) ?? 0, actual.get(row.code) ?? 0, true)
    groups.add(row.categoryId, row.categoryId === null ? undefined : categoryOf.get(row.categoryId), code)
  }
  for (const code of new Set([...committed.keys(), ...actual.keys()])) {
    if (known.has(code)) continue
    const line = {
      budget_id: null,
      budget_code: code,
      description: '',
      sub_category_name: null,
      is_atl: false,
      amount: 0,
    }
    groups.add(null, undefined, reportCode(line, committed.get(code) ?? 0, actual.get(code) ?? 0, true))
  }
  return groups.report()
}
