import type { DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { assertPeriodOpen } from '../period-lock/lock'
import { checkBudget } from '../spend/budget-check'
import { decisionRefusal } from './deciders'
import type { DocumentAdapter, WorkflowCaller, WorkflowFacts } from './document'
import { roundHands } from './hands'
import {
  ADMINS_LEVEL_NO,
  adminsLevel,
  dutyException,
  levelsOf,
  levelsRequiredFor,
  nextRequiredLevel,
} from './levels'
import { mailApprovers } from './notify'
import { assertFresh, refusals } from './refusals'
import { recordStep } from './steps'

/*
 * One document's way through approval, the same for every type: submit (budget-checked, then
 * waiting on the first level its amount needs, or approved at once when it needs none; a project
 * with no levels of the type sends it to the Admins unless it approves such documents at once), approve
 * level by level (budget-checked again each time), reject with a reason, cancel. Each step runs
 * in one transaction, lands in approval_steps and the audit log, and refuses with the codes of
 * refusals.ts. Whoever decides is checked before anything about the budget is computed, so a
 * caller who may not decide learns no figure.
 */

export type DecisionInput = { override_reason?: string; comment?: string; row_version?: number }

const commentOf = (input: DecisionInput) => input.comment?.trim() || null
export type RejectInput = { reason: string; row_version?: number }

const SUBMITTABLE = ['draft', 'rejected']

const stepTarget = (type: DocumentType, facts: WorkflowFacts) => ({ type, id: facts.id })

const budgetContext = (db: Database, caller: WorkflowCaller) => ({
  db,
  tenantId: caller.tenantId,
  userId: caller.session.userId,
  role: caller.session.roleType,
})

/** The level the document waits on, once the caller is known to decide there; refuses otherwise. */
async function decidingLevel<Row>(
  db: Database,
  adapter: DocumentAdapter<Row>,
  caller: WorkflowCaller,
  facts: WorkflowFacts,
  rowVersion: number | undefined,
) {
  if (facts.status !== 'submitted' || facts.pendingLevelNo === null) throw refusals.notSubmitted(adapter.noun)
  assertFresh(adapter.noun, facts.rowVersion, rowVersion)
  const levels = await levelsOf(db, caller.tenantId, facts.projectId, adapter.type)
  const level =
    facts.pendingLevelNo === ADMINS_LEVEL_NO
      ? await adminsLevel(db, caller.tenantId, facts.projectId, adapter.type)
      : levels.find((candidate) => candidate.levelNo === facts.pendingLevelNo)
  const hands = await roundHands(db, caller.tenantId, adapter.type, facts.id)
  let refusal = decisionRefusal(facts, level, caller.session.userId, hands)
  // Separation of duties waived for the project: the caller's second step is let through, and
  // the reason goes into the trail with it.
  const waived = refusal === 'alreadyActed' ? await dutyException(db, facts.projectId) : null
  if (waived !== null) refusal = decisionRefusal(facts, level, caller.session.userId, new Set())
  if (refusal === 'ownDocument') throw refusals.ownDocument(adapter.noun)
  if (refusal === 'alreadyActed') throw refusals.alreadyActed(adapter.noun)
  if (refusal === 'notApprover' || !level)
    throw refusals.notApprover(adapter.noun, facts.pendingLevelNo, level)
  return { level, levels, waived }
}

/**
 * Submit (or resubmit after a rejection): checked against the budget, then waiting on the first
 * level its amount needs, or approved at once when it needs none. Refused, with nothing written,
 * when a level it needs has no approver other than its requester.
 */
export async function submitDocument<Row>(
  db: Database,
  adapter: DocumentAdapter<Row>,
  caller: WorkflowCaller,
  id: number,
  input: DecisionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    let row = await adapter.load(tx, caller, id)
    let facts = adapter.facts(row)
    await adapter.assertMayRaise?.(tx, caller, row, 'submit')
    if (!SUBMITTABLE.includes(facts.status)) throw refusals.notEditable(adapter.noun)
    assertFresh(adapter.noun, facts.rowVersion, input.row_version)
    if (adapter.refresh) {
      row = await adapter.refresh(tx, caller, row)
      facts = adapter.facts(row)
    }
    await assertPeriodOpen(tx, facts.projectId, facts.dated?.on, facts.dated?.field ?? 'date', caller.now)
    const contributions = await adapter.contributions(tx, caller.tenantId, row)
    const check = await checkBudget(
      budgetContext(tx, caller),
      adapter.type,
      facts.projectId,
      contributions,
      input.override_reason,
    )
    const userId = caller.session.userId
    const requester = adapter.submitterBecomesRequester ? userId : (facts.requestedBy ?? userId)
    const required = await levelsRequiredFor(tx, caller.tenantId, facts.projectId, adapter.type, facts.amount)
    // Neither its requester nor its submitter may decide it (hands.ts): each level needs someone else.
    const stuckWith = (submitterMayDecide: boolean) =>
      required.find(
        (level) =>
          !level.approverIds.some(
            (approver) => approver !== requester && (approver !== userId || submitterMayDecide),
          ),
      )
    // The project's waiver is read only when a level would otherwise have nobody.
    let stuck = stuckWith(false)
    if (stuck && (await dutyException(tx, facts.projectId)) !== null) stuck = stuckWith(true)
    if (stuck) throw refusals.noApprover(stuck)
    const target = stepTarget(adapter.type, facts)
    await recordStep(tx, caller, target, 'submitted', null, commentOf(input))
    const first = required[0]
    if (!first) await recordStep(tx, caller, target, 'auto_approved', null, null)
    if (check.override_reason) await recordStep(tx, caller, target, 'override', null, check.override_reason)
    await adapter.save(
      tx,
      facts.id,
      {
        status: first ? 'submitted' : 'approved',
        pendingLevelNo: first?.levelNo ?? null,
        rejectionReason: null,
        budgetCheck: check,
        submittedBy: userId,
        submittedAt: caller.now,
        approvedBy: null,
        approvedAt: first ? null : caller.now,
      },
      caller.now,
    )
    if (first) await mailApprovers(tx, caller, adapter, { id: facts.id, requestedBy: requester }, first)
    else await adapter.afterApproved?.(tx, caller, row)
  })
}

