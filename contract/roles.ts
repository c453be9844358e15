import { z } from 'zod'

export const ROLES = ['Super Admin', 'Admin', 'Admin Manager', 'Moderator', 'User', 'Dashboard User'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

/** Admin and Super Admin skip the module checks (spec section 6). */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'Super Admin' || role === 'Admin'
}

/** `checkUserType`: platform staff manage many organisations; everyone else belongs to one. */
export const USER_TYPES = ['platform', 'organization'] as const
export const userTypeSchema = z.enum(USER_TYPES)
export type UserType = z.infer<typeof userTypeSchema>
