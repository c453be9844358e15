import { eq, sql } from 'drizzle-orm'
import { pettyCashFloats, pettyCashHolders, projects, users } from '../../db/schema'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { assertHolderOrAccounts, type FloatRecord, floatFor, floatNumber, holderUserId } from './access'
import { assertMayAskFor } from './float-rules'

/*
 * A float or top-up in the workflow: the holder answers for it whoever raised it (accounts may
 * raise it on their behalf), so the holder never approves their own cash. It adds nothing to the
 * budget: a float is an advance, not a cost (the bills that account for it are, once posted).
 * Once approved, accounts disburse it (floats.ts), and it can no longer be cancelled.
 */

export type FloatRow = FloatRecord & { holderUserId: number }

export const floatDocument: DocumentAdapter<FloatRow> = {
  type: 'float',
  noun: 'petty-cash float',
  table: pettyCashFloats,
  columns: {
    id: pettyCashFloats.id,
    organizationId: pettyCashFloats.organizationId,
    projectId: pettyCashFloats.projectId,
    status: pettyCashFloats.status,
    pendingLevelNo: pettyCashFloats.pendingLevelNo,
    amount: pettyCashFloats.amount,
    requestedBy: sql`(select h.user_id from ${pettyCashHolders} h where h.id = ${pettyCashFloats.holderId})`,
  },
  // The holder raises it, or accounts do for them; anyone the levels name decides.
  assertMayRaise: (db, caller, row) => assertHolderOrAccounts(db, caller.session, row.holderUserId),
  submitterBecomesRequester: false,
  cancellableFrom: ['draft', 'rejected', 'submitted'],

  async load(db, caller, id) {
    const row = await floatFor(db, caller, id, true)
    return { ...row, holderUserId: await holderUserId(db, row.holderId) }
  },
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.holderUserId,
    amount: Number(row.amount),
    rowVersion: row.rowVersion,
  }),
  // The holder's balance may have moved since the draft: the limit and overdue rule apply again.
  async refresh(db, caller, row) {
    await assertMayAskFor(db, caller.tenantId, row, caller.now)
    return row
  },
  contributions: async () => [],
  async save(db, id, change, now) {
    await db
      .update(pettyCashFloats)
      .set({ ...change, rowVersion: sql`${pettyCashFloats.rowVersion} + 1`, updatedAt: now })
      .where(eq(pettyCashFloats.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: pettyCashFloats.id,
            code: projects.code,
            no: pettyCashFloats.floatNo,
            kind: pettyCashFloats.kind,
            holder: users.name,
          })
          .from(pettyCashFloats)
          .innerJoin(projects, eq(projects.id, pettyCashFloats.projectId))
          .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashFloats.holderId))
          .innerJoin(users, eq(users.id, pettyCashHolders.userId))
          .where(idIn(pettyCashFloats.id, distinct)),
      (id, row) => ({
        label: row
          ? `${row.code}/${floatNumber(row.no)} · ${row.kind === 'top_up' ? 'Top-up' : 'Petty cash float'} for ${row.holder}`
          : `#${id}`,
        path: `/cashManagementView?tab=floats&float=${id}`,
      }),
    ),
}
