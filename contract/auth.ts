import * as z from 'zod/mini'
import { storable } from './common'
import { okEnvelope } from './envelope'
import { languageSchema } from './i18n'
import { moduleCodeSchema } from './modules'
import { permissionRecordSchema } from './permissions'
import { roleSchema, userTypeSchema } from './roles'

export const emailSchema = z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254))
/** ASVS V2.1: at least 12 characters, long passphrases allowed. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(12, { error: 'Use at least 12 characters' }),
    z.maxLength(128, { error: 'Use at most 128 characters' }),
  )
const trimmed = (min: number, max: number, error: string) =>
  z.string().check(z.trim(), z.minLength(min, { error }), z.maxLength(max), storable())

export const featureFlagsSchema = z.object({
  advance_isActive: z.boolean(),
  creditNote_isActive: z.boolean(),
  tally_isActive: z.boolean(),
  isShootLocation: z.boolean(),
  digiSign_isActive: z.boolean(),
})

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(200)),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

const accessShape = {
  OrganizationID: z.int(),
  UserRole: roleSchema,
  UserType: userTypeSchema,
  moduleAccess: z.array(moduleCodeSchema),
  permissionPageAccess: z.array(moduleCodeSchema),
}

export const sessionUserSchema = z.object({
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  language: languageSchema,
})

export const loginDataSchema = z.object({
  token: z.string().check(z.minLength(32)),
  expires_at: z.string(),
  user: sessionUserSchema,
  ...accessShape,
  ...featureFlagsSchema.shape,
})
export type LoginData = z.infer<typeof loginDataSchema>
export const loginResponseSchema = okEnvelope(loginDataSchema)

export const logoutResponseSchema = okEnvelope(z.object({ signed_out: z.literal(true) }))

export const profileUserSchema = z.extend(sessionUserSchema, {
  organization_id: z.int(),
  organization_name: z.string(),
  /** The organisation's base currency (ISO code): how its amounts are grouped (contract/money-locale.ts). */
  organization_currency: z.string(),
  company_id: z.nullable(z.int()),
  department_id: z.nullable(z.int()),
  designation_id: z.nullable(z.int()),
  contract_active: z.int(),
})
export type ProfileUser = z.infer<typeof profileUserSchema>

export const profileSchema = z.object({
  user: profileUserSchema,
  role: roleSchema,
  checkUserType: userTypeSchema,
  moduleAccess: z.array(moduleCodeSchema),
  permissionPageAccess: z.array(moduleCodeSchema),
  permission: z.array(permissionRecordSchema),
  ...featureFlagsSchema.shape,
})
export type Profile = z.infer<typeof profileSchema>
export const profileResponseSchema = okEnvelope(profileSchema)

export const profileNameSchema = trimmed(1, 120, 'Enter your name')

export const updateProfileRequestSchema = z.partial(
  z.strictObject({
    name: profileNameSchema,
    language: languageSchema,
    ...featureFlagsSchema.shape,
  }),
)
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>
export const updateProfileResponseSchema = profileResponseSchema

/** A third-party (OpenID Connect) sign-in provider the server offers. */
export const signInProviderSchema = z.object({
  /** What `/v2/oidc/start` takes as `provider`. */
  id: z.string(),
  /** The button says "Sign in with <name>". */
  name: z.string(),
})
export type SignInProvider = z.infer<typeof signInProviderSchema>

export const domainConfigSchema = z.object({
  product_name: z.string(),
  theme_color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  sign_in: z.object({
    password: z.boolean(),
    /** Third-party (OpenID Connect) sign-in; the provider returns to `<origin>/callback`. */
    providers: z.array(signInProviderSchema),
  }),
})
export type DomainConfig = z.infer<typeof domainConfigSchema>
export const domainConfigResponseSchema = okEnvelope(domainConfigSchema)

/** An opaque value of a sign-in in progress (state, code): printable ASCII, as OAuth defines them. */
const oauthValue = (max: number) =>
  z
    .string()
    .check(z.minLength(1), z.maxLength(max), z.regex(/^[\x20-\x7e]+$/, { error: 'Not a valid value' }))

/**
 * Starts a third-party sign-in: the server keeps the flow (state, nonce, PKCE verifier) and
 * answers where to send the browser. With `invitation` (the token of an invitation link), the
 * provider's identity is linked to the invited account when the sign-in completes.
 */
export const oidcStartRequestSchema = z.strictObject({
  provider: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'Unknown sign-in provider' })),
  /** Where the provider returns: the SPA's `<origin>/callback`. */
  redirect_uri: z.url().check(z.maxLength(2048)),
  invitation: z.optional(z.string().check(z.minLength(16), z.maxLength(512))),
})
export type OidcStartRequest = z.infer<typeof oidcStartRequestSchema>

export const oidcStartResponseSchema = okEnvelope(
  z.object({
    /** The provider's authorization endpoint with this sign-in's request. */
    authorization_url: z.url(),
    /** Comes back on the callback; the SPA keeps it to bind the answer to this browser session. */
    state: z.string(),
  }),
)

/** Finishes a third-party sign-in with the provider's answer (answers like /v2/login). */
export const oidcLoginRequestSchema = z.strictObject({
  code: oauthValue(2048),
  state: oauthValue(512),
  /** The provider's issuer, when it names itself in the answer (RFC 9207). */
  iss: z.optional(z.url().check(z.maxLength(255))),
})
export type OidcLoginRequest = z.infer<typeof oidcLoginRequestSchema>

export const registerRequestSchema = z.strictObject({
  organization_name: trimmed(2, 160, 'Enter your company name'),
  name: trimmed(1, 120, 'Enter your name'),
  email: emailSchema,
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40), storable())),
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(512)),
  password: newPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>

/** Answer of register / forgot / reset: always the same, so nobody can probe which emails exist. */
export const acceptedResponseSchema = okEnvelope(z.object({ accepted: z.literal(true) }))
