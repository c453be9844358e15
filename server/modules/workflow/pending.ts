import type { DocumentType, PendingLevel } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { userNames } from '../users/names'
import { pendingLevelAt, toPendingLevel } from './levels'

/** The pending level of each submitted row of a page (a petty-cash page holds few submitted rows). */
export async function pendingLevelsOf(
  db: Database,
  tenantId: number,
  type: DocumentType,
  rows: { id: number; projectId: number; status: string; pendingLevelNo: number | null }[],
): Promise<Map<number, PendingLevel>> {
  const result = new Map<number, PendingLevel>()
  for (const row of rows) {
    if (row.status !== 'submitted' || row.pendingLevelNo === null) continue
    const level = await pendingLevelAt(db, tenantId, row.projectId, type, row.pendingLevelNo)
    if (level) result.set(row.id, toPendingLevel(level, await userNames(db, level.approverIds)))
  }
  return result
}
