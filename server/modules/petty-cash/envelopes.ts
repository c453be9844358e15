import { and, asc, eq, inArray } from 'drizzle-orm'
import type {
  AuditEnvelopeRequest,
  CreateEnvelopeRequest,
  SettleEnvelopeRequest,
  UpdateEnvelopeRequest,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { attachments, pettyCashEnvelopes, pettyCashLines } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { liveAttachmentsOf } from '../attachments/service'
import { assertPeriodOpen } from '../period-lock/lock'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import {
  assertAccounts,
  assertHolderOrAccounts,
  ENVELOPE_SERIES,
  envelopeFor,
  floatFor,
  holderUserId,
} from './access'
import { holderBalance } from './balance'
import { envelopeDocument } from './envelope-document'
import { assertBillReceipts, costOf, type LineValues, resolveLines } from './envelope-lines'
import { activeHolder, openFloatOf } from './float-rules'
import { checkedPayment } from './payment'

/*
 * An envelope's own steps around the shared workflow: drafting its bills, the audit (input credit
 * per bill, or sent back with a reason), posting (accounts: the bills become actual) and the
 * settlement (the holder reimbursed beyond the float, or the float topped up by what was posted).
 */

const EDITABLE = ['draft', 'rejected']

/**
 * Writes an envelope's bills as given: a bill sent with its `line_id` is changed in place (so its
 * receipt images stay with it), one without is added, and a bill left out is removed with its
 * receipt images archived.
 */
async function writeLines(
  db: Database,
  tenantId: number,
  envelope: { id: number; projectId: number },
  lines: LineValues[],
  now: Date,
) {
  const existing = await db
    .select({ id: pettyCashLines.id })
    .from(pettyCashLines)
    .where(eq(pettyCashLines.envelopeId, envelope.id))
  const ids = new Set(existing.map((line) => line.id))
  for (const [index, line] of lines.entries())
    if (line.lineId !== undefined && !ids.has(line.lineId)) {
      const message = 'This bill is not one of this envelope’s'
      throw badRequest(message, [{ path: `lines.${index}.line_id`, message }])
    }
  const kept = new Set(lines.flatMap((line) => (line.lineId === undefined ? [] : [line.lineId])))
  const dropped = [...ids].filter((id) => !kept.has(id))
  if (dropped.length) {
    await db.delete(pettyCashLines).where(inArray(pettyCashLines.id, dropped))
    await db
      .update(attachments)
      .set({ archivedAt: now })
      .where(liveAttachmentsOf(tenantId, 'bill', dropped))
  }
  for (const { lineId, ...line } of lines) {
    const values = {
      ...line,
      organizationId: tenantId,
      envelopeId: envelope.id,
      projectId: envelope.projectId,
    }
    if (lineId === undefined) await db.insert(pettyCashLines).values(values)
    else await db.update(pettyCashLines).set(values).where(eq(pettyCashLines.id, lineId))
  }
  return lines.reduce((sum, line) => sum + line.total, 0)
}

/** Each bill dated after the project's closed period (the form marks the bill at fault). */
/**
 * No bill dated in a closed period or too far ahead: the earliest-dated bill is the first a closed
 * period refuses, the latest the first a limit ahead does, so two checks stand for all of them
 * (the first of the bills sharing that date is named).
 */
async function assertBillsOpen(db: Database, projectId: number, lines: { billDate: string }[], now: Date) {
  const dated = lines.map((line, index) => ({ on: line.billDate, index }))
  if (dated.length === 0) return
  const earliest = dated.reduce((a, b) => (b.on < a.on ? b : a))
  const latest = dated.reduce((a, b) => (b.on > a.on ? b : a))
  for (const bill of earliest === latest ? [earliest] : [earliest, latest])
    await assertPeriodOpen(db, projectId, bill.on, `lines.${bill.index}.bill_date`, now)
}

export async function createEnvelope(deps: WriteDeps, input: CreateEnvelopeRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const float = await floatFor(tx, caller, input.float_id)
    await assertHolderOrAccounts(tx, caller.session, await holderUserId(tx, float.holderId))
    if (float.kind !== 'float' || !['disbursed', 'closing'].includes(float.status))
      throw conflict('Bills are accounted against a disbursed float', [], 'notApproved')
    const lines = await resolveLines(tx, caller.tenantId, float.projectId, input.lines)
    await assertBillsOpen(tx, float.projectId, lines, deps.now)
    const envelopeNo = await nextNumber(tx, ENVELOPE_SERIES, float.projectId)
    const [row] = await tx
      .insert(pettyCashEnvelopes)
      .values({
        organizationId: caller.tenantId,
        projectId: float.projectId,
        holderId: float.holderId,
        floatId: float.id,
        envelopeNo,
        createdBy: caller.session.userId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: pettyCashEnvelopes.id })
    if (!row) throw new Error('envelope insert returned nothing')
    const envelope = { id: row.id, projectId: float.projectId }
    const total = await writeLines(tx, caller.tenantId, envelope, lines, deps.now)
    await tx.update(pettyCashEnvelopes).set({ total }).where(eq(pettyCashEnvelopes.id, row.id))
    await deps.audit(tx, {
      action: 'envelope.create',
      entity: 'envelope',
      entityId: row.id,
      after: { total, lines },
    })
    return row.id
  })
}

