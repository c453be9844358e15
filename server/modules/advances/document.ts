import { eq, sql } from 'drizzle-orm'
import { projects, vendorAdvances, vendors } from '../../db/schema'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { type AdvanceRecord, advanceFor, advanceNumber } from './access'
import { resolveAdvance, storedInput } from './inputs'

/*
 * A vendor advance in the workflow (document type 'advance'): anyone who may change advances
 * submits it and answers for it from then on; its amount is what the levels compare. Against a PO
 * it adds nothing to the budget (the PO's commitment holds it); without one it adds its amount to
 * its code. Once approved it is paid and settled by the advance's own steps (workflow.ts).
 */

export const advanceDocument: DocumentAdapter<AdvanceRecord> = {
  type: 'advance',
  noun: 'advance',
  table: vendorAdvances,
  columns: {
    id: vendorAdvances.id,
    organizationId: vendorAdvances.organizationId,
    projectId: vendorAdvances.projectId,
    status: vendorAdvances.status,
    pendingLevelNo: vendorAdvances.pendingLevelNo,
    amount: vendorAdvances.amount,
    requestedBy: sql`coalesce(${vendorAdvances.submittedBy}, ${vendorAdvances.createdBy})`,
  },
  submitterBecomesRequester: true,
  cancellableFrom: ['draft', 'rejected', 'submitted'],

  load: (db, caller, id) => advanceFor(db, caller, id, true),
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.submittedBy ?? row.createdBy,
    amount: Number(row.amount),
    rowVersion: row.rowVersion,
  }),
  // The PO's open amount and the vendor's TDS may have moved since the draft: checked again.
  async refresh(db, caller, row) {
    const values = await resolveAdvance(db, caller.tenantId, storedInput(row), row.id)
    await db.update(vendorAdvances).set(values).where(eq(vendorAdvances.id, row.id))
    return { ...row, ...values }
  },
  contributions: async (_db, _tenantId, row) =>
    row.poId === null ? [{ budget_code: row.budgetCode, amount: Number(row.amount) }] : [],
  async save(db, id, change, now) {
    await db
      .update(vendorAdvances)
      .set({ ...change, rowVersion: sql`${vendorAdvances.rowVersion} + 1`, updatedAt: now })
      .where(eq(vendorAdvances.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: vendorAdvances.id,
            code: projects.code,
            no: vendorAdvances.advanceNo,
            vendor: vendors.legalName,
          })
          .from(vendorAdvances)
          .innerJoin(projects, eq(projects.id, vendorAdvances.projectId))
          .innerJoin(vendors, eq(vendors.id, vendorAdvances.vendorId))
          .where(idIn(vendorAdvances.id, distinct)),
      (id, row) => ({
        label: row ? `${advanceNumber(row.code, row.no)} · ${row.vendor}` : `#${id}`,
        path: `/vendorAdvanceRequestView?advance=${id}`,
      }),
    ),
}
