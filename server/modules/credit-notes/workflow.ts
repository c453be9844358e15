import type { DecisionRequest, RejectRequest } from '../../../contract/spend/common'
import { approveDocument, cancelDocument, rejectDocument, submitDocument } from '../workflow/lifecycle'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import { creditNoteDocument } from './document'

/*
 * A credit note's way through approval is the shared workflow's (submit, approve and reject level
 * by level through the project's 'cn' levels, or its Admins without levels; cancel until posted).
 * Its own steps after approval are in steps.ts. Each answers the credit note's id.
 */

export async function submitCreditNote(deps: WriteDeps, id: number, input: DecisionRequest) {
  await submitDocument(deps.db, creditNoteDocument, workflowCallerOf(deps), id, input)
  return id
}

export async function approveCreditNote(deps: WriteDeps, id: number, input: DecisionRequest) {
  await approveDocument(deps.db, creditNoteDocument, workflowCallerOf(deps), id, input)
  return id
}

export async function rejectCreditNote(deps: WriteDeps, id: number, input: RejectRequest) {
  await rejectDocument(deps.db, creditNoteDocument, workflowCallerOf(deps), id, input)
  return id
}

export async function cancelCreditNote(deps: WriteDeps, id: number, input: { row_version?: number }) {
  await cancelDocument(deps.db, creditNoteDocument, workflowCallerOf(deps), id, input)
  return id
}
