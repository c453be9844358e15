import {
  FEATURE_FLAGS,
  type FeatureFlags,
  type Language,
  MODULE_CODES,
  type ModuleCode,
  type PermissionRecord,
  type Role,
} from '../contract/codes'
import {
  DEFAULT_GRANTS,
  DEFAULT_MODULE_ACCESS,
  DEFAULT_PAGE_ACCESS,
  permissionMatrix,
} from '../contract/defaults'

/**
 * The mock API's whole world: the same demo organisations, roles (with the server's default
 * grants), people, companies and projects as the real server's seed. Kept in localStorage in the
 * browser, so a page reload keeps what a demo changed; tests reset it.
 */
export type MockOrganization = {
  id: number
  name: string
  legalName: string | null
  isPlatform: boolean
  enabledModules: ModuleCode[]
  flags: FeatureFlags
  archivedAt: string | null
  createdAt: string
}
export type MockRole = {
  id: number
  organizationId: number
  name: string
  roleType: Role
  description: string | null
  isSystem: boolean
  permissions: PermissionRecord[]
  archivedAt: string | null
  updatedAt: string
}
export type MockUser = {
  id: number
  organizationId: number
  email: string
  name: string
  phone: string | null
  password: string | null
  roleId: number
  companyId: number | null
  departmentId: number | null
  designationId: number | null
  language: Language
  contractActive: 1 | 4
  moduleAccess: ModuleCode[]
  pageAccess: ModuleCode[]
  lastLoginAt: string | null
  archivedAt: string | null
  createdAt: string
  updatedAt: string
}
export type MockCompany = { id: number; organizationId: number; name: string }
export type MockDepartment = {
  id: number
  organizationId: number
  companyId: number
  name: string
  code: string
}
export type MockDesignation = {
  id: number
  organizationId: number
  companyId: number
  departmentId: number
  name: string
}
export type MockProject = { id: number; organizationId: number; name: string; code: string }
export type MockMember = { projectId: number; userId: number; projectRole: string }

export type World = {
  organizations: MockOrganization[]
  roles: MockRole[]
  users: MockUser[]
  companies: MockCompany[]
  departments: MockDepartment[]
  designations: MockDesignation[]
  projects: MockProject[]
  members: MockMember[]
  revokedTokens: string[]
  /** One id sequence per collection, as in the database, so ids match the server's seed. */
  sequences: Record<string, number>
}

export type Collection =
  | 'organizations'
  | 'roles'
  | 'users'
  | 'companies'
  | 'departments'
  | 'designations'
  | 'projects'

export function nextId(world: World, collection: Collection): number {
  world.sequences[collection] = (world.sequences[collection] ?? 0) + 1
  return world.sequences[collection]
}

export const DEMO_PASSWORD = 'greenlight-demo'
const SEEDED_AT = '2026-11-01T09:00:00.000Z'
const NO_FLAGS: FeatureFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FeatureFlags

const PEOPLE: [string, string, [string, string, string, string, string]][] = [
  [
    'Demo Studios',
    'demostudios.test',
    ['Asha Menon', 'Rohan Iyer', 'Meera Kapoor', 'Dev Patel', 'Lena Fischer'],
  ],
  [
    'Northwind Films',
    'northwind.test',
    ['Owen Hart', 'Priya Nair', 'Tom Becker', 'Ana Costa', 'Jules Martin'],
  ],
]
const TYPES = ['Admin', 'Admin Manager', 'Moderator', 'User', 'Dashboard User'] as const
const LOGINS = ['admin', 'manager', 'moderator', 'user', 'dashboard'] as const
const DEPARTMENTS: [string, string, string][] = [
  ['Production', 'PRD', 'Line Producer'],
  ['Accounts', 'ACC', 'Production Accountant'],
  ['Camera', 'CAM', 'Director of Photography'],
  ['Art', 'ART', 'Art Director'],
  ['Post-production', 'PST', 'Editor'],
]

