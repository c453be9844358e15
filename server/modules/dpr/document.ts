import { and, eq, sql } from 'drizzle-orm'
import { dprs, projects } from '../../db/schema'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { type DprRecord, dprFor, dprNumber } from './access'

/*
 * A daily production report in the workflow: whoever submits it answers for it (so the second
 * assistant director who files it never approves it), it goes through the project's DPR levels by
 * an amount of 0 (only levels from 0 apply; a project without DPR levels sends it to its Admins)
 * and adds nothing to the budget: the DCR it gives is an estimate, never an actual. A revision, once
 * approved, supersedes the report it corrects.
 */

export const dprDocument: DocumentAdapter<DprRecord> = {
  type: 'dpr',
  noun: 'daily production report',
  table: dprs,
  columns: {
    id: dprs.id,
    organizationId: dprs.organizationId,
    projectId: dprs.projectId,
    status: dprs.status,
    pendingLevelNo: dprs.pendingLevelNo,
    amount: sql`0`,
    requestedBy: sql`coalesce(${dprs.submittedBy}, ${dprs.createdBy})`,
  },
  submitterBecomesRequester: true,
  cancellableFrom: ['draft', 'rejected', 'submitted'],

  load: (db, caller, id) => dprFor(db, caller, id, true),
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.submittedBy ?? row.createdBy,
    amount: 0,
    rowVersion: row.rowVersion,
    dated: { on: row.shootDate, field: 'shoot_date' },
  }),
  contributions: async () => [],
  async afterApproved(db, caller, row) {
    if (row.revisesId === null) return
    await db
      .update(dprs)
      .set({ status: 'superseded', rowVersion: sql`${dprs.rowVersion} + 1`, updatedAt: caller.now })
      .where(and(eq(dprs.id, row.revisesId), eq(dprs.organizationId, caller.tenantId)))
    await caller.audit(db, {
      action: 'dpr.supersede',
      entity: 'dpr',
      entityId: row.revisesId,
      after: { superseded_by: row.id },
    })
  },
  async save(db, id, change, now) {
    await db
      .update(dprs)
      .set({ ...change, rowVersion: sql`${dprs.rowVersion} + 1`, updatedAt: now })
      .where(eq(dprs.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: dprs.id,
            code: projects.code,
            no: dprs.dprNo,
            revision: dprs.revisionNo,
            day: dprs.shootDate,
          })
          .from(dprs)
          .innerJoin(projects, eq(projects.id, dprs.projectId))
          .where(idIn(dprs.id, distinct)),
      (id, row) => ({
        label: row
          ? `${row.code}/${dprNumber(row.no, row.revision)} · Daily production report of ${row.day}`
          : `#${id}`,
        path: `/dprView?id=${id}`,
      }),
    ),
}