/** Approves at the level it waits on: on to the next level its amount needs, or approved. */
export async function approveDocument<Row>(
  db: Database,
  adapter: DocumentAdapter<Row>,
  caller: WorkflowCaller,
  id: number,
  input: DecisionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await adapter.load(tx, caller, id)
    const facts = adapter.facts(row)
    const { level, levels, waived } = await decidingLevel(tx, adapter, caller, facts, input.row_version)
    await adapter.assertDecidable?.(tx, row)
    await assertPeriodOpen(tx, facts.projectId, facts.dated?.on, facts.dated?.field ?? 'date', caller.now)
    const check = await checkBudget(
      budgetContext(tx, caller),
      adapter.type,
      facts.projectId,
      await adapter.contributions(tx, caller.tenantId, row),
      input.override_reason,
    )
    const target = stepTarget(adapter.type, facts)
    await recordStep(tx, caller, target, 'approved', level.levelNo, commentOf(input))
    if (waived !== null) await recordStep(tx, caller, target, 'exception', level.levelNo, waived)
    if (check.override_reason)
      await recordStep(tx, caller, target, 'override', level.levelNo, check.override_reason)
    const next = nextRequiredLevel(levels, facts.amount, level.levelNo)
    await adapter.save(
      tx,
      facts.id,
      next === null
        ? {
            status: 'approved',
            pendingLevelNo: null,
            budgetCheck: check,
            approvedBy: caller.session.userId,
            approvedAt: caller.now,
          }
        : { status: 'submitted', pendingLevelNo: next, budgetCheck: check },
      caller.now,
    )
    const waitsOn = levels.find((candidate) => candidate.levelNo === next)
    if (waitsOn) await mailApprovers(tx, caller, adapter, facts, waitsOn)
    if (next === null) await adapter.afterApproved?.(tx, caller, row)
  })
}

/** Rejects at the level it waits on, with a reason; its requester may change and resubmit it. */
export async function rejectDocument<Row>(
  db: Database,
  adapter: DocumentAdapter<Row>,
  caller: WorkflowCaller,
  id: number,
  input: RejectInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const facts = adapter.facts(await adapter.load(tx, caller, id))
    const { level, waived } = await decidingLevel(tx, adapter, caller, facts, input.row_version)
    const target = stepTarget(adapter.type, facts)
    await recordStep(tx, caller, target, 'rejected', level.levelNo, input.reason)
    if (waived !== null) await recordStep(tx, caller, target, 'exception', level.levelNo, waived)
    await adapter.save(
      tx,
      facts.id,
      { status: 'rejected', pendingLevelNo: null, rejectionReason: input.reason },
      caller.now,
    )
  })
}

/** Cancels it from the statuses its type allows; it then counts nowhere. */
export async function cancelDocument<Row>(
  db: Database,
  adapter: DocumentAdapter<Row>,
  caller: WorkflowCaller,
  id: number,
  input: { row_version?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await adapter.load(tx, caller, id)
    const facts = adapter.facts(row)
    await adapter.assertMayRaise?.(tx, caller, row, 'cancel')
    if (!adapter.cancellableFrom.includes(facts.status))
      throw refusals.notCancellable(adapter.noun, facts.status)
    assertFresh(adapter.noun, facts.rowVersion, input.row_version)
    await adapter.assertCancellable?.(tx, row)
    await recordStep(tx, caller, stepTarget(adapter.type, facts), 'cancelled', facts.pendingLevelNo, null)
    await adapter.save(tx, facts.id, { status: 'cancelled', pendingLevelNo: null }, caller.now)
  })
}
