import type * as z from 'zod/mini'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import type { AnyEndpoint } from '../../../contract/endpoint'
import {
  type AnyRoute,
  type EndpointContext,
  implement,
  type Payload,
  type RequestContext,
} from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { assertCreditNotesOn } from './access'
import { creditNoteDocument } from './document'
import { creditableOf, creditableOriginals } from './original'
import { shortChallanProposals } from './proposals'
import { creditNoteDetail, listCreditNotes } from './read'
import { applyCreditNote, markRefundDue, postCreditNote, refundCreditNote } from './steps'
import { createCreditNote, updateCreditNote } from './write'

/*
 * Credit notes (contract/api/credit-notes.ts). Every route first checks the organisation has them
 * switched on (403 switchedOff); services look every id up in the tenant and the caller's projects.
 */

type Context = RequestContext<unknown, unknown, unknown>
const detailOf = async (context: Context, id: number) => ({
  data: await creditNoteDetail(context.deps.db, callerOf(context), id),
})

/** `implement`, once the organisation is known to have credit notes switched on. */
function switchedOn<E extends AnyEndpoint>(
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<Payload<E['response']>>,
) {
  return implement(endpoint, async (context) => {
    await assertCreditNotesOn(context.deps.db, context.tenantId)
    return handler(context)
  })
}

type Step = (typeof creditNotesApi)['post' | 'apply' | 'refundDue' | 'refund']
type StepInput<E extends Step> = z.output<NonNullable<E['body']>>

/** POST /credit-notes/{id}/<step>: each answers the credit note as it now is. */
function step<E extends Step>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: StepInput<E>) => Promise<number>,
) {
  return switchedOn<Step>(endpoint, async (context) =>
    detailOf(context, await run(writeDepsOf(context), context.params.id, context.body as StepInput<E>)),
  )
}

export const creditNoteRoutes: AnyRoute[] = [
  switchedOn(creditNotesApi.list, async (context) =>
    listCreditNotes(context.deps.db, callerOf(context), context.query),
  ),
  switchedOn(creditNotesApi.originals, async (context) => ({
    data: await creditableOriginals(context.deps.db, callerOf(context), context.query),
  })),
  switchedOn(creditNotesApi.creditable, async (context) => ({
    data: await creditableOf(
      context.deps.db,
      callerOf(context),
      context.params.expense_id,
      context.query.credit_note_id,
    ),
  })),
  switchedOn(creditNotesApi.proposals, async (context) => ({
    data: await shortChallanProposals(context.deps.db, callerOf(context), context.query.project_id),
  })),
  switchedOn(creditNotesApi.create, async (context) =>
    detailOf(context, await createCreditNote(writeDepsOf(context), context.body)),
  ),
  switchedOn(creditNotesApi.get, async (context) => detailOf(context, context.params.id)),
  switchedOn(creditNotesApi.update, async (context) =>
    detailOf(context, await updateCreditNote(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(creditNotesApi, creditNoteDocument, {
    guard: (context) => assertCreditNotesOn(context.deps.db, context.tenantId),
    answer: detailOf,
  }),
  step(creditNotesApi.post, postCreditNote),
  step(creditNotesApi.apply, applyCreditNote),
  step(creditNotesApi.refundDue, markRefundDue),
  step(creditNotesApi.refund, refundCreditNote),
]
