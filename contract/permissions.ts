import { z } from 'zod'

/** `permission_active` value that means allowed (spec section 9); any other value denies. */
export const PERMISSION_ALLOWED = 2
export const PERMISSION_DENIED = 1

export const PERMISSION_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
export type PermissionMethod = (typeof PERMISSION_METHODS)[number]

export const permissionRecordSchema = z.object({
  module_name: z.string().min(1).max(60),
  method_name: z.enum(PERMISSION_METHODS),
  permission_active: z.number().int(),
})
export type PermissionRecord = z.infer<typeof permissionRecordSchema>

export function hasPermission(
  records: readonly PermissionRecord[],
  moduleName: string,
  method: PermissionMethod,
): boolean {
  return records.some(
    (record) =>
      record.module_name === moduleName &&
      record.method_name === method &&
      record.permission_active === PERMISSION_ALLOWED,
  )
}

/** `contract_active` values of a user (spec section 4). */
export const CONTRACT_ACTIVE = { normal: 1, archiveRequested: 4 } as const
