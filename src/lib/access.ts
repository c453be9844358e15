import type { ModuleCode, PermissionModule, PermissionRecord, Role } from '@contract/codes'
import { hasPermission, isAdminRole, MODULES, ROLES } from '@contract/codes'

/** Route role lists of spec section 6. */
const ADMINS = ['Super Admin', 'Admin', 'Admin Manager'] as const satisfies readonly Role[]
export const ROLE_GROUPS = {
  superAdmin: ['Super Admin'],
  /** Dashboard analytics; expenses, vendors, budget, inventory, masters, currency, users. */
  admins: ADMINS,
  /** Projects, reports, team, chat and project views. */
  team: [...ADMINS, 'Moderator', 'User'],
  /** DPR pages: the admins plus Moderator. */
  dpr: [...ADMINS, 'Moderator'],
  /** Cash management, vendor advance requests, credit notes and contracts: the admins plus User. */
  cashAndContracts: [...ADMINS, 'User'],
  /** Dashboards other than analytics, which the Dashboard User is for. */
  dashboards: [...ADMINS, 'Dashboard User'],
  everyone: ROLES,
} as const satisfies Record<string, readonly Role[]>

/** The template's access-control demo rules: `admin`, and `editor` (editor or admin). */
/** The platform's own role: organisations and their modules are its to change. */
export function isSuperAdminRole(role: Role | null): boolean {
  return role !== null && (ROLE_GROUPS.superAdmin as readonly Role[]).includes(role)
}

export const ACL_DEMO_ROLES = ['admin', 'editor'] as const
export type AclDemoRole = (typeof ACL_DEMO_ROLES)[number]
export const DEFAULT_ACL_DEMO_ROLE: AclDemoRole = 'admin'

export type RouteAccess = {
  roles: readonly Role[]
  module?: ModuleCode
  aclRule?: AclDemoRole
}

export type AccessSubject = {
  accessToken: string | null
  role: Role | null
  moduleAccess: readonly number[]
  pageAccess: readonly number[]
  locked?: boolean
}

export type AccessDecision = 'allow' | 'login' | 'locked' | 'not-authorized' | 'landing'

/**
 * The one gate every signed-in route passes (spec section 2 guards, section 6 role lists):
 * no token → login; locked screen → lock screen; role outside the list → not-authorized;
 * module in neither access list (Admin and Super Admin skip this) → landing page.
 * A route without declared access is refused: pages fail closed.
 */
export function decideAccess(
  subject: AccessSubject,
  access: RouteAccess | undefined,
  aclDemoRole: AclDemoRole = DEFAULT_ACL_DEMO_ROLE,
): AccessDecision {
  if (!subject.accessToken) return 'login'
  if (subject.locked) return 'locked'
  if (!access || !subject.role || !access.roles.includes(subject.role)) return 'not-authorized'
  if (access.aclRule === 'admin' && aclDemoRole !== 'admin') return 'not-authorized'
  if (access.module !== undefined && !isAdminRole(subject.role)) {
    const code = access.module
    if (!subject.moduleAccess.includes(code) && !subject.pageAccess.includes(code)) return 'landing'
  }
  return 'allow'
}

export const DEFAULT_HOME = '/dashboard/analytics'

/** What the start page is chosen by: the session, and how a path's route declares its access. */
export type StartPageSubject = AccessSubject & { permissions: readonly PermissionRecord[] }
export type AccessOf = (path: string) => RouteAccess | undefined

/** The session as the start page is chosen from it: its permission records come with its profile. */
export const startPageSubject = (
  session: AccessSubject & { profile: { permission: readonly PermissionRecord[] } | null },
): StartPageSubject => ({ ...session, permissions: session.profile?.permission ?? [] })

/**
 * Start pages in order, each with the permission its first screen reads. The spec's home is the
 * analytics dashboard; roles outside its list, or without its module, start further down, and
 * everyone may open their profile.
 */
const START_PAGES: readonly { path: string; reads?: PermissionModule }[] = [
  { path: DEFAULT_HOME, reads: 'dashboard' },
  { path: '/apps/projects', reads: 'project' },
  { path: '/dashboard/test', reads: 'dashboard' },
  { path: '/pages/profile' },
]

/**
 * Where a signed-in user lands when no page was asked for: the first start page the guard lets
 * them open (its route's own role list and module) and whose data their permissions let them read,
 * so nobody starts on "not authorised", the landing page or a list that answers 403.
 */
export function homePathFor(subject: StartPageSubject, accessOf: AccessOf): string {
  // Nobody signed in: the spec's home, whose guard then asks them to sign in.
  if (!subject.accessToken || !subject.role) return DEFAULT_HOME
  const readable = (module: PermissionModule | undefined) =>
    module === undefined || isAdminRole(subject.role) || hasPermission(subject.permissions, module, 'GET')
  const start = START_PAGES.find(
    (page) => decideAccess(subject, accessOf(page.path)) === 'allow' && readable(page.reads),
  )
  return start?.path ?? '/pages/profile'
}

/**
 * A `to` parameter is followed only when it is a path on this origin: `//evil.example`,
 * `https://…`, `/\evil` and `javascript:` all fall back to the home page.
 */
export function safeRedirectPath(to: unknown, fallback: string = DEFAULT_HOME): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return fallback
  }
  try {
    const base = 'http://greenlight.invalid'
    const url = new URL(to, base)
    if (url.origin !== base) return fallback
    if (url.pathname.startsWith('/login')) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

export { MODULES }
