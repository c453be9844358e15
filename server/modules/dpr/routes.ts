import type * as z from 'zod/mini'
import { dprApi } from '../../../contract/api/dpr'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { dcrPeriod, dealRatesFor, dprCost } from './cost'
import { dprDocument } from './document'
import { dprDraft } from './draft'
import { dprDetail, listDprs } from './read'
import { createDpr, lockDpr, reviseDpr, updateDpr } from './reports'
import { rulesOf, updateRules } from './rules'

/* Daily production and cost reports (contract/api/dpr.ts). Steps answer the report as it now is. */

type Context = RequestContext<unknown, unknown, unknown>
const reportOf = async (context: Context, id: number) => ({
  data: await dprDetail(context.deps.db, callerOf(context), id),
})

type Api = typeof dprApi
type Step = Api['lock' | 'revise']
type Input<E extends Step> = z.output<NonNullable<E['body']>>

function step<E extends Step>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: Input<E>) => Promise<number>,
) {
  return implement<Step>(endpoint, async (context) =>
    reportOf(context, await run(writeDepsOf(context), context.params.id, context.body as Input<E>)),
  )
}

export const dprRoutes: AnyRoute[] = [
  // Fixed paths before /dpr/:id.
  implement(dprApi.list, async (context) => listDprs(context.deps.db, callerOf(context), context.query)),
  implement(dprApi.draft, async (context) => ({
    data: await dprDraft(context.deps.db, callerOf(context), context.query),
  })),
  implement(dprApi.dcrPeriod, async (context) => ({
    data: await dcrPeriod(context.deps.db, callerOf(context), context.query),
  })),
  implement(dprApi.dealRates, async (context) => ({
    data: await dealRatesFor(context.deps.db, callerOf(context), context.query),
  })),
  implement(dprApi.rules, async (context) => ({ data: await rulesOf(context.deps.db, context.tenantId) })),
  implement(dprApi.updateRules, async (context) => {
    await updateRules(context.deps.db, context.tenantId, context.audit, context.body, context.deps.clock())
    return { data: await rulesOf(context.deps.db, context.tenantId) }
  }),
  implement(dprApi.create, async (context) =>
    reportOf(context, await createDpr(writeDepsOf(context), context.body)),
  ),
  implement(dprApi.get, async (context) => reportOf(context, context.params.id)),
  implement(dprApi.update, async (context) =>
    reportOf(context, await updateDpr(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(dprApi, dprDocument, { answer: reportOf }),
  step(dprApi.lock, lockDpr),
  step(dprApi.revise, reviseDpr),
  implement(dprApi.dcr, async (context) => ({
    data: await dprCost(context.deps.db, callerOf(context), context.params.id),
  })),
]
