import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Profile } from '../../../contract/auth'
import {
  type FEATURE_FLAGS,
  type FeatureFlags,
  isAdminRole,
  LANGUAGES,
  type Language,
  MODULE_CODES,
  type ModuleCode,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type Role,
} from '../../../contract/codes'
import { DEFAULT_GRANTS, permissionMatrix } from '../../../contract/defaults'
import { DEFAULT_BASE_CURRENCY } from '../../../contract/masters/defaults'
import type { Database } from '../../db/client'
import { prepared } from '../../db/prepared'
import { currencies, organizations, rolePermissions, roles, users } from '../../db/schema'

export function flagsOf(organization: typeof organizations.$inferSelect): FeatureFlags {
  return {
    advance_isActive: organization.advanceIsActive,
    creditNote_isActive: organization.creditNoteIsActive,
    tally_isActive: organization.tallyIsActive,
    isShootLocation: organization.isShootLocation,
    digiSign_isActive: organization.digiSignIsActive,
  }
}

export const FLAG_COLUMNS = {
  advance_isActive: 'advanceIsActive',
  creditNote_isActive: 'creditNoteIsActive',
  tally_isActive: 'tallyIsActive',
  isShootLocation: 'isShootLocation',
  digiSign_isActive: 'digiSignIsActive',
} as const satisfies Record<(typeof FEATURE_FLAGS)[number], keyof typeof organizations.$inferSelect>

const known = (codes: readonly number[]) =>
  codes.filter((code): code is ModuleCode => MODULE_CODES.includes(code as ModuleCode))

/**
 * Everything the SPA needs to know about the signed-in user: role, user type, module and page
 * access (limited to the modules the organisation has switched on), permission records, flags.
 */
export async function loadProfile(db: Database, userId: number): Promise<Profile> {
  const [row] = await prepared(db, 'profile_by_user', (tx) =>
    tx
      .select({ user: users, role: roles, organization: organizations, currency: currencies.code })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(
        currencies,
        and(
          eq(currencies.organizationId, users.organizationId),
          eq(currencies.isBase, true),
          isNull(currencies.archivedAt),
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('profile_by_user'),
  ).execute({ userId })
  if (!row) throw new Error(`user ${userId} vanished`)
  const { user, role, organization, currency } = row
  const roleType = role.roleType as Role
  const enabled = organization.isPlatform ? MODULE_CODES : known(organization.enabledModules)
  const permission = isAdminRole(roleType)
    ? permissionMatrix(DEFAULT_GRANTS.Admin)
    : await prepared(db, 'permissions_by_role', (tx) =>
        tx
          .select({
            module_name: rolePermissions.moduleName,
            method_name: rolePermissions.methodName,
            permission_active: rolePermissions.permissionActive,
          })
          .from(rolePermissions)
          .where(eq(rolePermissions.roleId, sql.placeholder('roleId')))
          .prepare('permissions_by_role'),
      ).execute({ roleId: role.id })
  return {
    user: {
      user_id: user.id,
      name: user.name,
      email: user.email,
      language: (LANGUAGES as readonly string[]).includes(user.language) ? (user.language as Language) : 'en',
      organization_id: organization.id,
      organization_name: organization.name,
      organization_currency: currency ?? DEFAULT_BASE_CURRENCY,
      company_id: user.companyId,
      department_id: user.departmentId,
      designation_id: user.designationId,
      contract_active: user.contractActive,
    },
    role: roleType,
    checkUserType: organization.isPlatform ? 'platform' : 'organization',
    moduleAccess: isAdminRole(roleType)
      ? [...enabled]
      : known(user.moduleAccess).filter((code) => enabled.includes(code)),
    permissionPageAccess: known(user.pageAccess).filter((code) => enabled.includes(code)),
    permission: permission.map((record) => ({
      ...record,
      method_name: record.method_name as PermissionMethod,
      permission_active: record.permission_active === PERMISSION_ALLOWED ? PERMISSION_ALLOWED : 1,
    })),
    ...flagsOf(organization),
  }
}