export async function updateEnvelope(deps: WriteDeps, id: number, input: UpdateEnvelopeRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const row = await envelopeFor(tx, caller, id, true)
    await assertHolderOrAccounts(tx, caller.session, await holderUserId(tx, row.holderId))
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or sent-back envelope can be changed', [], 'notEditable')
    assertFresh(envelopeDocument.noun, row.rowVersion, input.row_version)
    const lines = await resolveLines(tx, caller.tenantId, row.projectId, input.lines)
    await assertBillsOpen(tx, row.projectId, lines, deps.now)
    const total = await writeLines(tx, caller.tenantId, row, lines, deps.now)
    await tx
      .update(pettyCashEnvelopes)
      .set({ total, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(pettyCashEnvelopes.id, id))
    await deps.audit(tx, {
      action: 'envelope.update',
      entity: 'envelope',
      entityId: id,
      before: row,
      after: { total, lines },
    })
    return id
  })
}

/** Accounts, never the holder, audit the bills: input credit per bill, or send it back. */
export async function auditEnvelope(deps: WriteDeps, id: number, input: AuditEnvelopeRequest) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await envelopeFor(tx, deps.caller, id, true)
    if (deps.caller.session.userId === (await holderUserId(tx, row.holderId)))
      throw forbidden('Nobody audits their own petty cash', 'ownDocument')
    if (!['submitted', 'approved'].includes(row.status) || row.auditedAt !== null)
      throw conflict('This envelope is not waiting for its audit', [], 'notSubmitted')
    assertFresh(envelopeDocument.noun, row.rowVersion, input.row_version)
    const caller = workflowCallerOf(deps)
    if (input.send_back_reason !== undefined) {
      if (row.status !== 'submitted')
        throw conflict('An approved envelope is not sent back', [], 'notSubmitted')
      await recordStep(tx, caller, { type: 'envelope', id }, 'sent_back', null, input.send_back_reason)
      await envelopeDocument.save(
        tx,
        id,
        { status: 'rejected', pendingLevelNo: null, rejectionReason: input.send_back_reason },
        deps.now,
      )
      return id
    }
    const lines = await tx.select().from(pettyCashLines).where(eq(pettyCashLines.envelopeId, id))
    for (const decision of input.itc ?? []) {
      const line = lines.find((candidate) => candidate.id === decision.line_id)
      if (!line) throw notFound('This bill')
      if (decision.itc_eligible && !(line.taxInvoice && line.payeeGstin && line.billInCompanyGstin)) {
        const message = 'Input credit needs a tax invoice with the payee’s GSTIN, in the company’s GSTIN'
        throw badRequest(message, [{ path: `itc.${line.id}`, message }])
      }
      await tx
        .update(pettyCashLines)
        .set({ itcEligible: decision.itc_eligible, cost: costOf(line, decision.itc_eligible) })
        .where(and(eq(pettyCashLines.id, line.id), eq(pettyCashLines.envelopeId, id)))
    }
    await recordStep(tx, caller, { type: 'envelope', id }, 'audited', null, null)
    await tx
      .update(pettyCashEnvelopes)
      .set({
        auditedBy: deps.caller.session.userId,
        auditedAt: deps.now,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(pettyCashEnvelopes.id, id))
    return id
  })
}

