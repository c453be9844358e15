import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A real OpenID provider for tests: the `oidc-provider` package (a certified implementation),
 * listening on 127.0.0.1. Its people are the accounts below; whoever signs in at its login form
 * names one of them (any password). It consents for them at once (Greenlight is first-party).
 */

export type TestPerson = { email: string; name: string }

export type TestProviderOptions = {
  port?: number
  clientId: string
  clientSecret: string
  redirectUris: string[]
  people: Record<string, TestPerson>
}

export type TestProvider = {
  issuer: string
  /** Seconds an authorization code lives (a test shortens it to see one expire). */
  codeTtlSeconds: number
  /**
   * What a browser does at the provider: follows the authorization URL, signs in as `subject`
   * at the login form, and answers the query the provider sends back to the redirect URI.
   */
  authorize: (authorizationUrl: string, subject: string) => Promise<URLSearchParams>
  close: () => Promise<void>
}

/**
 * oidc-provider prints notices for development use (dev interactions, an unsupported Node
 * release: it asks for Node 22 and runs on 20) on import and on requests; tests know. Only its
 * own lines are dropped.
 */
let silenced = false
function silenceProviderNotices() {
  if (silenced) return
  silenced = true
  for (const method of ['warn', 'info'] as const) {
    // biome-ignore lint/suspicious/noConsole: wraps the console to drop the provider's own notices
    const write = console[method]
    console[method] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider ')) return
      write(...args)
    }
  }
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  // Requests that arrive before the provider is built wait for it (the port comes first: the
  // issuer names it).
  let ready: (handle: RequestListener) => void = () => {}
  const handler = new Promise<RequestListener>((resolve) => {
    ready = resolve
  })
  const server: Server = createServer((request, response) => {
    void handler.then((handle) => handle(request, response))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const state = { codeTtlSeconds: 60 }

  silenceProviderNotices()
  const { default: Provider } = await import('oidc-provider')
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['greenlight-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries email and name, as most providers send them (Greenlight ignores them
    // for matching; they are recorded when an identity is linked).
    conformIdTokenClaims: false,
    ttl: { AuthorizationCode: () => state.codeTtlSeconds },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, subject) {
      const person = options.people[subject]
      if (!person) return undefined
      return {
        accountId: subject,
        claims: async () => ({ sub: subject, email: person.email, email_verified: true, name: person.name }),
      }
    },
    // First-party: consent is given at once, for the scopes Greenlight asks.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ||
        (ctx.oidc.client ? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId) : undefined)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      if (!ctx.oidc.session?.accountId || !ctx.oidc.client) return undefined
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      })
      grant.addOIDCScope('openid profile email')
      await grant.save()
      return grant
    },
  })
  ready(provider.callback())

  async function authorize(authorizationUrl: string, subject: string) {
    const cookies = new Map<string, string>()
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, ...value] = (pair ?? '').split('=')
        if (name) cookies.set(name.trim(), value.join('='))
      }
    }
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = {
      url: authorizationUrl,
      method: 'GET',
    }
    for (let step = 0; step < 12; step++) {
      const response = await fetch(next.url, {
        method: next.method,
        redirect: 'manual',
        headers: {
          cookie: cookieHeader(),
          ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: next.body,
      })
      remember(response)
      const location = response.headers.get('location')
      if (location) {
        const target = new URL(location, next.url)
        if (target.origin !== issuer) return target.searchParams
        next = { url: target.toString(), method: 'GET' }
        continue
      }
      const page = await response.text()
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
      if (response.status !== 200 || !prompt || !action)
        throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`)
      next = {
        url: new URL(action.replaceAll('&amp;', '&'), next.url).toString(),
        method: 'POST',
        body: new URLSearchParams({ prompt, login: subject, password: 'any' }),
      }
    }
    throw new Error('the provider did not send the browser back')
  }

  return {
    issuer,
    get codeTtlSeconds() {
      return state.codeTtlSeconds
    },
    set codeTtlSeconds(seconds: number) {
      state.codeTtlSeconds = seconds
    },
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
