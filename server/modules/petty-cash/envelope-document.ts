import { and, eq, sql } from 'drizzle-orm'
import { pettyCashEnvelopes, pettyCashHolders, projects, users } from '../../db/schema'
import { conflict } from '../../http/errors'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import {
  assertHolderOrAccounts,
  type EnvelopeRecord,
  envelopeFor,
  envelopeNumber,
  holderUserId,
} from './access'
import { holderBalance } from './balance'
import { envelopeContributions } from './contributions'
import { assertBillReceipts } from './envelope-lines'
import { holderBlocked } from './float-rules'

/*
 * An envelope in the workflow: the holder answers for it (accounts may raise it for them). After
 * submission an auditor who is not the holder passes it (envelopes.ts) before any level may
 * approve it (`assertDecidable`). Until posted it adds its bills' cost to their codes; posted, the
 * bills are actual (ledger.ts). A claim above the holder's balance is refused while they are over
 * their limit or overdue.
 */

export type EnvelopeRow = EnvelopeRecord & { holderUserId: number }

export const envelopeDocument: DocumentAdapter<EnvelopeRow> = {
  type: 'envelope',
  noun: 'petty-cash envelope',
  table: pettyCashEnvelopes,
  columns: {
    id: pettyCashEnvelopes.id,
    organizationId: pettyCashEnvelopes.organizationId,
    projectId: pettyCashEnvelopes.projectId,
    status: pettyCashEnvelopes.status,
    pendingLevelNo: pettyCashEnvelopes.pendingLevelNo,
    amount: pettyCashEnvelopes.total,
    requestedBy: sql`(select h.user_id from ${pettyCashHolders} h where h.id = ${pettyCashEnvelopes.holderId})`,
  },
  // The holder raises it, or accounts do for them; anyone the levels name decides.
  assertMayRaise: (db, caller, row) => assertHolderOrAccounts(db, caller.session, row.holderUserId),
  submitterBecomesRequester: false,
  cancellableFrom: ['draft', 'rejected', 'submitted'],

  async load(db, caller, id) {
    const row = await envelopeFor(db, caller, id, true)
    return { ...row, holderUserId: await holderUserId(db, row.holderId) }
  },
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.holderUserId,
    amount: Number(row.total),
    rowVersion: row.rowVersion,
  }),
  // A resubmitted envelope is audited afresh; the claim rule is checked on today's balance; bills
  // from the organisation's receipt amount up need their receipts.
  async refresh(db, caller, row) {
    await assertBillReceipts(db, caller.tenantId, row.id)
    const [holder] = await db
      .select()
      .from(pettyCashHolders)
      .where(and(eq(pettyCashHolders.id, row.holderId), eq(pettyCashHolders.organizationId, caller.tenantId)))
    if (!holder) throw new Error('envelope without holder')
    const balance = await holderBalance(db, caller.tenantId, holder, caller.now)
    if (Number(row.total) > balance.outstanding && (balance.over_limit || balance.overdue))
      throw holderBlocked(
        'This claim is above the holder’s balance while they are over their limit or overdue: settle first',
      )
    await db
      .update(pettyCashEnvelopes)
      .set({ auditedBy: null, auditedAt: null })
      .where(eq(pettyCashEnvelopes.id, row.id))
    return { ...row, auditedBy: null, auditedAt: null }
  },
  async assertDecidable(_db, row) {
    if (row.auditedAt === null)
      throw conflict('This envelope has not been audited yet: an auditor passes it first', [], 'notAudited')
  },
  contributions: (db, tenantId, row) =>
    envelopeContributions(db, { tenantId, projectId: row.projectId }, row.id),
  async save(db, id, change, now) {
    await db
      .update(pettyCashEnvelopes)
      .set({ ...change, rowVersion: sql`${pettyCashEnvelopes.rowVersion} + 1`, updatedAt: now })
      .where(eq(pettyCashEnvelopes.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: pettyCashEnvelopes.id,
            code: projects.code,
            no: pettyCashEnvelopes.envelopeNo,
            holder: users.name,
          })
          .from(pettyCashEnvelopes)
          .innerJoin(projects, eq(projects.id, pettyCashEnvelopes.projectId))
          .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashEnvelopes.holderId))
          .innerJoin(users, eq(users.id, pettyCashHolders.userId))
          .where(idIn(pettyCashEnvelopes.id, distinct)),
      (id, row) => ({
        label: row ? `${row.code}/${envelopeNumber(row.no)} · Petty cash bills of ${row.holder}` : `#${id}`,
        path: `/cashManagementView?tab=envelopes&envelope=${id}`,
      }),
    ),
}
