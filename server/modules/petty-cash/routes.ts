import type * as z from 'zod/mini'
import { pettyCashApi } from '../../../contract/api/petty-cash'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { envelopeDetail, listEnvelopes } from './envelope-read'
import {
  auditEnvelope,
  createEnvelope,
  envelopeSteps,
  postEnvelope,
  settleEnvelope,
  updateEnvelope,
} from './envelopes'
import { floatDetail, listFloats } from './float-read'
import { closeFloat, createFloat, disburseFloat, floatSteps, returnCash, updateFloat } from './floats'
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

type Api = typeof pettyCashApi
type FloatStep = Api[
  | 'submitFloat'
  | 'approveFloat'
  | 'rejectFloat'
  | 'cancelFloat'
  | 'disburseFloat'
  | 'returnCash'
  | 'closeFloat']
type EnvelopeStep = Api[
  | 'submitEnvelope'
  | 'auditEnvelope'
  | 'approveEnvelope'
  | 'rejectEnvelope'
  | 'cancelEnvelope'
  | 'postEnvelope'
  | 'settleEnvelope']
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
  implement(pettyCashApi.floats, async (context) =>
    listFloats(context.deps.db, callerOf(context), context.query),
  ),
  implement(pettyCashApi.createFloat, async (context) =>
    floatOf(context, await createFloat(writeDepsOf(context), context.body)),
  ),
  implement(pettyCashApi.getFloat, async (context) => floatOf(context, context.params.id)),
  implement(pettyCashApi.updateFloat, async (context) =>
    floatOf(context, await updateFloat(writeDepsOf(context), context.params.id, context.body)),
  ),
  floatStep(pettyCashApi.submitFloat, floatSteps.submit),
  floatStep(pettyCashApi.approveFloat, floatSteps.approve),
  floatStep(pettyCashApi.rejectFloat, floatSteps.reject),
  floatStep(pettyCashApi.cancelFloat, floatSteps.cancel),
  floatStep(pettyCashApi.disburseFloat, disburseFloat),
  floatStep(pettyCashApi.returnCash, returnCash),
  floatStep(pettyCashApi.closeFloat, closeFloat),
  implement(pettyCashApi.envelopes, async (context) =>
    listEnvelopes(context.deps.db, callerOf(context), context.query),
  ),
  implement(pettyCashApi.createEnvelope, async (context) =>
    envelopeOf(context, await createEnvelope(writeDepsOf(context), context.body)),
  ),
  implement(pettyCashApi.getEnvelope, async (context) => envelopeOf(context, context.params.id)),
  implement(pettyCashApi.updateEnvelope, async (context) =>
    envelopeOf(context, await updateEnvelope(writeDepsOf(context), context.params.id, context.body)),
  ),
  envelopeStep(pettyCashApi.submitEnvelope, envelopeSteps.submit),
  envelopeStep(pettyCashApi.auditEnvelope, auditEnvelope),
  envelopeStep(pettyCashApi.approveEnvelope, envelopeSteps.approve),
  envelopeStep(pettyCashApi.rejectEnvelope, envelopeSteps.reject),
  envelopeStep(pettyCashApi.cancelEnvelope, envelopeSteps.cancel),
  envelopeStep(pettyCashApi.postEnvelope, postEnvelope),
  envelopeStep(pettyCashApi.settleEnvelope, settleEnvelope),
]
