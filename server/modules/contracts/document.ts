import { eq, sql } from 'drizzle-orm'
import { contractInstalments, contracts, projects } from '../../db/schema'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { type ContractRecord, contractFor, contractNumber } from './access'

/*
 * A contract in the workflow (type 'contract'): internal approval through the project's contract
 * levels by its value, or the Admins without levels. Whoever drafted it answers for it. Nothing
 * is committed until both sides have signed, so the budget check shows what execution will commit.
 */

export const contractDocument: DocumentAdapter<ContractRecord> = {
  type: 'contract',
  noun: 'contract',
  table: contracts,
  columns: {
    id: contracts.id,
    organizationId: contracts.organizationId,
    projectId: contracts.projectId,
    status: contracts.status,
    pendingLevelNo: contracts.pendingLevelNo,
    amount: contracts.value,
    requestedBy: contracts.createdBy,
  },
  submitterBecomesRequester: false,
  cancellableFrom: ['draft', 'rejected', 'submitted', 'approved', 'sent', 'partly_signed'],

  load: (db, caller, id) => contractFor(db, caller, id, true),
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.createdBy,
    amount: Number(row.value),
    rowVersion: row.rowVersion,
  }),
  /**
   * What execution will commit. An amendment replaces what the version it amends commits, so it
   * adds (or takes away) only the difference on each code; a renewal adds all of its own.
   */
  async contributions(db, _tenantId, row) {
    const amountsOf = (contractId: number) =>
      db
        .select({ code: contractInstalments.budgetCode, amount: contractInstalments.amount })
        .from(contractInstalments)
        .where(eq(contractInstalments.contractId, contractId))
    const byCode = new Map<string, number>()
    for (const instalment of await amountsOf(row.id))
      byCode.set(instalment.code, (byCode.get(instalment.code) ?? 0) + Number(instalment.amount))
    if (row.versionKind === 'amendment' && row.previousId !== null)
      for (const instalment of await amountsOf(row.previousId))
        byCode.set(instalment.code, (byCode.get(instalment.code) ?? 0) - Number(instalment.amount))
    return [...byCode].map(([code, amount]) => ({ budget_code: code, amount }))
  },
  async save(db, id, change, now) {
    await db
      .update(contracts)
      .set({ ...change, rowVersion: sql`${contracts.rowVersion} + 1`, updatedAt: now })
      .where(eq(contracts.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: contracts.id,
            code: projects.code,
            no: contracts.contractNo,
            version: contracts.version,
            title: contracts.title,
          })
          .from(contracts)
          .innerJoin(projects, eq(projects.id, contracts.projectId))
          .where(idIn(contracts.id, distinct)),
      (id, row) => ({
        label: row ? `${contractNumber(row.code, row.no, row.version)} · ${row.title}` : `#${id}`,
        path: `/contractView?contract=${id}`,
      }),
    ),
}
