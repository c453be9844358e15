/**
 * The contract's fixed values (roles, module codes, permission values, flags, languages), free of
 * any schema library, so code on the critical path of the first paint can use them without
 * loading zod. The schema modules build on these.
 */

export const ROLES = ['Super Admin', 'Admin', 'Admin Manager', 'Moderator', 'User', 'Dashboard User'] as const
export type Role = (typeof ROLES)[number]

/** Admin and Super Admin skip the module checks (spec section 6). */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'Super Admin' || role === 'Admin'
}

/**
 * The roles that keep the books: with petty cash "change" they disburse, audit, post and settle
 * (the server's rule, petty-cash/access.ts; the SPA shows those steps to them).
 */
export const ACCOUNTS_ROLES = ['Super Admin', 'Admin', 'Admin Manager'] as const satisfies readonly Role[]

export function isAccountsRole(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && (ACCOUNTS_ROLES as readonly Role[]).includes(role)
}

/** `checkUserType`: platform staff manage many organisations; everyone else belongs to one. */
export const USER_TYPES = ['platform', 'organization'] as const
export type UserType = (typeof USER_TYPES)[number]

/** Module codes of spec section 6. 1011 and 1012 are not assigned by the spec and stay reserved. */
export const MODULES = {
  Dashboard: 1000,
  Project: 1001,
  Users: 1002,
  Vendors: 1003,
  Expenses: 1004,
  Budget: 1005,
  Inventory: 1006,
  AdvanceRequest: 1007,
  Settings: 1008,
  DCR: 1009,
  Contract: 1010,
  PCR: 1013,
  VAR: 1014,
  CN: 1015,
} as const
export type ModuleName = keyof typeof MODULES
export type ModuleCode = (typeof MODULES)[ModuleName]
export const MODULE_CODES = Object.values(MODULES) as ModuleCode[]

/** `permission_active` value that means allowed (spec section 9); any other value denies. */
export const PERMISSION_ALLOWED = 2
export const PERMISSION_DENIED = 1
export const PERMISSION_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
export type PermissionMethod = (typeof PERMISSION_METHODS)[number]
export type PermissionRecord = {
  module_name: string
  method_name: PermissionMethod
  permission_active: number
}

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

/** The modules permission records are kept for (`module_name`), each with GET, POST, PUT, DELETE. */
export const PERMISSION_MODULES = [
  'dashboard',
  'project',
  'purchase',
  'users',
  'userrole',
  'vendors',
  'expenses',
  'budget',
  'inventory',
  'settings',
  'dpr',
  'contract',
  'pcr',
  'var',
  'creditnote',
  'organization',
] as const
export type PermissionModule = (typeof PERMISSION_MODULES)[number]

/**
 * The methods a module's records are kept for, where its endpoints use fewer than all four: the
 * permission editors show a checkbox only where a grant means something. `purchase` POST is
 * raising purchase orders (create, change, submit and cancel one's own); reading them, approving
 * them and recording challans follow the project's team and its approval levels.
 */
const METHODS_OF: Partial<Record<PermissionModule, readonly PermissionMethod[]>> = {
  purchase: ['POST'],
}

export function permissionMethodsOf(module: PermissionModule): readonly PermissionMethod[] {
  return METHODS_OF[module] ?? PERMISSION_METHODS
}

/** Whether `module` keeps a record for `method` (and so whether an Admin may grant it). */
export function isPermissionKept(module: PermissionModule, method: PermissionMethod): boolean {
  return permissionMethodsOf(module).includes(method)
}

/** The permission module guarding each module's endpoints (AdvanceRequest groups PCR and VAR). */
export const MODULE_PERMISSIONS: Record<ModuleName, PermissionModule | null> = {
  Dashboard: 'dashboard',
  Project: 'project',
  Users: 'users',
  Vendors: 'vendors',
  Expenses: 'expenses',
  Budget: 'budget',
  Inventory: 'inventory',
  AdvanceRequest: null,
  Settings: 'settings',
  DCR: 'dpr',
  Contract: 'contract',
  PCR: 'pcr',
  VAR: 'var',
  CN: 'creditnote',
}

/** `contract_active` values of a user (spec section 4). */
export const CONTRACT_ACTIVE = { normal: 1, archiveRequested: 4 } as const

export const FEATURE_FLAGS = [
  'advance_isActive',
  'creditNote_isActive',
  'tally_isActive',
  'isShootLocation',
  'digiSign_isActive',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]
export type FeatureFlags = Record<FeatureFlag, boolean>

export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** `Status` of every /v2 answer: 1 success, 0 failure (the HTTP status says which failure). */
export const STATUS_OK = 1
export const STATUS_FAILED = 0
