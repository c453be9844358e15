import type { Database } from '../db/client'
import type { AuditWriter, SessionInfo } from './route'

/** Who a service works for: the signed-in session and the organisation it acts in. */
export type Caller = { session: SessionInfo; tenantId: number }

/** What every document write needs: the database, who calls, the audit log and the time. */
export type WriteDeps = { db: Database; caller: Caller; audit: AuditWriter; now: Date; publicUrl: string }
