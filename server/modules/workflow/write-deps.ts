import type { Caller, WriteDeps } from '../../http/caller'
import type { RequestContext } from '../../http/route'
import type { WorkflowCaller } from './document'

export type { WriteDeps }

export const workflowCallerOf = (deps: WriteDeps): WorkflowCaller => ({
  ...deps.caller,
  audit: deps.audit,
  now: deps.now,
  publicUrl: deps.publicUrl,
})

type Context = RequestContext<unknown, unknown, unknown>

/** Who calls a route: the session and its organisation (every service scopes by these). */
export const callerOf = (context: Context): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

/** A route's writes' dependencies, from its request. */
export const writeDepsOf = (context: Context): WriteDeps => ({
  db: context.deps.db,
  caller: callerOf(context),
  audit: context.audit,
  now: context.deps.clock(),
  publicUrl: context.deps.config.publicUrl,
})
