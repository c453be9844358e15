import type { Context } from 'hono'
import type * as z from 'zod/mini'
import type { Role } from '../../contract/codes'
import type { AnyEndpoint } from '../../contract/endpoint'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { Secrets } from '../platform/secrets'

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
  /** How the server reaches OpenID providers; `fetch` unless given (the mock API's stand-in provider). */
  oidcFetch?: typeof fetch
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

/** What a handler returns: the envelope without `Status` (the pipeline adds it). */
export type Payload<R extends z.ZodMiniType> = Omit<z.input<R>, 'Status' | 'err' | 'message'>

/** What an endpoint's schema makes of a part of the request; `undefined` where it has none. */
type Parsed<E, Part extends 'params' | 'query' | 'body'> = E extends {
  [K in Part]: infer S extends z.ZodMiniType
}
  ? z.output<S>
  : undefined

export type EndpointContext<E extends AnyEndpoint> = RequestContext<
  Parsed<E, 'params'>,
  Parsed<E, 'query'>,
  Parsed<E, 'body'>
>

export type Handler<E extends AnyEndpoint> = (context: EndpointContext<E>) => Promise<Payload<E['response']>>

/** A contract endpoint and the server's answer to it. */
export type Route<E extends AnyEndpoint = AnyEndpoint> = { endpoint: E; handler: Handler<E> }

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every shape
export type AnyRoute = Route<any>

/**
 * Implements a contract endpoint: its method, path, access and schemas come from the contract;
 * the handler gets params, query and body as the endpoint's schemas parse them.
 */
export function implement<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): AnyRoute {
  return { endpoint, handler }
}
