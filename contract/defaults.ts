import {
  type ModuleCode,
  PERMISSION_ALLOWED,
  PERMISSION_DENIED,
  PERMISSION_MODULES,
  type PermissionMethod,
  type PermissionModule,
  permissionMethodsOf,
  type Role,
} from './codes'

type Grants = Partial<Record<PermissionModule, readonly PermissionMethod[]>>

const READ = ['GET'] as const
const WRITE = ['GET', 'POST', 'PUT'] as const
/** Raising purchase orders on the projects one is on (the team and levels decide the rest). */
const RAISE = ['POST'] as const

/**
 * The access a role starts with in a new organisation, shared by the server's seed and the mocks
 * so both behave alike. Admins tune it afterwards in /userRoleView and the user form.
 */

/** What each role type may do in a new organisation. */
export const DEFAULT_GRANTS: Record<Exclude<Role, 'Super Admin'>, Grants> = {
  Admin: Object.fromEntries(PERMISSION_MODULES.map((module) => [module, permissionMethodsOf(module)])),
  'Admin Manager': {
    dashboard: READ,
    project: WRITE,
    users: WRITE,
    userrole: READ,
    vendors: WRITE,
    expenses: WRITE,
    budget: WRITE,
    inventory: WRITE,
    settings: WRITE,
    dpr: READ,
    // The line producer drafts and approves deals with talent, crew and vendors.
    contract: WRITE,
    pcr: WRITE,
    var: WRITE,
    creditnote: WRITE,
    purchase: RAISE,
  },
  // Crew on a project's team raise its purchase orders until an Admin takes the grant away.
  Moderator: { dashboard: READ, project: READ, dpr: WRITE, purchase: RAISE },
  // Crew do not read contracts: they carry other people's PAN, fees and instalments.
  User: { project: READ, pcr: WRITE, var: WRITE, creditnote: READ, purchase: RAISE },
  'Dashboard User': { dashboard: READ, project: READ },
}

/** Module access a new user of each role type starts with (the Admin adjusts it per user). */
export const DEFAULT_MODULE_ACCESS: Record<Role, ModuleCode[]> = {
  'Super Admin': [],
  Admin: [],
  // The finance modules, vendor advances (1014) among them.
  'Admin Manager': [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1008, 1009, 1010, 1014],
  Moderator: [1001, 1009],
  User: [1001, 1013, 1014],
  'Dashboard User': [1000],
}

/** Pages a new user may open beyond their modules (the permitted-page list). */
export const DEFAULT_PAGE_ACCESS: Record<Role, ModuleCode[]> = {
  'Super Admin': [],
  Admin: [],
  'Admin Manager': [1015],
  Moderator: [],
  User: [1015],
  'Dashboard User': [],
}

/** A full permission matrix for a set of grants: every module × kept method, allowed or denied. */
export function permissionMatrix(grants: Grants) {
  return PERMISSION_MODULES.flatMap((module_name) =>
    permissionMethodsOf(module_name).map((method_name) => ({
      module_name,
      method_name,
      permission_active: grants[module_name]?.includes(method_name) ? PERMISSION_ALLOWED : PERMISSION_DENIED,
    })),
  )
}
