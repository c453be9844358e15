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
import {
  DEMO_DEPARTMENTS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_PLATFORM,
  DEMO_TEAM,
  type DemoPlan,
  type DemoRole,
  demoPlacement,
} from '../contract/demo'
import {
  DEFAULT_MASTERS,
  DEFAULT_ORDER,
  DEFAULT_RATES,
  resolveDefaultRow,
} from '../contract/masters/defaults'
import { MASTER_KEYS, MASTERS, type MasterKey } from '../contract/masters/definitions'
import type { RefTarget } from '../contract/masters/fields'
import { defaultsOf, labelOf, lookupFieldsOf, lookupText } from '../contract/masters/rules'
import type { CustomValues } from '../contract/masters/schemas'
import { seedDemoBudget } from './budget-seed'
import { seedDemoPurchase } from './purchase-seed'
import { seedDemoExpenses } from './spend-seed'
import { emptySpend, type SpendCollection, type SpendWorld } from './spend-world'
import { seedDemoVendors } from './vendor-seed'

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
/** A record of any master list, its fields by their API names. */
export type MockMasterRow = {
  id: number
  organizationId: number
  values: Record<string, unknown>
  custom: CustomValues
  archivedAt: string | null
  createdAt: string
  updatedAt: string
}
export type MockRate = {
  id: number
  organizationId: number
  currencyId: number
  effectiveFrom: string
  rate: string
  createdAt: string
}
export type MockProject = {
  id: number
  organizationId: number
  companyId: number | null
  name: string
  code: string
  status: string
  projectTypeId?: number | null
  currencyId?: number | null
  startDate?: string | null
  endDate?: string | null
  cityIds?: number[]
  description?: string | null
  archivedAt?: string | null
  createdAt?: string
  updatedAt?: string
}
export type MockMember = { projectId: number; userId: number; projectRole: string }

/** Budgets as the server keeps them (see server/db/schema.ts): versions, lines, uploads, days. */
export type MockBudgetVersion = {
  id: number
  organizationId: number
  projectId: number
  versionNo: number
  note: string | null
  source: 'upload' | 'copy'
  copiedFrom: number | null
  isCurrent: boolean
  isOriginal: boolean
  approvedAt: string | null
  approvedBy: number | null
  createdBy: number | null
  archivedAt: string | null
  createdAt: string
}
export type MockBudgetLine = {
  id: number
  organizationId: number
  projectId: number
  versionId: number
  budgetCode: string
  categoryId: number | null
  subCategoryId: number | null
  description: string
  cityId: number | null
  isAtl: boolean
  quantity: string
  unit: string | null
  rate: number
  amount: number
  notes: string | null
  position: number
  rowVersion: number
  updatedBy: number | null
  deletedAt: string | null
  updatedAt: string
}
export type MockBudgetUpload = {
  id: number
  organizationId: number
  projectId: number
  fileName: string
  userId: number | null
  rows: number
  versionNo: number | null
  result: 'applied' | 'rejected'
  errorCount: number
  message: string | null
  uploadedAt: string
}
export type MockBudgetLog = {
  id: number
  organizationId: number
  lineId: number
  userId: number | null
  action: 'created' | 'updated' | 'deleted'
  field: string | null
  before: string | null
  after: string | null
  at: string
}
export type MockDailyBudget = {
  id: number
  organizationId: number
  projectId: number
  day: string
  title: string
  cityId: number | null
  notes: string | null
  lines: { budget_code: string; description: string | null; amount: number }[]
  total: number
  rowVersion: number
  archivedAt: string | null
  updatedAt: string
}

export type World = {
  organizations: MockOrganization[]
  roles: MockRole[]
  users: MockUser[]
  masters: Record<MasterKey, MockMasterRow[]>
  currencyRates: MockRate[]
  projects: MockProject[]
  members: MockMember[]
  budgetVersions: MockBudgetVersion[]
  budgetLines: MockBudgetLine[]
  budgetUploads: MockBudgetUpload[]
  budgetLogs: MockBudgetLog[]
  dailyBudgets: MockDailyBudget[]
  spend: SpendWorld
  revokedTokens: string[]
  /** While a handler writes: the time it stamps records with. */
  clock?: string
  /** One id sequence per collection, as in the database, so ids match the server's seed. */
  sequences: Record<string, number>
}

