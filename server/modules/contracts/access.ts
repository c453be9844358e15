import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { contracts } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/* A contract is reached through its project: the tenant's, one the caller may see; 404 otherwise. */

export type ContractRecord = typeof contracts.$inferSelect

/** The contract, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function contractFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.organizationId, caller.tenantId),
        projectScope(caller, contracts.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This contract')
  return row
}

export const CONTRACT_SERIES: NumberSeries = {
  name: 'contract',
  table: contracts,
  number: contracts.contractNo,
  project: contracts.projectId,
}

/** MD-01/CON/0003, and MD-01/CON/0003 v2 for an amendment. */
export const contractNumber = (projectCode: string, contractNo: number, version = 1) =>
  `${projectCode}/CON/${String(contractNo).padStart(4, '0')}${version > 1 ? ` v${version}` : ''}`
