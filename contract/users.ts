import * as z from 'zod/mini'
import { emailSchema, newPasswordSchema } from './auth'
import { CONTRACT_ACTIVE } from './codes'
import { archiveFlag, id, isoDateTime, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'
import { languageSchema } from './i18n'
import { moduleCodeSchema } from './modules'
import { roleSchema } from './roles'

export const contractActiveSchema = z.union([
  z.literal(CONTRACT_ACTIVE.normal),
  z.literal(CONTRACT_ACTIVE.archiveRequested),
])

/** A person who signs in to one organisation. */
export const userSchema = z.object({
  user_id: id,
  organization_id: id,
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role_id: id,
  role_name: z.string(),
  role_type: roleSchema,
  company_id: z.nullable(id),
  company_name: z.nullable(z.string()),
  department_id: z.nullable(id),
  department_name: z.nullable(z.string()),
  designation_id: z.nullable(id),
  designation_name: z.nullable(z.string()),
  language: languageSchema,
  contract_active: contractActiveSchema,
  module_access: z.array(moduleCodeSchema),
  page_access: z.array(moduleCodeSchema),
  archived: z.boolean(),
  archived_at: z.nullable(isoDateTime),
  last_login_at: z.nullable(isoDateTime),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type User = z.infer<typeof userSchema>

const userFields = {
  name: text(120, 'Enter the name'),
  email: emailSchema,
  phone: optionalText(40),
  role_id: id,
  company_id: z.optional(z.nullable(id)),
  department_id: z.optional(z.nullable(id)),
  designation_id: z.optional(z.nullable(id)),
  language: z.optional(languageSchema),
  contract_active: z.optional(contractActiveSchema),
  module_access: z.optional(z.array(moduleCodeSchema).check(z.maxLength(20))),
  page_access: z.optional(z.array(moduleCodeSchema).check(z.maxLength(20))),
}

/**
 * A new user. With `password` the Admin sets a first password; without it the user gets an
 * invitation to choose one.
 */
export const createUserRequestSchema = z.strictObject({
  ...userFields,
  password: z.optional(newPasswordSchema),
})
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>
/** `archived: false` restores an archived user; archiving is DELETE. */
export const updateUserRequestSchema = z.partial(
  z.strictObject({ ...userFields, archived: z.literal(false) }),
)
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>

export const userListQuerySchema = z.object({
  ...pageQuery,
  archive: archiveFlag,
  contract_active: z.optional(z.enum(['1', '4'])),
})
export const userResponseSchema = okEnvelope(userSchema)
export const userListResponseSchema = listEnvelope(userSchema)
