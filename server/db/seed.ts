import { sql } from 'drizzle-orm'
import { type FeatureFlag, MODULE_CODES } from '../../contract/codes'
import { DEFAULT_MODULE_ACCESS, DEFAULT_PAGE_ACCESS } from '../../contract/defaults'
import {
  DEMO_DEPARTMENTS,
  DEMO_EXTRA_MODULE_ACCESS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_PLATFORM,
  DEMO_TEAM,
  type DemoPlan,
  type DemoRole,
  demoPlacement,
} from '../../contract/demo'
// The workflow's document types and the ledger's sources, which the seeding's documents go through.
import '../modules/registries'
import { seedDefaultMasters } from '../modules/masters/defaults'
import { FLAG_COLUMNS } from '../modules/profile/load-profile'
import { createDefaultRoles } from '../modules/user-roles/service'
import type { Secrets } from '../platform/secrets'
import type { Database } from './client'
import {
  companies,
  contractProjects,
  departments,
  designations,
  organizations,
  projectMembers,
  projects,
  roles,
  shootLocations,
  users,
} from './schema'
import { seedDemoBudget } from './seed-budget'
import { seedDemoContracts } from './seed-contracts'
import { seedDemoDprs } from './seed-dpr'
import { seedDemoInventory } from './seed-inventory'
import { seedDemoSpend } from './seed-spend'
import { seedDemoTeam } from './seed-team'
import { seedDemoVendors } from './seed-vendors'

export { DEMO_PASSWORD }

export async function databaseIsEmpty(db: Database) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations)
  return (row?.count ?? 0) === 0
}

/**
 * The demo world of README (contract/demo.ts), with every organisation's default master lists.
 * Only ever run into an empty database.
 */
export async function seedDemo(db: Database, secrets: Secrets, now = new Date()) {
  const passwordHash = await secrets.hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(organizations)
      .values({
        name: DEMO_PLATFORM.name,
        isPlatform: true,
        enabledModules: [...MODULE_CODES],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organizations.id })
    if (!platform) throw new Error('seed: platform organisation')
    await createDefaultRoles(tx, platform.id, now)
    await seedDefaultMasters(tx, platform.id, now)
    const [superRole] = await tx
      .insert(roles)
      .values({
        organizationId: platform.id,
        name: 'Super Admin',
        roleType: 'Super Admin',
        isSystem: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roles.id })
    if (!superRole) throw new Error('seed: super admin role')
    await tx.insert(users).values({
      organizationId: platform.id,
      email: DEMO_PLATFORM.superAdmin.email,
      name: DEMO_PLATFORM.superAdmin.name,
      passwordHash,
      roleId: superRole.id,
      createdAt: now,
      updatedAt: now,
    })
    for (const plan of DEMO_PLANS) await seedOrganization(tx, plan, passwordHash, now)
  })
}

