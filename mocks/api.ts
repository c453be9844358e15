import { eq } from 'drizzle-orm'
import { createApp } from '../server/app'
import { linkIdentity } from '../server/auth/oidc/store'
import { createSession } from '../server/auth/sessions'
import { loadConfig } from '../server/config'
import type { Database } from '../server/db/client'
import { sessions, users } from '../server/db/schema'
import type { Deps } from '../server/http/route'
import { createLogger } from '../server/logger'
import type { Secrets } from '../server/platform/secrets'
import { currentScenario, ssoSubject } from './scenario'
import { MOCK_SSO, MOCK_SSO_PEOPLE, mockSsoFetch } from './sso'

/**
 * The mock API is the server's own Hono app, answering in the same process as the SPA (a Vitest
 * worker, or the page behind the MSW service worker) on an embedded PGlite started from the demo
 * snapshot. So every rule the SPA meets in tests is the server's rule, written once.
 */
export type MockApi = { handle: (request: Request) => Promise<Response> }

export type MockApiOptions = {
  /** The database to answer from, asked for on every request (a test swaps in its transaction). */
  database: () => Database
  secrets: Secrets
  /** Where the server's log lines go (warnings and errors only). */
  log: (line: string) => void
  publicUrl: string
}

export function createMockApi({ database, secrets, log, publicUrl }: MockApiOptions): MockApi {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: publicUrl })
  const withSso = { ...config, oidcProviders: [MOCK_SSO] }
  const deps: Deps = {
    get db() {
      return database()
    },
    // The stand-in provider is configured while the scenario asks for it (mocks/scenario.ts).
    get config() {
      return currentScenario().oidc ? withSso : config
    },
    logger: createLogger('warn', log),
    clock: () => new Date(),
    secrets,
    oidcFetch: mockSsoFetch,
  }
  const app = createApp(deps)
  /** Sessions put back (or found) in this database, by token: requests wait for the first one. */
  const restored = new Map<string, Promise<void>>()
  return {
    async handle(request) {
      if (request.method === 'POST' && new URL(request.url).pathname === '/v2/login')
        await linkSsoPerson(deps)
      const saved = currentScenario().session
      if (saved) {
        if (!restored.has(saved.token)) restored.set(saved.token, restoreSession(deps, saved))
        await restored.get(saved.token)
      }
      return app.fetch(request)
    },
  }
}

/**
 * The scenario's provider person is linked to their demo account, as an invitation would have
 * done (the demo data has no identities): a fixture of the scenario, through the server's own
 * linking. A person without a demo account stays unknown.
 */
async function linkSsoPerson(deps: Deps) {
  const subject = ssoSubject()
  const email = subject ? MOCK_SSO_PEOPLE[subject]?.linked : undefined
  if (!subject || !email) return
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (user)
    await linkIdentity(deps.db, { userId: user.id, issuer: MOCK_SSO.issuer, subject, email }, deps.clock())
}

/**
 * The scenario's session (a sign-in saved by an earlier browser) is put in this database, once:
 * a session of that token already there, revoked or not, is left as it is, so signing out holds.
 */
async function restoreSession(deps: Deps, wanted: { email: string; token: string }) {
  const tokenHash = deps.secrets.hashToken(wanted.token)
  const [known] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
  if (known) return
  const [user] = await deps.db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, wanted.email))
  if (!user) return
  await createSession(
    deps,
    user,
    { ip: '127.0.0.1', userAgent: 'saved sign-in (mock scenario)' },
    wanted.token,
  )
}

/** Runs one task at a time: requests of one test share its transaction, so they must not interleave. */
export function serialized() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}