export type Collection =
  | 'organizations'
  | 'roles'
  | 'users'
  | 'projects'
  | 'currencyRates'
  | 'budgetVersions'
  | 'budgetLines'
  | 'budgetUploads'
  | 'budgetLogs'
  | 'dailyBudgets'
  | SpendCollection
  | MasterKey

export function nextId(world: World, collection: Collection): number {
  world.sequences[collection] = (world.sequences[collection] ?? 0) + 1
  return world.sequences[collection]
}

export { DEMO_PASSWORD }

const SEEDED_AT = '2026-11-01T09:00:00.000Z'
const NO_FLAGS: FeatureFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FeatureFlags
const ROLE_TYPES: DemoRole[] = ['Admin', 'Admin Manager', 'Moderator', 'User', 'Dashboard User']

function emptyWorld(): World {
  return {
    organizations: [],
    roles: [],
    users: [],
    masters: Object.fromEntries(MASTER_KEYS.map((key) => [key, []])) as unknown as World['masters'],
    currencyRates: [],
    projects: [],
    members: [],
    budgetVersions: [],
    budgetLines: [],
    budgetUploads: [],
    budgetLogs: [],
    dailyBudgets: [],
    spend: emptySpend(),
    revokedTokens: [],
    sequences: {},
  }
}

/** Adds a master record; what the server would insert, with the same id sequence. */
export function addMasterRow(
  world: World,
  key: MasterKey,
  organizationId: number,
  values: Record<string, unknown>,
) {
  const row: MockMasterRow = {
    id: nextId(world, key),
    organizationId,
    values: { ...defaultsOf(MASTERS[key]), ...values },
    custom: {},
    archivedAt: null,
    createdAt: world.clock ?? SEEDED_AT,
    updatedAt: world.clock ?? SEEDED_AT,
  }
  world.masters[key].push(row)
  return row
}

/** A new organisation's default master lists, as the server writes them. */
export function seedDefaultMasters(world: World, organizationId: number) {
  const found = new Map<RefTarget, Map<string, number>>()
  const lookup = (target: RefTarget, text: string) => found.get(target)?.get(lookupText(text)) ?? null
  for (const key of DEFAULT_ORDER) {
    const definition = MASTERS[key]
    const byText = new Map<string, number>()
    for (const row of DEFAULT_MASTERS[key] ?? []) {
      const values = resolveDefaultRow(definition, row, lookup)
      const added = addMasterRow(world, key, organizationId, values)
      for (const text of [
        labelOf(definition, values),
        ...lookupFieldsOf(definition).map((field) => values[field]),
      ]) {
        if (typeof text === 'string' && text) byText.set(lookupText(text), added.id)
      }
    }
    found.set(key, byText)
  }
  for (const rate of DEFAULT_RATES) {
    world.currencyRates.push({
      id: nextId(world, 'currencyRates'),
      organizationId,
      currencyId: lookup('currency', rate.code) as number,
      effectiveFrom: rate.effective_from,
      rate: rate.rate,
      createdAt: SEEDED_AT,
    })
  }
  return (target: RefTarget, text: string) => {
    const id = lookup(target, text)
    if (id === null) throw new Error(`mock seed: no ${target} ${text}`)
    return id
  }
}

export function addOrganization(
  world: World,
  name: string,
  isPlatform: boolean,
  flags: Partial<FeatureFlags>,
) {
  const created: MockOrganization = {
    id: nextId(world, 'organizations'),
    name,
    legalName: null,
    isPlatform,
    enabledModules: [...MODULE_CODES],
    flags: { ...NO_FLAGS, ...flags },
    archivedAt: null,
    createdAt: world.clock ?? SEEDED_AT,
  }
  world.organizations.push(created)
  for (const roleType of ROLE_TYPES) {
    world.roles.push({
      id: nextId(world, 'roles'),
      organizationId: created.id,
      name: roleType,
      roleType,
      description: null,
      isSystem: true,
      permissions: permissionMatrix(DEFAULT_GRANTS[roleType]),
      archivedAt: null,
      updatedAt: world.clock ?? SEEDED_AT,
    })
  }
  return created
}

