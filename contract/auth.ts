import * as z from 'zod/mini'
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
  z.string().check(z.trim(), z.minLength(min, { error }), z.maxLength(max))

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

export const domainConfigSchema = z.object({
  product_name: z.string(),
  theme_color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  sign_in: z.object({
    password: z.boolean(),
    /** Third-party (OpenID Connect) sign-in; the SPA returns to `<origin>/callback`. */
    oidc: z.nullable(
      z.object({
        provider_name: z.string(),
        authorize_url: z.url(),
        client_id: z.string(),
      }),
    ),
  }),
})
export type DomainConfig = z.infer<typeof domainConfigSchema>
export const domainConfigResponseSchema = okEnvelope(domainConfigSchema)

/** Exchange of a third-party sign-in code for a Greenlight session (answers like /v2/login). */
export const oidcLoginRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  redirect_uri: z.url(),
})

export const registerRequestSchema = z.strictObject({
  organization_name: trimmed(2, 160, 'Enter your company name'),
  name: trimmed(1, 120, 'Enter your name'),
  email: emailSchema,
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
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
