import type * as z from 'zod/mini'
import { advancesApi } from '../../../contract/api/advances'
import type { Caller } from '../../http/caller'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { type AdvanceDeps, assertAdvancesOn } from './access'
import { advanceDocument } from './document'
import { advanceDetail, expenseAdvances, listAdvances, previewAdvance, saveSettings } from './read'
import { vendorSummary } from './vendor-summary'
import {
  adjustAdvance,
  forfeitAdvance,
  payAdvance,
  refundAdvance,
  refundDueAdvance,
  writeOffAdvance,
} from './workflow'
import { createAdvance, updateAdvance } from './write'

/*
 * Vendor advances (contract/api/advances.ts). Every route first checks the organisation's
 * advance_isActive switch (403 switchedOff); services look every id up in the tenant and the
 * caller's projects.
 */

type Context = RequestContext<unknown, unknown, unknown>
const callerOf = (context: Context): Caller => ({ session: context.session, tenantId: context.tenantId })
const depsOf = (context: Context): AdvanceDeps => ({
  db: context.deps.db,
  caller: callerOf(context),
  audit: context.audit,
  now: context.deps.clock(),
  publicUrl: context.deps.config.publicUrl,
})
/** The switch, then the clock the ages are counted with. */
async function clockOf(context: Context) {
  const { overdueDays } = await assertAdvancesOn(context.deps.db, context.tenantId)
  return { now: context.deps.clock(), overdueDays }
}
const detailOf = async (context: Context, id: number) => ({
  data: await advanceDetail(context.deps.db, callerOf(context), id, await clockOf(context)),
})

type Step = (typeof advancesApi)['pay' | 'adjust' | 'refundDue' | 'refund' | 'forfeit' | 'writeOff']
type StepInput<E extends Step> = z.output<NonNullable<E['body']>>

/** POST /advances/{id}/<step>, answering the advance as it now is. */
function step<E extends Step>(
  endpoint: E,
  run: (deps: AdvanceDeps, id: number, input: StepInput<E>) => Promise<number>,
) {
  return implement<Step>(endpoint, async (context) => {
    await clockOf(context)
    return detailOf(context, await run(depsOf(context), context.params.id, context.body as StepInput<E>))
  })
}

export const advanceRoutes: AnyRoute[] = [
  implement(advancesApi.list, async (context) =>
    listAdvances(context.deps.db, callerOf(context), context.query, await clockOf(context)),
  ),
  implement(advancesApi.settings, async (context) => ({
    data: { overdue_days: (await clockOf(context)).overdueDays },
  })),
  implement(advancesApi.saveSettings, async (context) => {
    await clockOf(context)
    return { data: await saveSettings(context.deps.db, callerOf(context), context.body.overdue_days) }
  }),
  implement(advancesApi.preview, async (context) => {
    await clockOf(context)
    return { data: await previewAdvance(context.deps.db, callerOf(context), context.body) }
  }),
  implement(advancesApi.forExpense, async (context) => {
    await clockOf(context)
    return { data: await expenseAdvances(context.deps.db, callerOf(context), context.params.id) }
  }),
  implement(advancesApi.vendorSummary, async (context) => {
    await clockOf(context)
    return { data: await vendorSummary(context.deps.db, callerOf(context), context.params.id) }
  }),
  implement(advancesApi.create, async (context) => {
    await clockOf(context)
    return detailOf(context, await createAdvance(depsOf(context), context.body))
  }),
  implement(advancesApi.get, async (context) => detailOf(context, context.params.id)),
  implement(advancesApi.update, async (context) => {
    await clockOf(context)
    return detailOf(context, await updateAdvance(depsOf(context), context.params.id, context.body))
  }),
  ...workflowRoutes(advancesApi, advanceDocument, { guard: clockOf, answer: detailOf }),
  step(advancesApi.pay, payAdvance),
  step(advancesApi.adjust, adjustAdvance),
  step(advancesApi.refundDue, refundDueAdvance),
  step(advancesApi.refund, refundAdvance),
  step(advancesApi.forfeit, forfeitAdvance),
  step(advancesApi.writeOff, writeOffAdvance),
]
