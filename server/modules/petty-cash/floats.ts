import { and, eq, inArray } from 'drizzle-orm'
import type {
  CreateFloatRequest,
  PaymentRequest,
  ReturnCashRequest,
  UpdateFloatRequest,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { pettyCashEnvelopes, pettyCashFloats } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope } from '../projects/scope'
import { moneyText } from '../spend/figures'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import { assertAccounts, assertHolderOrAccounts, FLOAT_SERIES, floatFor, holderUserId } from './access'
import { holderBalance } from './balance'
import { floatDocument } from './float-document'
import { activeHolder, assertFitsOnPayment, assertMayAskFor, disbursing, openFloatOf } from './float-rules'
import { checkedPayment } from './payment'

/*
 * A float's own steps around the shared workflow (submit, approve, reject, cancel): drafting it,
 * paying it out (accounts), the cash handed back and the closing once nothing is outstanding.
 * Each answers the float's id, which the route reads back.
 */

const EDITABLE = ['draft', 'rejected']
const UNSETTLED_ENVELOPES = ['draft', 'submitted', 'approved', 'rejected']

export async function createFloat(deps: WriteDeps, input: CreateFloatRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const holder = await activeHolder(tx, caller.tenantId, input.holder_id)
    if (!holder) throw notFound('This petty-cash holder')
    await assertProjectInScope(tx, caller, holder.projectId, 'This petty-cash holder')
    await assertHolderOrAccounts(tx, caller.session, holder.userId)
    const kind = input.kind ?? 'float'
    const parent = kind === 'top_up' ? await openFloatOf(tx, holder.id) : undefined
    const request = { holderId: holder.id, kind, amount: input.amount, parentFloatId: parent?.id ?? null }
    await assertMayAskFor(tx, caller.tenantId, request, deps.now)
    const floatNo = await nextNumber(tx, FLOAT_SERIES, holder.projectId)
    const values = {
      organizationId: caller.tenantId,
      projectId: holder.projectId,
      holderId: holder.id,
      floatNo,
      kind,
      parentFloatId: request.parentFloatId,
      amount: input.amount,
      purpose: input.purpose,
      createdBy: caller.session.userId,
      createdAt: deps.now,
      updatedAt: deps.now,
    }
    const [row] = await tx.insert(pettyCashFloats).values(values).returning({ id: pettyCashFloats.id })
    if (!row) throw new Error('float insert returned nothing')
    await deps.audit(tx, { action: 'float.create', entity: 'float', entityId: row.id, after: values })
    return row.id
  })
}

export async function updateFloat(deps: WriteDeps, id: number, input: UpdateFloatRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const row = await floatFor(tx, caller, id, true)
    await assertHolderOrAccounts(tx, caller.session, await holderUserId(tx, row.holderId))
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or rejected float can be changed', [], 'notEditable')
    assertFresh(floatDocument.noun, row.rowVersion, input.row_version)
    const changes = { amount: input.amount ?? row.amount, purpose: input.purpose ?? row.purpose }
    await tx
      .update(pettyCashFloats)
      .set({ ...changes, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(pettyCashFloats.id, id))
    await deps.audit(tx, {
      action: 'float.update',
      entity: 'float',
      entityId: id,
      before: row,
      after: changes,
    })
    return id
  })
}

/** Accounts pay an approved float or top-up out to the holder. */
export async function disburseFloat(deps: WriteDeps, id: number, input: PaymentRequest) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await floatFor(tx, deps.caller, id, true)
    if (row.status !== 'approved')
      throw conflict('Only an approved float can be disbursed', [], 'notApproved')
    assertFresh(floatDocument.noun, row.rowVersion, input.row_version)
    if (row.kind === 'top_up') {
      const parent = await openFloatOf(tx, row.holderId)
      if (!parent || parent.id !== row.parentFloatId || parent.status !== 'disbursed')
        throw conflict('A top-up is paid only into the holder’s disbursed float', [], 'notApproved')
    }
    const hands = await disbursing(tx, deps.caller, row)
    if (!hands.allowed)
      throw forbidden(
        'You hold or asked for this float: someone else in accounts disburses it, so nobody moves money alone',
        'alreadyActed',
      )
    await assertFitsOnPayment(
      tx,
      deps.caller.tenantId,
      { holderId: row.holderId, amount: Number(row.amount) },
      deps.now,
    )
    const payment = await checkedPayment(tx, deps.caller.tenantId, input)
    const caller = workflowCallerOf(deps)
    await recordStep(tx, caller, { type: 'float', id }, 'disbursed', null, null)
    if (hands.waived !== null)
      await recordStep(tx, caller, { type: 'float', id }, 'exception', null, hands.waived)
    await tx
      .update(pettyCashFloats)
      .set({
        ...payment,
        status: 'disbursed',
        disbursedAmount: row.amount,
        disbursedOn: input.paid_on,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(pettyCashFloats.id, id))
    return id
  })
}

