import type { Context } from 'hono'
import type * as z from 'zod/mini'
import type { PermissionMethod, PermissionModule, Role } from '../../contract/codes'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { Secrets } from '../platform/secrets'

/** Who may call a route. Admin and Super Admin pass every permission check. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; module: PermissionModule; method: PermissionMethod }
  | { kind: 'super-admin' }

export type Deps = {
  db: Database
  config: Config
  logger: Logger
  /** The time, injected so tests can move it (idle and absolute token expiry). */
  clock: () => Date
  /** Password hashing and tokens: node:crypto in the server process, pure JS in the page. */
  secrets: Secrets
  /** The peer's address from the socket, where there is one (the Node server); else 'unknown'. */
  socketAddress?: (c: Context) => string | undefined
}

export type SessionInfo = {
  sessionId: number
  userId: number
  organizationId: number
  roleId: number
  roleType: Role
  name: string
  email: string
}

export type AuditEntry = {
  action: string
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
  organizationId?: number | null
}

/** Writes one audit entry, or several in one statement. */
export type AuditWriter = (db: Database, entry: AuditEntry | readonly AuditEntry[]) => Promise<void>

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined

/** An uploaded file: the request body as it came, for routes that take `upload`. */
export type Upload = { bytes: Uint8Array; contentType: string }

export type RequestContext<P, Q, B> = {
  params: P
  query: Q
  body: B
  /** Present on routes declared with `upload`. */
  upload: Upload
  /** Present on every route but public ones. */
  session: SessionInfo
  /** The organisation the request works in: the caller's own, or any for a Super Admin. */
  tenantId: number
  deps: Deps
  requestId: string
  ip: string
  userAgent: string
  hono: Context
  audit: AuditWriter
}

/** A file a `download` route answers with, as it is (not in the JSON envelope). */
export type FileAnswer = { bytes: Uint8Array; contentType: string; fileName: string }

/** What a handler returns: the envelope without `Status` (the registry adds it). */
export type Payload<R extends z.ZodMiniType> = Omit<z.input<R>, 'Status' | 'err' | 'message'>

export type RouteDef<
  PS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  QS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  BS extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  RS extends z.ZodMiniType = z.ZodMiniType,
> = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** Path under /v2, in Hono's syntax (`/users/:id`). */
  path: string
  summary: string
  tag: string
  access: Access
  params?: PS
  query?: QS
  body?: BS
  response: RS
  /** Larger bodies than the server-wide limit (uploads). */
  bodyLimitBytes?: number
  /** The body is a file (CSV, XLSX) sent as it is, with one of these content types. */
  upload?: { contentTypes: readonly string[] }
  /**
   * The answer is a file of one of these types, sent as it is with Content-Disposition: attachment;
   * the handler returns `{ file: FileAnswer }` (its `response` schema describes that object).
   */
  download?: { contentTypes: readonly string[] }
  handler: (ctx: RequestContext<Out<PS>, Out<QS>, Out<BS>>) => Promise<Payload<RS>>
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every shape
export type AnyRoute = RouteDef<any, any, any, any>

/** Declares a route; the types of params, query, body and answer follow from its schemas. */
export function defineRoute<
  PS extends z.ZodMiniType | undefined = undefined,
  QS extends z.ZodMiniType | undefined = undefined,
  BS extends z.ZodMiniType | undefined = undefined,
  RS extends z.ZodMiniType = z.ZodMiniType,
>(def: RouteDef<PS, QS, BS, RS>): AnyRoute {
  return def as AnyRoute
}
