import * as z from 'zod/mini'
import { type OidcProvider, parseOidcProviders } from './auth/oidc/providers'

const flag = z._default(z.enum(['0', '1']), '1')
const positiveInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback)

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: positiveInt(1, 65535, 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })),
  ),
  DATABASE_POOL_SIZE: positiveInt(1, 100, 10),
  SEED_DEMO: flag,
  TOKEN_IDLE_MINUTES: positiveInt(5, 24 * 60, 60),
  TOKEN_ABSOLUTE_HOURS: positiveInt(1, 30 * 24, 12),
  CORS_ORIGINS: z._default(z.string(), ''),
  PUBLIC_URL: z.optional(z.url()),
  STATIC_DIR: z._default(z.string(), 'dist/app'),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  TRUST_PROXY: z._default(z.enum(['0', '1']), '0'),
  BODY_LIMIT_KB: positiveInt(16, 20 * 1024, 1024),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(1, 1000, 5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(1, 10000, 30),
  LOGIN_WINDOW_MINUTES: positiveInt(1, 24 * 60, 15),
  MAIL_REQUESTS_PER_ACCOUNT_HOURLY: positiveInt(1, 1000, 3),
  MAIL_REQUESTS_PER_ADDRESS_HOURLY: positiveInt(1, 10000, 10),
  MAIL_DIR: z.optional(z.string()),
  // How often the date-driven jobs run (overdue hires, contract statuses and reminders): hourly.
  DAILY_JOBS_EVERY_SECONDS: positiveInt(1, 24 * 3600, 3600),
  WEB_CONCURRENCY: positiveInt(1, 64, 1),
  OIDC_PROVIDERS: z.optional(z.string()),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  poolSize: number
  seedDemo: boolean
  tokenIdleMs: number
  tokenAbsoluteMs: number
  corsOrigins: string[]
  publicUrl: string
  staticDir: string
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  trustProxy: boolean
  bodyLimitBytes: number
  login: { maxPerAccount: number; maxPerAddress: number; windowMs: number }
  /** Password-reset and account requests (each sends a mail), per email address and per client address. */
  mailRequests: { maxPerAccount: number; maxPerAddress: number; windowMs: number }
  /** Where the development mail sender drops messages; unset: it only logs that it sent them. */
  mailDir?: string
  /** How often the date-driven jobs run; each is once-only per event however often it runs. */
  dailyJobsEveryMs: number
  /** Server processes sharing the port (PostgreSQL only: PGlite allows one process). */
  workers: number
  /** Check every answer against its contract schema (on in development and tests). */
  validateResponses: boolean
  /** Third-party (OpenID Connect) sign-in providers; none by default. */
  oidcProviders: OidcProvider[]
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the environment once; a bad setting stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty setting (DATABASE_URL=) means "not set", as shells and CI files usually intend.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(given)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(
      `Greenlight cannot start, the environment has invalid settings:\n${problems.join('\n')}`,
    )
  }
  const e = parsed.data
  const oidcProviders = parseOidcProviders(e.OIDC_PROVIDERS)
  if (!Array.isArray(oidcProviders)) {
    throw new ConfigError(
      `Greenlight cannot start, the environment has invalid settings:\n${oidcProviders.problems.map((problem) => `  ${problem}`).join('\n')}`,
    )
  }
  const origins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(
        `Greenlight cannot start: CORS_ORIGINS entry "${origin}" is not an origin like https://app.example.com`,
      )
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO === '1',
    tokenIdleMs: e.TOKEN_IDLE_MINUTES * 60_000,
    tokenAbsoluteMs: e.TOKEN_ABSOLUTE_HOURS * 3_600_000,
    corsOrigins: origins,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    login: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    mailRequests: {
      maxPerAccount: e.MAIL_REQUESTS_PER_ACCOUNT_HOURLY,
      maxPerAddress: e.MAIL_REQUESTS_PER_ADDRESS_HOURLY,
      windowMs: 60 * 60_000,
    },
    mailDir: e.MAIL_DIR,
    dailyJobsEveryMs: e.DAILY_JOBS_EVERY_SECONDS * 1000,
    workers: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    validateResponses: e.NODE_ENV !== 'production',
    oidcProviders,
  }
}