/**
 * Cash the holder hands back, at most what they still hold. The float is then closing, or closed
 * at once when that return leaves nothing outstanding and no envelope of it unsettled.
 */
export async function returnCash(deps: WriteDeps, id: number, input: ReturnCashRequest) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await floatFor(tx, deps.caller, id, true)
    if (row.kind !== 'float' || !['disbursed', 'closing'].includes(row.status))
      throw conflict('Cash is returned on a disbursed float', [], 'notApproved')
    assertFresh(floatDocument.noun, row.rowVersion, input.row_version)
    const holder = await activeHolder(tx, deps.caller.tenantId, row.holderId)
    const balance = await holderBalance(
      tx,
      deps.caller.tenantId,
      holder as { id: number; floatLimit: number },
      deps.now,
    )
    if (input.amount > balance.outstanding) {
      const currency = await projectCurrencyOf(tx, deps.caller.tenantId, row.projectId)
      const message = `The holder has only ${moneyText(Math.max(0, balance.outstanding), currency)} outstanding`
      throw badRequest(message, [{ path: 'amount', message }])
    }
    const note = [input.returned_on, input.reference?.trim()].filter(Boolean).join(' · ')
    await recordStep(tx, workflowCallerOf(deps), { type: 'float', id }, 'returned', null, note)
    const settled = balance.outstanding === input.amount && !(await hasUnsettledEnvelope(tx, id))
    if (settled) await recordStep(tx, workflowCallerOf(deps), { type: 'float', id }, 'closed', null, null)
    await tx
      .update(pettyCashFloats)
      .set({
        status: settled ? 'closed' : 'closing',
        ...(settled ? { closedAt: deps.now } : {}),
        returnedAmount: row.returnedAmount + input.amount,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(pettyCashFloats.id, id))
    return id
  })
}

/** Closes the float once the holder owes nothing and no envelope of theirs is unsettled. */
export async function closeFloat(deps: WriteDeps, id: number, input: { row_version?: number }) {
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, deps.caller.session)
    const row = await floatFor(tx, deps.caller, id, true)
    if (row.kind !== 'float' || !['disbursed', 'closing'].includes(row.status))
      throw conflict('Only a disbursed float can be closed', [], 'notApproved')
    assertFresh(floatDocument.noun, row.rowVersion, input.row_version)
    const holder = await activeHolder(tx, deps.caller.tenantId, row.holderId)
    const balance = await holderBalance(
      tx,
      deps.caller.tenantId,
      holder as { id: number; floatLimit: number },
      deps.now,
    )
    if (balance.outstanding !== 0 || (await hasUnsettledEnvelope(tx, id)))
      throw conflict(
        'The holder still has cash or bills outstanding: record the return or post the bills first',
        [],
        'outstandingLeft',
      )
    await recordStep(tx, workflowCallerOf(deps), { type: 'float', id }, 'closed', null, null)
    await tx
      .update(pettyCashFloats)
      .set({ status: 'closed', closedAt: deps.now, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(pettyCashFloats.id, id))
    return id
  })
}

/** Whether an envelope of the float is not yet posted and settled (nor rejected or cancelled). */
async function hasUnsettledEnvelope(db: Database, floatId: number) {
  const [open] = await db
    .select({ id: pettyCashEnvelopes.id })
    .from(pettyCashEnvelopes)
    .where(
      and(eq(pettyCashEnvelopes.floatId, floatId), inArray(pettyCashEnvelopes.status, UNSETTLED_ENVELOPES)),
    )
    .limit(1)
  return open !== undefined
}
