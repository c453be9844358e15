import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { STATUS_FAILED } from '../contract/codes'
import { isUniqueViolation, loggableError } from './db/failure'
import { ALREADY_SAVED, HttpError } from './http/errors'
import { registerRoutes } from './http/pipeline'
import type { AnyRoute, Deps } from './http/route'
import { securityHeaders } from './http/security'
import { allRoutes } from './modules'
import { API_REFERENCE_CSS, apiReferenceHtml, openApiDocument } from './openapi'

type AppOptions = {
  routes?: readonly AnyRoute[]
  /** Mounts what answers outside /v2 (main.ts: the built SPA); tests and the in-page API leave it out. */
  site?: (app: Hono) => void
}

export function errorBody(error: HttpError) {
  return {
    Status: STATUS_FAILED,
    err: true as const,
    message: error.message,
    ...(error.code ? { code: error.code } : {}),
    ...(error.params ? { params: error.params } : {}),
    ...(error.fieldErrors.length ? { errors: error.fieldErrors } : {}),
  }
}

/**
 * Builds the Hono app from its dependencies. It never listens: main.ts and the tests do that, and
 * the mock API runs it inside the page, so nothing here may need Node: what does is in `deps`.
 */
export function createApp(deps: Deps, { routes = allRoutes, site }: AppOptions = {}) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : globalThis.crypto.randomUUID()
    c.set('requestId' as never, requestId as never)
    c.header('X-Request-Id', requestId)
    const started = performance.now()
    await next()
    if (c.req.path.startsWith('/v2/')) {
      deps.logger.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      })
    }
  })
  app.use('*', securityHeaders())
  // API answers are per user and change with every write: no browser or proxy may keep one.
  app.use('/v2/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  if (deps.config.corsOrigins.length) {
    app.use(
      '/v2/*',
      cors({
        origin: deps.config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    )
  }
  app.onError((error, c) => {
    // A body refused for its size is left unread on the socket: the connection is closed after the
    // answer, and the answer says so (a client must not send its next request on it).
    if (error instanceof HttpError && error.status === 413)
      return c.json(errorBody(error), 413, { Connection: 'close' })
    if (error instanceof HttpError) return c.json(errorBody(error), error.status)
    // Two requests at once can both pass a service's check; the unique index then decides.
    if (isUniqueViolation(error)) return c.json(errorBody(ALREADY_SAVED), 409)
    const requestId = c.get('requestId' as never) as string
    const logged = loggableError(error)
    deps.logger.error('request.failed', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: logged.error,
      stack: deps.config.env === 'production' ? undefined : logged.stack,
    })
    return c.json(
      errorBody(new HttpError(500, `Something went wrong on our side (request ${requestId})`)),
      500,
    )
  })

  app.get('/v2/openapi.json', (c) => c.json(openApiDocument(routes.map((route) => route.endpoint))))
  app.get('/v2/docs', (c) => c.html(apiReferenceHtml(routes.map((route) => route.endpoint))))
  app.get('/v2/docs.css', (c) =>
    c.body(API_REFERENCE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  )
  app.get('/v2/health', (c) => c.json({ Status: 1, data: { ok: true } }))
  registerRoutes(app, routes, deps)
  app.all('/v2/*', (c) => c.json(errorBody(new HttpError(404, 'There is no such API endpoint')), 404))

  site?.(app)
  return app
}
