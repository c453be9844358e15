import type { LoginData, Profile } from '../contract/auth'
import { isAdminRole, MODULE_CODES, type ModuleCode } from '../contract/codes'
import { DEFAULT_GRANTS, permissionMatrix } from '../contract/defaults'
import type { MasterKey } from '../contract/masters/definitions'
import type { Organization } from '../contract/organizations'
import type { UserRole } from '../contract/user-roles'
import type { User } from '../contract/users'
import { type MockOrganization, type MockRole, type MockUser, type World, world } from './world'

/** The mock world seen through the contract: the same shapes the real server answers. */

export const roleOf = (user: MockUser) => world().roles.find((role) => role.id === user.roleId) as MockRole
export const organizationOf = (user: MockUser) =>
  world().organizations.find((organization) => organization.id === user.organizationId) as MockOrganization

export function profileOf(user: MockUser): Profile {
  const role = roleOf(user)
  const organization = organizationOf(user)
  const enabled: ModuleCode[] = organization.isPlatform ? [...MODULE_CODES] : organization.enabledModules
  const admin = isAdminRole(role.roleType)
  return {
    user: {
      user_id: user.id,
      name: user.name,
      email: user.email,
      language: user.language,
      organization_id: organization.id,
      organization_name: organization.name,
      company_id: user.companyId,
      department_id: user.departmentId,
      designation_id: user.designationId,
      contract_active: user.contractActive,
    },
    role: role.roleType,
    checkUserType: organization.isPlatform ? 'platform' : 'organization',
    moduleAccess: admin ? enabled : user.moduleAccess.filter((code) => enabled.includes(code)),
    permissionPageAccess: user.pageAccess.filter((code) => enabled.includes(code)),
    permission: admin ? permissionMatrix(DEFAULT_GRANTS.Admin) : role.permissions,
    ...organization.flags,
  }
}

export function loginOf(user: MockUser, token: string): LoginData {
  const profile = profileOf(user)
  return {
    token,
    expires_at: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    user: { user_id: user.id, name: user.name, email: user.email, language: user.language },
    OrganizationID: profile.user.organization_id,
    UserRole: profile.role,
    UserType: profile.checkUserType,
    moduleAccess: profile.moduleAccess,
    permissionPageAccess: profile.permissionPageAccess,
    advance_isActive: profile.advance_isActive,
    creditNote_isActive: profile.creditNote_isActive,
    tally_isActive: profile.tally_isActive,
    isShootLocation: profile.isShootLocation,
    digiSign_isActive: profile.digiSign_isActive,
  }
}

const masterName = (all: World, key: MasterKey, id: number | null) =>
  (id === null
    ? undefined
    : (all.masters[key].find((row) => row.id === id)?.values.name as string | undefined)) ?? null

export function userView(user: MockUser): User {
  const role = roleOf(user)
  const all = world()
  return {
    user_id: user.id,
    organization_id: user.organizationId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role_id: role.id,
    role_name: role.name,
    role_type: role.roleType,
    company_id: user.companyId,
    company_name: masterName(all, 'company', user.companyId),
    department_id: user.departmentId,
    department_name: masterName(all, 'department', user.departmentId),
    designation_id: user.designationId,
    designation_name: masterName(all, 'designation', user.designationId),
    language: user.language,
    contract_active: user.contractActive,
    module_access: user.moduleAccess,
    page_access: user.pageAccess,
    archived: user.archivedAt !== null,
    archived_at: user.archivedAt,
    last_login_at: user.lastLoginAt,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  }
}

export function roleView(role: MockRole): UserRole {
  return {
    role_id: role.id,
    organization_id: role.organizationId,
    name: role.name,
    role_type: role.roleType,
    description: role.description,
    is_system: role.isSystem,
    user_count: world().users.filter((user) => user.roleId === role.id && !user.archivedAt).length,
    permissions: isAdminRole(role.roleType) ? permissionMatrix(DEFAULT_GRANTS.Admin) : role.permissions,
    archived: role.archivedAt !== null,
    updated_at: role.updatedAt,
  }
}

export function organizationView(organization: MockOrganization): Organization {
  const members = world().users.filter((user) => user.organizationId === organization.id && !user.archivedAt)
  const admin = members.find((user) => isAdminRole(roleOf(user).roleType))
  return {
    organization_id: organization.id,
    name: organization.name,
    legal_name: organization.legalName,
    is_platform: organization.isPlatform,
    enabled_modules: organization.enabledModules,
    admin_name: admin?.name ?? null,
    admin_email: admin?.email ?? null,
    user_count: members.length,
    archived: organization.archivedAt !== null,
    archived_at: organization.archivedAt,
    created_at: organization.createdAt,
    ...organization.flags,
  }
}
