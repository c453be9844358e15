import { z } from 'zod'
import { okEnvelope } from './envelope'
import { languageSchema } from './i18n'
import { moduleCodeSchema } from './modules'
import { permissionRecordSchema } from './permissions'
import { roleSchema, userTypeSchema } from './roles'

export const emailSchema = z.email({ message: 'Enter a valid email address' }).max(254)
/** ASVS V2.1: at least 12 characters, long passphrases allowed. */
export const newPasswordSchema = z
  .string()
  .min(12, { message: 'Use at least 12 characters' })
  .max(128, { message: 'Use at most 128 characters' })

export const FEATURE_FLAGS = [
  'advance_isActive',
  'creditNote_isActive',
  'tally_isActive',
  'isShootLocation',
  'digiSign_isActive',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export const featureFlagsSchema = z.object({
  advance_isActive: z.boolean(),
  creditNote_isActive: z.boolean(),
  tally_isActive: z.boolean(),
  isShootLocation: z.boolean(),
  digiSign_isActive: z.boolean(),
})
export type FeatureFlags = z.infer<typeof featureFlagsSchema>

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { message: 'Enter your password' }).max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

const accessSchema = z.object({
  OrganizationID: z.number().int(),
  UserRole: roleSchema,
  UserType: userTypeSchema,
  moduleAccess: z.array(moduleCodeSchema),
  permissionPageAccess: z.array(moduleCodeSchema),
})

export const sessionUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: languageSchema,
})

export const loginDataSchema = z
  .object({
    token: z.string().min(32),
    expires_at: z.string(),
    user: sessionUserSchema,
  })
  .extend(accessSchema.shape)
  .extend(featureFlagsSchema.shape)
export type LoginData = z.infer<typeof loginDataSchema>
export const loginResponseSchema = okEnvelope(loginDataSchema)

export const logoutResponseSchema = okEnvelope(z.object({ signed_out: z.literal(true) }))

export const profileUserSchema = sessionUserSchema.extend({
  organization_id: z.number().int(),
  organization_name: z.string(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
  contract_active: z.number().int(),
})
export type ProfileUser = z.infer<typeof profileUserSchema>

export const profileSchema = z
  .object({
    user: profileUserSchema,
    role: roleSchema,
    checkUserType: userTypeSchema,
    moduleAccess: z.array(moduleCodeSchema),
    permissionPageAccess: z.array(moduleCodeSchema),
    permission: z.array(permissionRecordSchema),
  })
  .extend(featureFlagsSchema.shape)
export type Profile = z.infer<typeof profileSchema>
export const profileResponseSchema = okEnvelope(profileSchema)

export const profileNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter your name' })
  .max(120, { message: 'Use at most 120 characters' })

export const updateProfileRequestSchema = z
  .strictObject({
    name: profileNameSchema,
    language: languageSchema,
    advance_isActive: z.boolean(),
    creditNote_isActive: z.boolean(),
    tally_isActive: z.boolean(),
    isShootLocation: z.boolean(),
    digiSign_isActive: z.boolean(),
  })
  .partial()
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>
export const updateProfileResponseSchema = profileResponseSchema

export const domainConfigSchema = z.object({
  product_name: z.string(),
  theme_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  sign_in: z.object({
    password: z.boolean(),
    /** Third-party (OpenID Connect) sign-in; the SPA returns to `<origin>/callback`. */
    oidc: z
      .object({
        provider_name: z.string(),
        authorize_url: z.url(),
        client_id: z.string(),
      })
      .nullable(),
  }),
})
export type DomainConfig = z.infer<typeof domainConfigSchema>
export const domainConfigResponseSchema = okEnvelope(domainConfigSchema)

/** Exchange of a third-party sign-in code for a Greenlight session (answers like /v2/login). */
export const oidcLoginRequestSchema = z.strictObject({
  code: z.string().min(1).max(2048),
  redirect_uri: z.url(),
})

export const registerRequestSchema = z.strictObject({
  organization_name: z.string().trim().min(2, { message: 'Enter your company name' }).max(160),
  name: z.string().trim().min(1, { message: 'Enter your name' }).max(120),
  email: emailSchema,
  phone: z.string().trim().max(40).optional(),
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(16).max(512),
  password: newPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>

/** Answer of register / forgot / reset: always the same, so nobody can probe which emails exist. */
export const acceptedResponseSchema = okEnvelope(z.object({ accepted: z.literal(true) }))