export function seedWorld(): World {
  const world: World = {
    organizations: [],
    roles: [],
    users: [],
    companies: [],
    departments: [],
    designations: [],
    projects: [],
    members: [],
    revokedTokens: [],
    sequences: {},
  }
  const id = (collection: Collection) => nextId(world, collection)
  const organization = (name: string, isPlatform: boolean, flags: Partial<FeatureFlags>) => {
    const created: MockOrganization = {
      id: id('organizations'),
      name,
      legalName: null,
      isPlatform,
      enabledModules: [...MODULE_CODES],
      flags: { ...NO_FLAGS, ...flags },
      archivedAt: null,
      createdAt: SEEDED_AT,
    }
    world.organizations.push(created)
    for (const roleType of TYPES) {
      world.roles.push({
        id: id('roles'),
        organizationId: created.id,
        name: roleType,
        roleType,
        description: null,
        isSystem: true,
        permissions: permissionMatrix(DEFAULT_GRANTS[roleType]),
        archivedAt: null,
        updatedAt: SEEDED_AT,
      })
    }
    return created
  }
  const user = (
    organizationId: number,
    roleType: Role,
    email: string,
    name: string,
    extra: Partial<MockUser> = {},
  ) => {
    const role = world.roles.find((r) => r.organizationId === organizationId && r.roleType === roleType)
    world.users.push({
      id: id('users'),
      organizationId,
      email,
      name,
      phone: null,
      password: DEMO_PASSWORD,
      roleId: role?.id ?? 0,
      companyId: null,
      departmentId: null,
      designationId: null,
      language: 'en',
      contractActive: 1,
      moduleAccess: DEFAULT_MODULE_ACCESS[roleType],
      pageAccess: DEFAULT_PAGE_ACCESS[roleType],
      lastLoginAt: null,
      archivedAt: null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
      ...extra,
    })
  }

  const platform = organization(
    'Greenlight Platform',
    true,
    Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])),
  )
  world.roles.push({
    id: id('roles'),
    organizationId: platform.id,
    name: 'Super Admin',
    roleType: 'Super Admin',
    description: null,
    isSystem: true,
    permissions: permissionMatrix(DEFAULT_GRANTS.Admin),
    archivedAt: null,
    updatedAt: SEEDED_AT,
  })
  user(platform.id, 'Super Admin', 'superadmin@greenlight.test', 'Sam Rivera')

  const flags: Partial<FeatureFlags>[] = [
    { advance_isActive: true, creditNote_isActive: true, isShootLocation: true },
    { creditNote_isActive: true, tally_isActive: true },
  ]
  PEOPLE.forEach(([name, domain, names], index) => {
    const org = organization(name, false, flags[index] ?? {})
    const company: MockCompany = { id: id('companies'), organizationId: org.id, name }
    world.companies.push(company)
    for (const [departmentName, code, title] of DEPARTMENTS) {
      const department = {
        id: id('departments'),
        organizationId: org.id,
        companyId: company.id,
        name: departmentName,
        code,
      }
      world.departments.push(department)
      world.designations.push({
        id: id('designations'),
        organizationId: org.id,
        companyId: company.id,
        departmentId: department.id,
        name: title,
      })
    }
    TYPES.forEach((roleType, position) => {
      user(org.id, roleType, `${LOGINS[position]}@${domain}`, names[position] ?? roleType, {
        companyId: company.id,
        departmentId: world.departments.filter((d) => d.companyId === company.id)[position]?.id ?? null,
      })
    })
    const project = {
      id: id('projects'),
      organizationId: org.id,
      name: index === 0 ? 'Monsoon Diaries' : 'The Long Road',
      code: index === 0 ? 'MD-01' : 'NW-01',
    }
    world.projects.push(project)
    const orgUsers = world.users.filter((u) => u.organizationId === org.id)
    for (const [position, projectRole] of [
      [1, 'Line Producer'],
      [2, 'Production Manager'],
      [3, 'Production Accountant'],
    ] as const) {
      const member = orgUsers[position]
      if (member) world.members.push({ projectId: project.id, userId: member.id, projectRole })
    }
  })
  return world
}

const KEY = 'greenlight.mockWorld'
let memory: World | null = null

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function world(): World {
  if (!memory) {
    const raw = storage()?.getItem(KEY)
    memory = raw ? (JSON.parse(raw) as World) : seedWorld()
  }
  return memory
}

/** Applies a change and keeps it (in the browser, across reloads). */
export function change<T>(apply: (world: World) => T): T {
  const current = world()
  const result = apply(current)
  storage()?.setItem(KEY, JSON.stringify(current))
  return result
}

export function resetWorld() {
  memory = null
  storage()?.removeItem(KEY)
}

export const now = () => new Date().toISOString()
