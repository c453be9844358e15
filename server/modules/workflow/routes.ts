import type * as z from 'zod/mini'
import { WORKFLOW_STEPS, type WorkflowEndpoints, type WorkflowStep } from '../../../contract/api/workflow'
import { type AnyRoute, implement, type Payload, type RequestContext } from '../../http/route'
import type { DocumentAdapter } from './document'
import { approveDocument, cancelDocument, rejectDocument, submitDocument } from './lifecycle'
import { workflowCallerOf, writeDepsOf } from './write-deps'

/*
 * A document type's four workflow routes (contract/api/workflow.ts), mounted from its adapter
 * alone: who may take each step is the adapter's (`assertMayRaise`, the project's levels), not a
 * wrapper's. Each answers the document as it now is, read by the type's own `answer`.
 */

type Context = RequestContext<unknown, unknown, unknown>

const lifecycle: Record<WorkflowStep, typeof submitDocument> = {
  submit: submitDocument,
  approve: approveDocument,
  reject: rejectDocument as typeof submitDocument,
  cancel: cancelDocument as typeof submitDocument,
}

export function workflowRoutes<Row, Response extends z.ZodMiniType>(
  endpoints: WorkflowEndpoints<string, Response>,
  adapter: DocumentAdapter<Row>,
  type: {
    /** The document as it now is, for the answer. */
    answer: (context: Context, id: number) => Promise<Payload<Response>>
    /** What must hold before any step (the module's organisation switch). */
    guard?: (context: Context) => Promise<unknown>
  },
): AnyRoute[] {
  return WORKFLOW_STEPS.map((step) =>
    implement(endpoints[step] as WorkflowEndpoints<string, Response>['submit'], async (context) => {
      await type.guard?.(context)
      const deps = writeDepsOf(context)
      await lifecycle[step](deps.db, adapter, workflowCallerOf(deps), context.params.id, context.body)
      return type.answer(context, context.params.id)
    }),
  )
}
