import { type FeatureFlag, MODULES, type ModuleCode, type Role } from './codes'

/**
 * The demo world of README, built alike by the server's seed and by the mocks: a platform
 * organisation with its Super Admin, and two production companies, each with one person of every
 * role, a company with departments and designations, projects with their teams and (where the
 * organisation has them on) shoot locations.
 */

export const DEMO_PASSWORD = 'greenlight-demo'

export const DEMO_PLATFORM = {
  name: 'Greenlight Platform',
  superAdmin: { email: 'superadmin@greenlight.test', name: 'Sam Rivera' },
}

export type DemoRole = Exclude<Role, 'Super Admin'>

export type DemoPlan = {
  name: string
  domain: string
  company: { name: string; legalName: string; city: string; address: string; gstin: string; pan: string }
  /** One person of each role, in this order. */
  people: Record<DemoRole, string>
  /** Types and cities are named as in the default masters; the currency is the organisation's base. */
  projects: {
    name: string
    code: string
    status: string
    projectType: string
    startDate: string
    endDate: string
    cities: string[]
    description: string
  }[]
  flags: Partial<Record<FeatureFlag, boolean>>
  shootLocations: { name: string; city: string; address: string }[]
}

/** Each department with its two designations. */
export const DEMO_DEPARTMENTS: [string, string, [string, string]][] = [
  ['Production', 'PRD', ['Line Producer', 'Production Manager']],
  ['Accounts', 'ACC', ['Production Accountant', 'Accounts Assistant']],
  ['Camera', 'CAM', ['Director of Photography', 'Camera Operator']],
  ['Art', 'ART', ['Production Designer', 'Art Director']],
  ['Post-production', 'PST', ['Editor', 'Post Supervisor']],
]

export const DEMO_LOGINS: Record<DemoRole, string> = {
  Admin: 'admin',
  'Admin Manager': 'manager',
  Moderator: 'moderator',
  User: 'user',
  'Dashboard User': 'dashboard',
}

/**
 * Module access the demo gives beyond a role's defaults: the Line Producer (Admin Manager) shares
 * petty cash with the Admin, so one audits an envelope and the other approves it.
 */
export const DEMO_EXTRA_MODULE_ACCESS: Partial<Record<DemoRole, ModuleCode[]>> = {
  'Admin Manager': [MODULES.PCR],
}

/** Who is on every demo project, and as what. */
export const DEMO_TEAM: [DemoRole, string][] = [
  ['Admin Manager', 'Line Producer'],
  ['Moderator', 'Production Manager'],
  ['User', 'Production Accountant'],
]

export const DEMO_PLANS: DemoPlan[] = [
  {
    name: 'Demo Studios',
    domain: 'demostudios.test',
    company: {
      name: 'Demo Studios',
      legalName: 'Demo Studios Private Limited',
      city: 'Mumbai',
      address: 'Film City Road, Goregaon East',
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
      {
        name: 'Monsoon Diaries',
        code: 'MD-01',
        status: 'shooting',
        projectType: 'Feature film',
        startDate: '2026-09-01',
        endDate: '2027-03-31',
        cities: ['Mumbai', 'Kochi'],
        description: 'A feature about two families and one very wet summer on the Konkan coast.',
      },
      {
        name: 'City of Lights — Season 1',
        code: 'COL-S1',
        status: 'pre-production',
        projectType: 'Web series',
        startDate: '2026-12-01',
        endDate: '2027-08-31',
        cities: ['Mumbai', 'Pune'],
        description: 'Eight episodes of a newsroom drama for a streaming service.',
      },
    ],
    flags: { advance_isActive: true, creditNote_isActive: true, isShootLocation: true },
    shootLocations: [
      { name: 'Film City — Stage 4', city: 'Mumbai', address: 'Film City Road, Goregaon East' },
      { name: 'Marine Drive promenade', city: 'Mumbai', address: 'Netaji Subhash Chandra Bose Road' },
      { name: 'Fort Kochi waterfront', city: 'Kochi', address: 'River Road, Fort Kochi' },
    ],
  },
  {
    name: 'Northwind Films',
    domain: 'northwind.test',
    company: {
      name: 'Northwind Films',
      legalName: 'Northwind Films LLP',
      city: 'Bengaluru',
      address: '100 Feet Road, Indiranagar',
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
    projects: [
      {
        name: 'The Long Road',
        code: 'NW-01',
        status: 'development',
        projectType: 'Documentary',
        startDate: '2027-01-15',
        endDate: '2027-06-30',
        cities: ['Bengaluru', 'Manali'],
        description: 'A road documentary from the Deccan to the Himalaya.',
      },
    ],
    flags: { creditNote_isActive: true, tally_isActive: true },
    shootLocations: [],
  },
]

/** A person's department and designation in the demo: spread over the company's. */
export const demoPlacement = (position: number) => ({
  department: position % DEMO_DEPARTMENTS.length,
  designation: (position * 2) % (DEMO_DEPARTMENTS.length * 2),
})
