import type * as z from 'zod/mini'
import { contractsApi } from '../../../contract/api/contracts'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { contractCharts } from './charts'
import { contractDocument } from './document'
import { contractDetail, listContracts } from './read'
import { payInstalment, sendContract, signContract, terminateContract } from './steps'
import { amendContract, renewContract } from './versions'
import { createContract, updateContract } from './write'

/* Contracts (contract/api/contracts.ts): services look every id up in the tenant and the caller's projects. */

type Context = RequestContext<unknown, unknown, unknown>
const detailOf = async (context: Context, id: number) => ({
  data: await contractDetail(context.deps.db, callerOf(context), id),
})

type Step = (typeof contractsApi)['send' | 'sign' | 'pay' | 'terminate' | 'amend' | 'renew']
type StepInput<E extends Step> = z.output<NonNullable<E['body']>>

/** POST /contracts/{id}/<step>: each answers the contract as it now is. */
function step<E extends Step>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: StepInput<E>) => Promise<number>,
) {
  return implement<Step>(endpoint, async (context) =>
    detailOf(context, await run(writeDepsOf(context), context.params.id, context.body as StepInput<E>)),
  )
}

export const contractRoutes: AnyRoute[] = [
  implement(contractsApi.list, async (context) =>
    listContracts(context.deps.db, callerOf(context), context.query),
  ),
  implement(contractsApi.create, async (context) =>
    detailOf(context, await createContract(writeDepsOf(context), context.body)),
  ),
  implement(contractsApi.charts, async (context) => ({
    data: await contractCharts(context.deps.db, callerOf(context), context.query, context.deps.clock()),
  })),
  implement(contractsApi.get, async (context) => detailOf(context, context.params.id)),
  implement(contractsApi.update, async (context) =>
    detailOf(context, await updateContract(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(contractsApi, contractDocument, { answer: detailOf }),
  step(contractsApi.send, sendContract),
  step(contractsApi.sign, signContract),
  step(contractsApi.pay, payInstalment),
  step(contractsApi.terminate, terminateContract),
  // Both answer the new version (a draft), not the one they were drafted from.
  step(contractsApi.amend, amendContract),
  step(contractsApi.renew, renewContract),
]
