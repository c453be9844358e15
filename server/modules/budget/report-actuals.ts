import type { Database } from '../../db/client'
import { actualByCode, committedByCode } from '../spend/figures'
import type { ReportLine } from './reports'

/**
 * A version's lines with each code's committed and actual, plus the codes that have spend but no
 * line in the version (budget 0, no category) so the totals hold every rupee spent.
 */
export async function withActuals(db: Database, tenantId: number, projectId: number, lines: ReportLine[]) {
  const [committed, actual] = await Promise.all([
    committedByCode(db, tenantId, projectId),
    actualByCode(db, tenantId, projectId),
  ])
  const known = new Set<string>()
  const result = lines.map((line) => {
    known.add(line.budget_code)
    return {
      ...line,
      committed: committed.get(line.budget_code) ?? 0,
      actual: actual.get(line.budget_code) ?? 0,
    }
  })
  for (const code of new Set([...committed.keys(), ...actual.keys()])) {
    if (known.has(code)) continue
    result.push({
      budget_id: null,
      budget_code: code,
      description: '',
      sub_category_name: null,
      is_atl: false,
      amount: 0,
      category_id: null,
      category_name: null,
      category_position: null,
      category_code: null,
      committed: committed.get(code) ?? 0,
      actual: actual.get(code) ?? 0,
    })
  }
  return result
}
