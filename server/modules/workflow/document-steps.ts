import type { DecisionRequest, RejectRequest } from '../../../contract/spend/common'
import type { DocumentAdapter } from './document'
import { approveDocument, cancelDocument, rejectDocument, submitDocument } from './lifecycle'
import { type WriteDeps, workflowCallerOf } from './write-deps'

/**
 * A document type's four workflow steps as its routes call them, from its adapter alone: who may
 * take each is the adapter's (`assertMayRaise`, the levels), not a wrapper's. Each answers the id.
 */
export function documentSteps<Row>(adapter: DocumentAdapter<Row>) {
  return {
    submit: async (deps: WriteDeps, id: number, input: DecisionRequest) => {
      await submitDocument(deps.db, adapter, workflowCallerOf(deps), id, input)
      return id
    },
    approve: async (deps: WriteDeps, id: number, input: DecisionRequest) => {
      await approveDocument(deps.db, adapter, workflowCallerOf(deps), id, input)
      return id
    },
    reject: async (deps: WriteDeps, id: number, input: RejectRequest) => {
      await rejectDocument(deps.db, adapter, workflowCallerOf(deps), id, input)
      return id
    },
    cancel: async (deps: WriteDeps, id: number, input: { row_version?: number }) => {
      await cancelDocument(deps.db, adapter, workflowCallerOf(deps), id, input)
      return id
    },
  }
}
