import type { Database } from '../../db/client'
import type { AuditWriter } from '../../http/route'
import type { Caller } from '../budget/access'
import type { WorkflowCaller } from './document'

/** What every document write needs: the database, who calls, the audit log and the time. */
export type WriteDeps = { db: Database; caller: Caller; audit: AuditWriter; now: Date; publicUrl: string }

export const workflowCallerOf = (deps: WriteDeps): WorkflowCaller => ({
  ...deps.caller,
  audit: deps.audit,
  now: deps.now,
  publicUrl: deps.publicUrl,
})
