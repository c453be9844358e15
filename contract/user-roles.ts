import * as z from 'zod/mini'
import { isPermissionKept, PERMISSION_MODULES } from './codes'
import { id, isoDateTime, optionalText, text } from './common'
import { okEnvelope } from './envelope'
import { permissionRecordSchema } from './permissions'
import { roleSchema } from './roles'

/**
 * A user role of an organisation. Its `role_type` is one of the six spec roles and decides which
 * pages open; its permission records decide which calls are allowed (2 = allowed).
 */
export const userRoleSchema = z.object({
  role_id: id,
  organization_id: id,
  name: z.string(),
  role_type: roleSchema,
  description: z.nullable(z.string()),
  is_system: z.boolean(),
  user_count: z.int(),
  permissions: z.array(permissionRecordSchema),
  archived: z.boolean(),
  updated_at: isoDateTime,
})
export type UserRole = z.infer<typeof userRoleSchema>

const permissionChange = z
  .strictObject({
    module_name: z.enum(PERMISSION_MODULES),
    method_name: permissionRecordSchema.shape.method_name,
    permission_active: z.union([z.literal(1), z.literal(2)]),
  })
  .check(
    z.refine((change) => isPermissionKept(change.module_name, change.method_name), {
      path: ['method_name'],
      error: 'This module has no such permission',
    }),
  )

export const createUserRoleRequestSchema = z.strictObject({
  name: text(80, 'Enter the role name'),
  role_type: z.enum(['Admin Manager', 'Moderator', 'User', 'Dashboard User']),
  description: optionalText(300),
  permissions: z.optional(z.array(permissionChange).check(z.maxLength(200))),
})
export type CreateUserRoleRequest = z.infer<typeof createUserRoleRequestSchema>

export const updateUserRoleRequestSchema = z.partial(
  z.strictObject({
    name: text(80, 'Enter the role name'),
    description: optionalText(300),
    permissions: z.array(permissionChange).check(z.maxLength(200)),
  }),
)
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequestSchema>

export const userRoleResponseSchema = okEnvelope(userRoleSchema)
export const userRoleListResponseSchema = okEnvelope(z.array(userRoleSchema))
