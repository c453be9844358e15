import { teamApi } from '../../../contract/api/team'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { callerOf, writeDepsOf } from '../workflow/write-deps'
import { memberFor } from './access'
import { clearanceOf } from './clearance'
import { listTeam, memberDetail } from './read'
import { clearMember, createMember, stepMember, updateMember } from './write'

/*
 * The project team (contract/api/team.ts): every id is looked up in the tenant and the caller's
 * projects; writes answer the member as they now are.
 */

type Context = RequestContext<unknown, unknown, unknown>
const detailOf = async (context: Context, id: number) => ({
  data: await memberDetail(context.deps.db, callerOf(context), id),
})

export const teamRoutes: AnyRoute[] = [
  implement(teamApi.list, (context) => listTeam(context.deps.db, callerOf(context), context.query)),
  implement(teamApi.create, async (context) =>
    detailOf(context, await createMember(writeDepsOf(context), context.body)),
  ),
  implement(teamApi.get, async (context) => {
    await memberFor(context.deps.db, callerOf(context), context.params.id)
    return detailOf(context, context.params.id)
  }),
  implement(teamApi.update, async (context) =>
    detailOf(context, await updateMember(writeDepsOf(context), context.params.id, context.body)),
  ),
  implement(teamApi.step, async (context) =>
    detailOf(context, await stepMember(writeDepsOf(context), context.params.id, context.body)),
  ),
  implement(teamApi.clearance, async (context) => {
    const member = await memberFor(context.deps.db, callerOf(context), context.params.id)
    return { data: await clearanceOf(context.deps.db, member, context.deps.clock()) }
  }),
  implement(teamApi.clear, async (context) =>
    detailOf(context, await clearMember(writeDepsOf(context), context.params.id, context.body)),
  ),
]
