import * as z from 'zod/mini'

/** A third-party (OpenID Connect) sign-in provider, as OIDC_PROVIDERS configures it. */
export type OidcProvider = {
  /** Names the provider in the API (`/v2/oidc/start`) and the SPA; identities are keyed by issuer. */
  id: string
  /** What the sign-in button says: "Sign in with <name>". */
  name: string
  /** The issuer identifier; discovery is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on this machine only (a provider run for development and tests). */
const issuerSchema = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value)
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
      return secure && !url.search && !url.hash && !url.username && !url.password
    } catch {
      return false
    }
  }, 'must be an https:// URL without query or fragment (http:// only on localhost)'),
)

const providerSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1–40 of a-z, 0-9 and -')),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  issuer: issuerSchema,
  client_id: z.string().check(z.minLength(1), z.maxLength(255)),
  client_secret: z.string().check(z.minLength(1), z.maxLength(512)),
})

const providersSchema = z.array(providerSchema).check(
  z.maxLength(10),
  z.refine((list) => new Set(list.map((provider) => provider.id)).size === list.length, 'ids must differ'),
  z.refine(
    (list) => new Set(list.map((provider) => provider.issuer)).size === list.length,
    'issuers must differ (an identity is known by its issuer)',
  ),
)

/**
 * OIDC_PROVIDERS: a JSON list of `{"id", "name", "issuer", "client_id", "client_secret"}`.
 * Answers the problems to report (naming the setting), or the providers.
 */
export function parseOidcProviders(raw: string | undefined): OidcProvider[] | { problems: string[] } {
  if (!raw) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { problems: ['OIDC_PROVIDERS: is not valid JSON (a list of providers)'] }
  }
  const parsed = providersSchema.safeParse(json)
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (issue) =>
          `OIDC_PROVIDERS${issue.path.map((part) => `[${String(part)}]`).join('')}: ${issue.message}`,
      ),
    }
  }
  return parsed.data.map((provider) => ({
    id: provider.id,
    name: provider.name,
    // The issuer as the provider writes it in its tokens: compared exactly, trailing slash and all.
    issuer: provider.issuer,
    clientId: provider.client_id,
    clientSecret: provider.client_secret,
  }))
}
