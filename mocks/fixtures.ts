import {
  MODULE_CODES,
  type ModuleCode,
  PERMISSION_ALLOWED,
  PERMISSION_METHODS,
  type PermissionRecord,
  type Role,
} from '../contract/index'

/** The demo password of every fixture user (the same as the real server's demo seed). */
export const DEMO_PASSWORD = 'greenlight-demo'

export type MockOrganization = { id: number; name: string }
export type MockUser = {
  user_id: number
  name: string
  email: string
  role: Role
  organization_id: number
  moduleAccess: ModuleCode[]
  permissionPageAccess: ModuleCode[]
  permissions: Record<string, readonly (typeof PERMISSION_METHODS)[number][]>
}

export const ORGANIZATIONS: MockOrganization[] = [
  { id: 1, name: 'Greenlight Platform' },
  { id: 2, name: 'Demo Studios' },
  { id: 3, name: 'Northwind Films' },
]

export const PERMISSION_MODULES = [
  'dashboard',
  'project',
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

const ALL = Object.fromEntries(PERMISSION_MODULES.map((module) => [module, PERMISSION_METHODS]))
const READ_WRITE = ['GET', 'POST', 'PUT'] as const

/** What each role of a production company gets in the demo (Admins: everything). */
const ROLE_SETUP: Record<
  Exclude<Role, 'Super Admin' | 'Admin'>,
  Omit<MockUser, 'user_id' | 'name' | 'email' | 'role' | 'organization_id'>
> = {
  'Admin Manager': {
    moduleAccess: [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1008, 1009],
    permissionPageAccess: [1015],
    permissions: {
      dashboard: ['GET'],
      project: READ_WRITE,
      users: ['GET'],
      vendors: READ_WRITE,
      expenses: READ_WRITE,
      budget: READ_WRITE,
      inventory: READ_WRITE,
      settings: READ_WRITE,
      dpr: ['GET'],
      creditnote: ['GET'],
    },
  },
  Moderator: {
    moduleAccess: [1001, 1009],
    permissionPageAccess: [],
    permissions: { project: ['GET'], dpr: READ_WRITE },
  },
  User: {
    moduleAccess: [1001, 1013, 1014],
    permissionPageAccess: [1015],
    permissions: { project: ['GET'], pcr: READ_WRITE, var: READ_WRITE, creditnote: ['GET'] },
  },
  'Dashboard User': {
    moduleAccess: [1000],
    permissionPageAccess: [],
    permissions: { dashboard: ['GET'] },
  },
}

function companyUsers(organization_id: number, domain: string, firstId: number, names: string[]): MockUser[] {
  const admin: MockUser = {
    user_id: firstId,
    name: names[0] ?? 'Admin',
    email: `admin@${domain}`,
    role: 'Admin',
    organization_id,
    moduleAccess: [...MODULE_CODES],
    permissionPageAccess: [],
    permissions: ALL,
  }
  const others = (['Admin Manager', 'Moderator', 'User', 'Dashboard User'] as const).map((role, index) => ({
    user_id: firstId + index + 1,
    name: names[index + 1] ?? role,
    email: `${['manager', 'moderator', 'user', 'dashboard'][index]}@${domain}`,
    role,
    organization_id,
    ...ROLE_SETUP[role],
  }))
  return [admin, ...others]
}

export const USERS: MockUser[] = [
  {
    user_id: 1,
    name: 'Sam Rivera',
    email: 'superadmin@greenlight.test',
    role: 'Super Admin',
    organization_id: 1,
    moduleAccess: [...MODULE_CODES],
    permissionPageAccess: [],
    permissions: ALL,
  },
  ...companyUsers(2, 'demostudios.test', 10, [
    'Asha Menon',
    'Rohan Iyer',
    'Meera Kapoor',
    'Dev Patel',
    'Lena Fischer',
  ]),
  ...companyUsers(3, 'northwind.test', 20, [
    'Owen Hart',
    'Priya Nair',
    'Tom Becker',
    'Ana Costa',
    'Jules Martin',
  ]),
]

export function permissionRecords(user: MockUser): PermissionRecord[] {
  return PERMISSION_MODULES.flatMap((module) =>
    PERMISSION_METHODS.map((method) => ({
      module_name: module,
      method_name: method,
      permission_active: user.permissions[module]?.includes(method) ? PERMISSION_ALLOWED : 1,
    })),
  )
}
