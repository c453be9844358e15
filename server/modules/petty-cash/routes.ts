import type * as z from 'zod/mini'
import { envelopesApi, floatsApi, pettyCashApi } from '../../../contract/api/petty-cash'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { envelopeDocument } from './envelope-document'
import { envelopeDetail, listEnvelopes } from './envelope-read'
import { auditEnvelope, createEnvelope, postEnvelope, settleEnvelope, updateEnvelope } from './envelopes'
import { floatDocument } from './float-document'
import { floatDetail, listFloats } from './float-read'
import { closeFloat, createFloat, disburseFloat, returnCash, updateFloat } from './floats'
import { createHolder, holderCandidates, holderDetail, listHolders, updateHolder } from './holders'

/*
 * Petty cash (contract/api/petty-cash.ts): holders, floats and envelopes, and their steps. Services
 * look every id up in the tenant and the caller's projects.
 */

type Context = RequestContext<unknown, unknown, unknown>
const floatOf = async (context: Context, id: number) => ({
  data: await floatDetail(context.deps.db, callerOf(context), id, context.deps.clock()),
})
const envelopeOf = async (context: Context, id: number) => ({
  data: await envelopeDetail(context.deps.db, callerOf(context), id, context.deps.clock()),
})

type FloatStep = (typeof floatsApi)['disburse' | 'returnCash' | 'close']
type EnvelopeStep = (typeof envelopesApi)['audit' | 'post' | 'settle']
type Input<E extends FloatStep | EnvelopeStep> = z.output<NonNullable<E['body']>>

function floatStep<E extends FloatStep>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: Input<E>) => Promise<number>,
) {
  return implement<FloatStep>(endpoint, async (context) =>
    floatOf(context, await run(writeDepsOf(context), context.params.id, context.body as Input<E>)),
  )
}
function envelopeStep<E extends EnvelopeStep>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: Input<E>) => Promise<number>,
) {
  return implement<EnvelopeStep>(endpoint, async (context) =>
    envelopeOf(context, await run(writeDepsOf(context), context.params.id, context.body as Input<E>)),
  )
}

export const pettyCashRoutes: AnyRoute[] = [
  implement(pettyCashApi.holders, async (context) =>
    listHolders(context.deps.db, callerOf(context), context.query, context.deps.clock()),
  ),
  implement(pettyCashApi.candidates, async (context) => ({
    data: await holderCandidates(context.deps.db, callerOf(context), context.query.project_id),
  })),
  implement(pettyCashApi.createHolder, async (context) => ({
    data: await holderDetail(
      context.deps.db,
      callerOf(context),
      await createHolder(writeDepsOf(context), context.body),
      context.deps.clock(),
    ),
  })),
  implement(pettyCashApi.updateHolder, async (context) => ({
    data: await holderDetail(
      context.deps.db,
      callerOf(context),
      await updateHolder(writeDepsOf(context), context.params.id, context.body),
      context.deps.clock(),
    ),
  })),
  implement(floatsApi.list, async (context) => listFloats(context.deps.db, callerOf(context), context.query)),
  implement(floatsApi.create, async (context) =>
    floatOf(context, await createFloat(writeDepsOf(context), context.body)),
  ),
  implement(floatsApi.get, async (context) => floatOf(context, context.params.id)),
  implement(floatsApi.update, async (context) =>
    floatOf(context, await updateFloat(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(floatsApi, floatDocument, { answer: floatOf }),
  floatStep(floatsApi.disburse, disburseFloat),
  floatStep(floatsApi.returnCash, returnCash),
  floatStep(floatsApi.close, closeFloat),
  implement(envelopesApi.list, async (context) =>
    listEnvelopes(context.deps.db, callerOf(context), context.query),
  ),
  implement(envelopesApi.create, async (context) =>
    envelopeOf(context, await createEnvelope(writeDepsOf(context), context.body)),
  ),
  implement(envelopesApi.get, async (context) => envelopeOf(context, context.params.id)),
  implement(envelopesApi.update, async (context) =>
    envelopeOf(context, await updateEnvelope(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(envelopesApi, envelopeDocument, { answer: envelopeOf }),
  envelopeStep(envelopesApi.audit, auditEnvelope),
  envelopeStep(envelopesApi.post, postEnvelope),
  envelopeStep(envelopesApi.settle, settleEnvelope),
]
