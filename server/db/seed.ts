import { sql } from 'drizzle-orm'
import { MODULE_CODES, type Role } from '../../contract/codes'
import { DEFAULT_MODULE_ACCESS, DEFAULT_PAGE_ACCESS } from '../../contract/defaults'
import { hashPassword } from '../auth/crypto'
import { createDefaultRoles } from '../modules/user-roles/service'
import type { Database } from './client'
import {
  companies,
  departments,
  designations,
  organizations,
  projectMembers,
  projects,
  roles,
  users,
} from './schema'

export const DEMO_PASSWORD = 'greenlight-demo'

type CompanyPlan = {
  name: string
  domain: string
  company: { name: string; legalName: string; city: string; gstin: string; pan: string }
  people: Record<Exclude<Role, 'Super Admin'>, string>
  projects: { name: string; code: string; status: string }[]
  flags: Partial<
    Record<
      'advanceIsActive' | 'creditNoteIsActive' | 'tallyIsActive' | 'isShootLocation' | 'digiSignIsActive',
      boolean
    >
  >
}

const DEPARTMENTS = [
  ['Production', 'PRD', ['Line Producer', 'Production Manager']],
  ['Accounts', 'ACC', ['Production Accountant', 'Accounts Assistant']],
  ['Camera', 'CAM', ['Director of Photography', 'Camera Operator']],
  ['Art', 'ART', ['Production Designer', 'Art Director']],
  ['Post-production', 'PST', ['Editor', 'Post Supervisor']],
] as const

const PLANS: CompanyPlan[] = [
  {
    name: 'Demo Studios',
    domain: 'demostudios.test',
    company: {
      name: 'Demo Studios',
      legalName: 'Demo Studios Private Limited',
      city: 'Mumbai',
      gstin: '27AABCD1234E1Z5',
      pan: 'AABCD1234E',
    },
    people: {
      Admin: 'Asha Menon',
      'Admin Manager': 'Rohan Iyer',
      Moderator: 'Meera Kapoor',
      User: 'Dev Patel',
      'Dashboard User': 'Lena Fischer',
    },
    projects: [
      { name: 'Monsoon Diaries', code: 'MD-01', status: 'shooting' },
      { name: 'City of Lights — Season 1', code: 'COL-S1', status: 'pre-production' },
    ],
    flags: { advanceIsActive: true, creditNoteIsActive: true, isShootLocation: true },
  },
  {
    name: 'Northwind Films',
    domain: 'northwind.test',
    company: {
      name: 'Northwind Films',
      legalName: 'Northwind Films LLP',
      city: 'Bengaluru',
      gstin: '29AAFCN5678K1Z2',
      pan: 'AAFCN5678K',
    },
    people: {
      Admin: 'Owen Hart',
      'Admin Manager': 'Priya Nair',
      Moderator: 'Tom Becker',
      User: 'Ana Costa',
      'Dashboard User': 'Jules Martin',
    },
    projects: [{ name: 'The Long Road', code: 'NW-01', status: 'development' }],
    flags: { creditNoteIsActive: true, tallyIsActive: true },
  },
]

const LOGIN_OF: Record<Exclude<Role, 'Super Admin'>, string> = {
  Admin: 'admin',
  'Admin Manager': 'manager',
  Moderator: 'moderator',
  User: 'user',
  'Dashboard User': 'dashboard',
}

export async function databaseIsEmpty(db: Database) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations)
  return (row?.count ?? 0) === 0
}

/**
 * The demo world of README: a platform organisation with its Super Admin, and two production
 * companies, each with an Admin, Admin Manager, Moderator, User and Dashboard User, companies,
 * departments, designations and projects. Only ever run into an empty database.
 */
export async function seedDemo(db: Database, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(organizations)
      .values({
        name: 'Greenlight Platform',
        isPlatform: true,
        enabledModules: [...MODULE_CODES],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organizations.id })
    if (!platform) throw new Error('seed: platform organisation')
    await createDefaultRoles(tx, platform.id, now)
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
      email: 'superadmin@greenlight.test',
      name: 'Sam Rivera',
      passwordHash,
      roleId: superRole.id,
      createdAt: now,
      updatedAt: now,
    })

    for (const plan of PLANS) {
      const [organization] = await tx
        .insert(organizations)
        .values({
          name: plan.name,
          legalName: plan.company.legalName,
          enabledModules: [...MODULE_CODES],
          ...plan.flags,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: organizations.id })
      if (!organization) throw new Error('seed: organisation')
      const roleIds = await createDefaultRoles(tx, organization.id, now)
      const [company] = await tx
        .insert(companies)
        .values({
          organizationId: organization.id,
          name: plan.company.name,
          legalName: plan.company.legalName,
          city: plan.company.city,
          country: 'India',
          gstin: plan.company.gstin,
          pan: plan.company.pan,
          baseCurrency: 'INR',
        })
        .returning({ id: companies.id })
      if (!company) throw new Error('seed: company')
      const designationIds: number[] = []
      const departmentIds: number[] = []
      for (const [name, code, titles] of DEPARTMENTS) {
        const [department] = await tx
          .insert(departments)
          .values({ organizationId: organization.id, companyId: company.id, name, code })
          .returning({ id: departments.id })
        if (!department) throw new Error('seed: department')
        departmentIds.push(department.id)
        for (const title of titles) {
          const [designation] = await tx
            .insert(designations)
            .values({
              organizationId: organization.id,
              companyId: company.id,
              departmentId: department.id,
              name: title,
            })
            .returning({ id: designations.id })
          if (designation) designationIds.push(designation.id)
        }
      }
      const people: Record<string, number> = {}
      for (const [index, [roleType, name]] of (
        Object.entries(plan.people) as [Exclude<Role, 'Super Admin'>, string][]
      ).entries()) {
        const [user] = await tx
          .insert(users)
          .values({
            organizationId: organization.id,
            email: `${LOGIN_OF[roleType]}@${plan.domain}`,
            name,
            passwordHash,
            roleId: roleIds[roleType],
            companyId: company.id,
            departmentId: departmentIds[index % departmentIds.length] ?? null,
            designationId: designationIds[(index * 2) % designationIds.length] ?? null,
            moduleAccess: DEFAULT_MODULE_ACCESS[roleType],
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
          .values({ organizationId: organization.id, companyId: company.id, ...plannedProject })
          .returning({ id: projects.id })
        if (!project) continue
        const team: [string, string][] = [
          ['Admin Manager', 'Line Producer'],
          ['Moderator', 'Production Manager'],
          ['User', 'Production Accountant'],
        ]
        for (const [roleType, projectRole] of team) {
          const userId = people[roleType]
          if (userId) await tx.insert(projectMembers).values({ projectId: project.id, userId, projectRole })
        }
      }
    }
  })
}
