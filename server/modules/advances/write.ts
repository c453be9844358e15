import { eq } from 'drizzle-orm'
import type { CreateAdvanceRequest, UpdateAdvanceRequest } from '../../../contract/spend/advances'
import { nextNumber } from '../../db/numbering'
import { vendorAdvances } from '../../db/schema'
import { conflict } from '../../http/errors'
import { budgetProject } from '../budget-versions/access'
import { assertFresh } from '../workflow/refusals'
import { ADVANCE_SERIES, type AdvanceDeps, advanceFor } from './access'
import { resolveAdvance, storedInput } from './inputs'

/*
 * Drafting an advance: create, and edit while it is a draft or rejected. Every field is checked
 * again on each write (inputs.ts: the PO's open amount, the code, the vendor's TDS), and audited.
 */

export async function createAdvance(deps: AdvanceDeps, input: CreateAdvanceRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    await budgetProject(tx, caller, input.project_id)
    const values = await resolveAdvance(tx, caller.tenantId, input)
    const advanceNo = await nextNumber(tx, ADVANCE_SERIES, input.project_id)
    const [row] = await tx
      .insert(vendorAdvances)
      .values({
        ...values,
        organizationId: caller.tenantId,
        advanceNo,
        status: 'draft',
        createdBy: caller.session.userId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: vendorAdvances.id })
    if (!row) throw new Error('advance insert returned nothing')
    await deps.audit(tx, { action: 'advance.create', entity: 'advance', entityId: row.id, after: values })
    return row.id
  })
}

const EDITABLE = ['draft', 'rejected']

export async function updateAdvance(deps: AdvanceDeps, id: number, input: UpdateAdvanceRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const row = await advanceFor(tx, caller, id, true)
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or rejected advance can be changed', [], 'notEditable')
    assertFresh('advance', row.rowVersion, input.row_version)
    const { row_version: _, ...changes } = input
    const merged = { ...storedInput(row), ...changes }
    if (merged.project_id !== row.projectId) await budgetProject(tx, caller, merged.project_id)
    const values = await resolveAdvance(tx, caller.tenantId, merged, row.id)
    await tx
      .update(vendorAdvances)
      .set({ ...values, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(vendorAdvances.id, row.id))
    await deps.audit(tx, {
      action: 'advance.update',
      entity: 'advance',
      entityId: row.id,
      before: row,
      after: values,
    })
    return row.id
  })
}