/** Accounts post an approved, audited envelope: its bills become actual on their codes. */
export async function postEnvelope(deps: WriteDeps, id: number, input: { row_version?: number }) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await envelopeFor(tx, deps.caller, id, true)
    if (row.status !== 'approved')
      throw conflict('Only an approved envelope can be posted', [], 'notApproved')
    if (row.auditedAt === null)
      throw conflict('This envelope has not been audited yet: an auditor passes it first', [], 'notAudited')
    assertFresh(envelopeDocument.noun, row.rowVersion, input.row_version)
    // A receipt removed since submission, or the receipt amount lowered since, stops posting too.
    await assertBillReceipts(tx, deps.caller.tenantId, id)
    // Posting makes the bills actual from their own dates: a period closed since they were written stops it.
    await assertBillsOpen(
      tx,
      row.projectId,
      await tx
        .select({ billDate: pettyCashLines.billDate })
        .from(pettyCashLines)
        .where(eq(pettyCashLines.envelopeId, id))
        .orderBy(asc(pettyCashLines.id)),
      deps.now,
    )
    await recordStep(tx, workflowCallerOf(deps), { type: 'envelope', id }, 'posted', null, null)
    await tx
      .update(pettyCashEnvelopes)
      .set({
        status: 'posted',
        postedBy: deps.caller.session.userId,
        postedAt: deps.now,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(pettyCashEnvelopes.id, id))
    return id
  })
}

/**
 * Settles a posted envelope with a payment to the holder: reimbursed pays what they spent beyond
 * the float (their negative balance, at most the envelope); topped up replenishes the open float
 * by the envelope's total, so the holder again has the float in hand.
 */
export async function settleEnvelope(deps: WriteDeps, id: number, input: SettleEnvelopeRequest) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await envelopeFor(tx, deps.caller, id, true)
    if (row.status !== 'posted') throw conflict('Only a posted envelope is settled', [], 'notApproved')
    assertFresh(envelopeDocument.noun, row.rowVersion, input.row_version)
    const holder = await activeHolder(tx, deps.caller.tenantId, row.holderId)
    if (!holder) throw notFound('This petty-cash holder')
    let amount = Number(row.total)
    if (input.settlement === 'reimbursed') {
      const balance = await holderBalance(tx, deps.caller.tenantId, holder, deps.now)
      amount = Math.min(amount, Math.max(0, -balance.outstanding))
      if (amount === 0)
        throw conflict(
          'Nothing is owed to the holder beyond the float: top the float up instead',
          [],
          'notApproved',
        )
    } else {
      const open = await openFloatOf(tx, row.holderId)
      if (!open || open.id !== row.floatId || open.status !== 'disbursed')
        throw conflict('Only a float still disbursed is topped up', [], 'notApproved')
    }
    const payment = await checkedPayment(tx, deps.caller.tenantId, input)
    await recordStep(tx, workflowCallerOf(deps), { type: 'envelope', id }, input.settlement, null, null)
    await tx
      .update(pettyCashEnvelopes)
      .set({
        ...payment,
        status: input.settlement,
        settledAmount: amount,
        settledOn: input.paid_on,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(pettyCashEnvelopes.id, id))
    return id
  })
}