async function seedOrganization(tx: Database, plan: DemoPlan, passwordHash: string, now: Date) {
  const [organization] = await tx
    .insert(organizations)
    .values({
      name: plan.name,
      legalName: plan.company.legalName,
      enabledModules: [...MODULE_CODES],
      ...Object.fromEntries(
        Object.entries(plan.flags).map(([flag, on]) => [FLAG_COLUMNS[flag as FeatureFlag], on]),
      ),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organizations.id })
  if (!organization) throw new Error('seed: organisation')
  const roleIds = await createDefaultRoles(tx, organization.id, now)
  const masters = await seedDefaultMasters(tx, organization.id, now)
  const found = (target: Parameters<typeof masters>[0], text: string) => {
    const id = masters(target, text)
    if (id === null) throw new Error(`seed: no ${target} ${text}`)
    return id
  }
  const [company] = await tx
    .insert(companies)
    .values({
      organizationId: organization.id,
      name: plan.company.name,
      legalName: plan.company.legalName,
      address: plan.company.address,
      cityId: found('city', plan.company.city),
      countryId: found('country', 'IN'),
      baseCurrencyId: found('currency', 'INR'),
      gstin: plan.company.gstin,
      pan: plan.company.pan,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companies.id })
  if (!company) throw new Error('seed: company')
  const departmentIds: number[] = []
  const designationIds: number[] = []
  for (const [name, code, titles] of DEMO_DEPARTMENTS) {
    const [department] = await tx
      .insert(departments)
      .values({
        organizationId: organization.id,
        companyId: company.id,
        name,
        code,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: departments.id })
    if (!department) throw new Error('seed: department')
    departmentIds.push(department.id)
    // Each department's titles are listed head first.
    for (const [rank, title] of titles.entries()) {
      const [designation] = await tx
        .insert(designations)
        .values({
          organizationId: organization.id,
          companyId: company.id,
          departmentId: department.id,
          name: title,
          seniority: rank + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: designations.id })
      if (designation) designationIds.push(designation.id)
    }
  }
  const people: Partial<Record<DemoRole, number>> = {}
  for (const [position, [roleType, name]] of (
    Object.entries(plan.people) as [DemoRole, string][]
  ).entries()) {
    const placement = demoPlacement(position)
    const [user] = await tx
      .insert(users)
      .values({
        organizationId: organization.id,
        email: `${DEMO_LOGINS[roleType]}@${plan.domain}`,
        name,
        passwordHash,
        roleId: roleIds[roleType],
        companyId: company.id,
        departmentId: departmentIds[placement.department] ?? null,
        designationId: designationIds[placement.designation] ?? null,
        moduleAccess: [...DEFAULT_MODULE_ACCESS[roleType], ...(DEMO_EXTRA_MODULE_ACCESS[roleType] ?? [])],
        pageAccess: DEFAULT_PAGE_ACCESS[roleType],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
    if (user) people[roleType] = user.id
  }
  for (const plannedProject of plan.projects) {
    const [project] = await tx
      .insert(projects)
      .values({
        organizationId: organization.id,
        companyId: company.id,
        name: plannedProject.name,
        code: plannedProject.code,
        status: plannedProject.status,
        projectTypeId: found('projecttype', plannedProject.projectType),
        startDate: plannedProject.startDate,
        endDate: plannedProject.endDate,
        cityIds: plannedProject.cities.map((city) => found('city', city)),
        description: plannedProject.description,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id })
    if (!project) continue
    // Each production is also a title its contracts are made for.
    await tx.insert(contractProjects).values({
      organizationId: organization.id,
      name: plannedProject.name,
      projectId: project.id,
      projecttypeId: found('projecttype', plannedProject.projectType),
      showtypeId: masters('showtype', plannedProject.projectType),
      languageId: found('language', 'Hindi'),
      releaseYear: Number(plannedProject.endDate.slice(0, 4)),
      createdAt: now,
      updatedAt: now,
    })
    for (const [roleType, projectRole] of DEMO_TEAM) {
      const userId = people[roleType]
      if (userId)
        await tx.insert(projectMembers).values({ projectId: project.id, userId, projectRole, createdAt: now })
    }
  }
  await seedDemoBudget(
    tx,
    organization.id,
    { uploader: people['Admin Manager'], approver: people.Admin },
    now,
  )
  await seedDemoVendors(tx, organization.id, now)
  await seedDemoSpend(tx, organization.id, people, now)
  if (plan.shootLocations.length) {
    await tx.insert(shootLocations).values(
      plan.shootLocations.map((location) => ({
        organizationId: organization.id,
        name: location.name,
        cityId: found('city', location.city),
        address: location.address,
        createdAt: now,
        updatedAt: now,
      })),
    )
  }
  await seedDemoDprs(tx, organization.id, people)
  await seedDemoInventory(tx, organization.id, people)
  await seedDemoContracts(tx, organization.id, people, now)
  await seedDemoTeam(tx, organization.id, people, now)
}
