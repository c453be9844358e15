import { eq } from 'drizzle-orm'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type * as z from 'zod/mini'
import { STATUS_OK } from '../../contract/codes'
import { withinIds } from '../../contract/common'
import type { Access, FileAnswer } from '../../contract/endpoint'
import { issuesToErrors } from '../../contract/masters/rules'
import { resolveSession } from '../auth/sessions'
import type { Database } from '../db/client'
import { auditLog, organizations } from '../db/schema'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors'
import { assertMay } from './permissions'
import type { AnyRoute, AuditEntry, Deps, RequestContext, SessionInfo, Upload } from './route'
import { unstorableFields } from './unstorable'

/** A zod failure as the API's 400: one message per field, the path in dotted form. */
export function validationError(issues: readonly z.core.$ZodIssue[], where: 'body' | 'query' | 'path') {
  return badRequest(
    'Some fields need attention',
    issuesToErrors(issues).map((error, index) => ({
      ...error,
      path: issues[index]?.path.length ? error.path : where,
    })),
    'invalid',
  )
}

function parse<S extends z.ZodMiniType | undefined>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'path',
) {
  if (!schema) return undefined
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error.issues, where)
  return result.data
}

/** No text the database cannot store gets past here, whatever the endpoint's schemas say. */
function refuseUnstorable(params: unknown, queries: Record<string, string[]>, body: unknown) {
  const found = [
    ...unstorableFields(params, 'path'),
    // A repeated query parameter is checked in all its values.
    ...unstorableFields(
      Object.fromEntries(Object.entries(queries).map(([key, values]) => [key, values.join('')])),
      'query',
    ),
    ...unstorableFields(body, 'body'),
  ]
  if (found.length) throw badRequest('Some fields need attention', found, 'invalid')
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
}

async function readUpload(c: Context, contentTypes: readonly string[]): Promise<Upload> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!contentTypes.includes(contentType)) {
    throw new HttpError(415, `Send the file as one of: ${contentTypes.join(', ')}`, [], 'fileType')
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (bytes.length === 0) throw badRequest('The file is empty', [], 'fileEmpty')
  return { bytes, contentType }
}

export function clientAddress(c: Context, deps: Pick<Deps, 'config' | 'socketAddress'>): string {
  if (deps.config.trustProxy) {
    // The one trusted proxy appends the address it saw last; anything before it is the client's
    // own say (a spoofed "X-Forwarded-For: 1.2.3.4" would otherwise pick its throttling bucket).
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return deps.socketAddress?.(c) ?? 'unknown'
  } catch {
    // In-process requests (tests, the in-page API) have no socket.
    return 'unknown'
  }
}

async function authenticate(c: Context, deps: Deps): Promise<SessionInfo> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header)
  const session = match?.[1] ? await resolveSession(deps, match[1]) : null
  if (!session) throw unauthorized()
  return session
}

/**
 * `organization_id` must be the caller's organisation unless the caller is a Super Admin, who may
 * work in any existing organisation. Without it, the caller's own organisation.
 */
async function resolveTenant(c: Context, session: SessionInfo, deps: Deps): Promise<number> {
  const raw = c.req.query('organization_id')
  if (raw === undefined || raw === '') return session.organizationId
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || !withinIds(raw))
    throw badRequest('organization_id must be a numeric id')
  const wanted = Number(raw)
  if (wanted === session.organizationId) return wanted
  if (session.roleType !== 'Super Admin') throw forbidden('You can only work in your own organisation')
  const [organization] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, wanted))
    .limit(1)
  if (!organization) throw notFound('This organisation')
  return wanted
}

async function authorize(access: Access, session: SessionInfo, deps: Deps) {
  if (access.kind === 'super-admin') {
    if (session.roleType !== 'Super Admin') throw forbidden('Only platform staff (Super Admin) can do this')
    return
  }
  if (access.kind === 'permission') await assertMay(deps.db, session, access.module, access.method)
}

export function auditWriter(session: SessionInfo | null, tenantId: number | null, requestId: string) {
  return async (db: Database, entries: AuditEntry | readonly AuditEntry[]) => {
    const list = Array.isArray(entries) ? entries : [entries as AuditEntry]
    if (list.length === 0) return
    await db.insert(auditLog).values(
      list.map((entry) => ({
        organizationId: entry.organizationId === undefined ? tenantId : entry.organizationId,
        actorUserId: session?.userId ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        requestId,
      })),
    )
  }
}

/** A download's answer: the bytes with their type, saved (never shown inline) under their name. */
function fileResponse(file: FileAnswer) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}

/** Mounts every route under /v2 with the one pipeline all endpoints share. */
export function registerRoutes(app: Hono, routes: readonly AnyRoute[], deps: Deps) {
  for (const { endpoint, handler } of routes) {
    const maxSize = endpoint.bodyLimitBytes ?? deps.config.bodyLimitBytes
    // GET routes take no body; checking one there would make the Node adapter build a full
    // Request object for every read, which measured a third of the throughput.
    const limit: MiddlewareHandler =
      endpoint.method === 'get'
        ? (_c, next) => next()
        : bodyLimit({
            maxSize,
            onError: () => {
              throw new HttpError(413, `The request is too large (limit ${Math.round(maxSize / 1024)} KB)`)
            },
          })
    app.on(endpoint.method.toUpperCase(), `/v2${endpoint.path}`, limit, async (c) => {
      const requestId = c.get('requestId' as never) as string
      let session: SessionInfo | null = null
      let tenantId: number | null = null
      if (endpoint.access.kind !== 'public') {
        session = await authenticate(c, deps)
        tenantId = await resolveTenant(c, session, deps)
        await authorize(endpoint.access, session, deps)
      }
      const rawParams = c.req.param()
      const rawQuery = c.req.query()
      const rawBody = endpoint.body ? await readJsonBody(c) : undefined
      refuseUnstorable(rawParams, c.req.queries(), rawBody)
      const params = parse(endpoint.params, rawParams, 'path')
      const query = parse(endpoint.query, rawQuery, 'query')
      const body = endpoint.body ? parse(endpoint.body, rawBody, 'body') : undefined
      const upload = endpoint.upload ? await readUpload(c, endpoint.upload.contentTypes) : undefined
      const context: RequestContext<unknown, unknown, unknown> = {
        params,
        query,
        body,
        upload: upload as Upload,
        session: session as SessionInfo,
        tenantId: tenantId as number,
        deps,
        requestId,
        ip: clientAddress(c, deps),
        userAgent: c.req.header('user-agent') ?? '',
        hono: c,
        audit: auditWriter(session, tenantId, requestId),
      }
      const payload = await handler(context as never)
      if (endpoint.download) return fileResponse((payload as { file: FileAnswer }).file)
      const envelope = { Status: STATUS_OK, ...(payload as object) }
      if (deps.config.validateResponses) {
        const checked = endpoint.response.safeParse(envelope)
        if (!checked.success) {
          deps.logger.error('response.contract_violation', {
            requestId,
            route: `${endpoint.method.toUpperCase()} ${endpoint.path}`,
            issues: checked.error.issues
              .slice(0, 5)
              .map((issue: z.core.$ZodIssue) => `${issue.path.join('.')}: ${issue.message}`),
          })
          throw new HttpError(500, 'The server produced an answer that breaks the API contract')
        }
      }
      return c.json(envelope, 200)
    })
  }
}
