import type { Database } from '../../db/client'
import {
  approveDocument,
  cancelDocument,
  type DecisionInput,
  type RejectInput,
  rejectDocument,
  submitDocument,
} from '../workflow/lifecycle'
import type { Caller } from './access'
import { poDocument } from './po-document'
import { poDetail } from './po-read'

/*
 * A PO through the shared workflow (workflow/lifecycle.ts): submit, approve level by level, reject
 * with a reason, cancel. Each answers the PO as it now is.
 */

export async function submitPo(db: Database, caller: Caller, poId: number, input: DecisionInput) {
  await submitDocument(db, poDocument, caller, poId, input)
  return poDetail(db, caller, poId)
}

export async function approvePo(db: Database, caller: Caller, poId: number, input: DecisionInput) {
  await approveDocument(db, poDocument, caller, poId, input)
  return poDetail(db, caller, poId)
}

export async function rejectPo(db: Database, caller: Caller, poId: number, input: RejectInput) {
  await rejectDocument(db, poDocument, caller, poId, input)
  return poDetail(db, caller, poId)
}

export async function cancelPo(db: Database, caller: Caller, poId: number, rowVersion?: number) {
  await cancelDocument(db, poDocument, caller, poId, { row_version: rowVersion })
  return poDetail(db, caller, poId)
}