function addUser(
  world: World,
  organizationId: number,
  roleType: Role,
  email: string,
  name: string,
  extra: Partial<MockUser> = {},
) {
  const role = world.roles.find((r) => r.organizationId === organizationId && r.roleType === roleType)
  const user: MockUser = {
    id: nextId(world, 'users'),
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
  }
  world.users.push(user)
  return user
}

function seedOrganization(world: World, plan: DemoPlan) {
  const organization = addOrganization(world, plan.name, false, plan.flags)
  organization.legalName = plan.company.legalName
  const found = seedDefaultMasters(world, organization.id)
  const company = addMasterRow(world, 'company', organization.id, {
    name: plan.company.name,
    legal_name: plan.company.legalName,
    gstin: plan.company.gstin,
    pan: plan.company.pan,
    address: plan.company.address,
    city_id: found('city', plan.company.city),
    country_id: found('country', 'IN'),
    base_currency_id: found('currency', 'INR'),
  })
  const departmentIds: number[] = []
  const designationIds: number[] = []
  for (const [name, code, titles] of DEMO_DEPARTMENTS) {
    const department = addMasterRow(world, 'department', organization.id, {
      name,
      code,
      company_id: company.id,
    })
    departmentIds.push(department.id)
    for (const title of titles) {
      designationIds.push(
        addMasterRow(world, 'designation', organization.id, {
          name: title,
          company_id: company.id,
          department_id: department.id,
        }).id,
      )
    }
  }
  const people: Partial<Record<DemoRole, number>> = {}
  for (const [position, [roleType, name]] of (
    Object.entries(plan.people) as [DemoRole, string][]
  ).entries()) {
    const placement = demoPlacement(position)
    people[roleType] = addUser(
      world,
      organization.id,
      roleType,
      `${DEMO_LOGINS[roleType]}@${plan.domain}`,
      name,
      {
        companyId: company.id,
        departmentId: departmentIds[placement.department] ?? null,
        designationId: designationIds[placement.designation] ?? null,
      },
    ).id
  }
  for (const planned of plan.projects) {
    const project: MockProject = {
      id: nextId(world, 'projects'),
      organizationId: organization.id,
      companyId: company.id,
      name: planned.name,
      code: planned.code,
      status: planned.status,
      projectTypeId: found('projecttype', planned.projectType),
      currencyId: null,
      startDate: planned.startDate,
      endDate: planned.endDate,
      cityIds: planned.cities.map((city) => found('city', city)),
      description: planned.description,
      archivedAt: null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    }
    world.projects.push(project)
    for (const [roleType, projectRole] of DEMO_TEAM) {
      const userId = people[roleType]
      if (userId) world.members.push({ projectId: project.id, userId, projectRole })
    }
  }
  for (const location of plan.shootLocations) {
    addMasterRow(world, 'shootlocation', organization.id, {
      name: location.name,
      city_id: found('city', location.city),
      address: location.address,
    })
  }
}

export function seedWorld(): World {
  const world = emptyWorld()
  const platform = addOrganization(world, DEMO_PLATFORM.name, true, {})
  seedDefaultMasters(world, platform.id)
  world.roles.push({
    id: nextId(world, 'roles'),
    organizationId: platform.id,
    name: 'Super Admin',
    roleType: 'Super Admin',
    description: null,
    isSystem: true,
    permissions: permissionMatrix(DEFAULT_GRANTS.Admin),
    archivedAt: null,
    updatedAt: SEEDED_AT,
  })
  addUser(world, platform.id, 'Super Admin', DEMO_PLATFORM.superAdmin.email, DEMO_PLATFORM.superAdmin.name)
  for (const plan of DEMO_PLANS) seedOrganization(world, plan)
  for (const organization of world.organizations) seedDemoBudget(world, organization.id)
  for (const organization of world.organizations.filter((o) => !o.isPlatform))
    seedDemoVendors(world, organization.id)
  // After the vendors: the demo PO is raised with one of them.
  for (const organization of world.organizations) seedDemoPurchase(world, organization.id)
  // After the demo PO: the camera invoice is booked on its first line.
  for (const organization of world.organizations) seedDemoExpenses(world, organization.id)
  return world
}

// Named anew when the world's shape changes, so a browser never reads an older world.
const KEY = 'greenlight.mockWorld.v3'
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
