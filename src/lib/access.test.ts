import { MODULES, type PermissionRecord, ROLES, type Role } from '@contract/codes'
import { DEFAULT_GRANTS, permissionMatrix } from '@contract/defaults'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routerAccessOf } from '@/lib/home'
import { staticDataOf } from '@/lib/route-meta'
import { createAppRouter } from '@/router'
import { type AccessDecision, decideAccess, homePathFor, safeRedirectPath } from './access'

const router = createAppRouter(new QueryClient(), createMemoryHistory())

/** Test subjects: each role with the module lists a production company would give it. */
const SUBJECTS: Record<Role, { moduleAccess: number[]; pageAccess: number[] }> = {
  'Super Admin': { moduleAccess: [], pageAccess: [] },
  Admin: { moduleAccess: [], pageAccess: [] },
  'Admin Manager': {
    moduleAccess: [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1008, 1009],
    pageAccess: [1015],
  },
  Moderator: { moduleAccess: [1001, 1009], pageAccess: [] },
  User: { moduleAccess: [1001, 1013, 1014], pageAccess: [1015] },
  'Dashboard User': { moduleAccess: [1000], pageAccess: [] },
}

const A = 'allow'
const N = 'not-authorized'
const L = 'landing'
type Row = [AccessDecision, AccessDecision, AccessDecision, AccessDecision, AccessDecision, AccessDecision]

/**
 * Spec section 6, route by route. Columns: Super Admin, Admin, Admin Manager, Moderator, User,
 * Dashboard User. 'landing' = role allowed but module in neither access list.
 */
const EXPECTED: Record<string, Row> = {
  '/acl': [A, N, N, N, N, N],
  '/dashboard/analytics': [A, A, A, N, N, N],
  '/dashboard/test': [A, A, A, N, N, A],
  '/apps/projects': [A, A, A, A, A, N],
  '/projects': [A, A, A, A, A, N],
  '/editProjectView/$projectID': [A, A, A, A, A, N],
  '/apps/reports': [A, A, A, A, A, N],
  '/apps/team': [A, A, A, A, A, N],
  '/apps/chat': [A, A, A, A, A, N],
  '/apps/expenseMasterView': [A, A, A, N, N, N],
  '/vendorView': [A, A, A, N, N, N],
  '/budgetView': [A, A, A, N, N, N],
  '/inventoryView': [A, A, A, N, N, N],
  '/master': [A, A, A, N, N, N],
  '/master/gst': [A, A, A, N, N, N],
  '/currency': [A, A, A, N, N, N],
  '/usersView': [A, A, A, N, N, N],
  '/dprView': [A, A, A, A, N, N],
  '/dprForm': [A, A, A, A, N, N],
  '/cashManagementView': [A, A, L, N, A, N],
  '/vendorAdvanceRequestView': [A, A, L, N, A, N],
  '/apps/creditNoteMasterView': [A, A, A, N, A, N],
  '/contractView': [A, A, L, N, L, N],
  '/contract/agreement': [A, A, L, N, L, N],
  '/Organization': [A, N, N, N, N, N],
  '/pages/profile': [A, A, A, A, A, A],
}

describe('route access: role × route → outcome', () => {
  for (const [path, row] of Object.entries(EXPECTED)) {
    it(`${path}`, () => {
      const access = staticDataOf(router, path)?.access
      expect(access, `${path} declares its access`).toBeDefined()
      const outcomes = ROLES.map((role) =>
        decideAccess({ accessToken: 'token', role, ...SUBJECTS[role] }, access),
      )
      expect(outcomes).toEqual(row)
    })
  }

  it('sends a visitor without a token to login, and a locked session to the lock screen', () => {
    const access = staticDataOf(router, '/budgetView')?.access
    expect(decideAccess({ accessToken: null, role: 'Admin', moduleAccess: [], pageAccess: [] }, access)).toBe(
      'login',
    )
    expect(
      decideAccess(
        { accessToken: 't', role: 'Admin', moduleAccess: [], pageAccess: [], locked: true },
        access,
      ),
    ).toBe('locked')
  })

  it('refuses a route that declares no access (pages fail closed)', () => {
    expect(
      decideAccess({ accessToken: 't', role: 'Super Admin', moduleAccess: [], pageAccess: [] }, undefined),
    ).toBe('not-authorized')
  })

  it('applies the template ACL demo rules: editor page for editor or admin, admin page for admin only', () => {
    const editorPage = staticDataOf(router, '/extensions/access-control-editor')?.access
    const adminPage = staticDataOf(router, '/extensions/access-control-admin')?.access
    const subject = { accessToken: 't', role: 'User' as const, moduleAccess: [], pageAccess: [] }
    expect(decideAccess(subject, editorPage, 'editor')).toBe('allow')
    expect(decideAccess(subject, editorPage, 'admin')).toBe('allow')
    expect(decideAccess(subject, adminPage, 'editor')).toBe('not-authorized')
    expect(decideAccess(subject, adminPage, 'admin')).toBe('allow')
  })
})

describe('every signed-in route', () => {
  const appRoutes = Object.values(router.routesById).filter(
    (route) => route.id.startsWith('/_app/') && route.children === undefined,
  )

  it('covers the spec (more than a hundred pages)', () => {
    expect(appRoutes.length).toBeGreaterThan(100)
  })

  it('declares a role list, a title and, for product pages, a known module code', () => {
    const modules = Object.values(MODULES) as number[]
    for (const route of appRoutes) {
      const data = route.options.staticData
      expect(data?.access?.roles.length, route.id).toBeGreaterThan(0)
      expect(data?.titleKey, route.id).toMatch(/^pages\./)
      if (data?.access?.module !== undefined) expect(modules, route.id).toContain(data.access.module)
    }
  })
})

describe('safe redirect after sign-in', () => {
  it.each([
    ['/budgetView', '/budgetView'],
    ['/budgetView?page=2#line-4', '/budgetView?page=2#line-4'],
    ['//evil.example', '/dashboard/analytics'],
    ['//evil.example/dashboard', '/dashboard/analytics'],
    ['https://evil.example/x', '/dashboard/analytics'],
    ['/\\evil.example', '/dashboard/analytics'],
    ['javascript:alert(1)', '/dashboard/analytics'],
    ['/login?to=/budgetView', '/dashboard/analytics'],
    [undefined, '/dashboard/analytics'],
    ['', '/dashboard/analytics'],
  ])('%s → %s', (to, expected) => {
    expect(safeRedirectPath(to)).toBe(expected)
  })

  const accessOf = routerAccessOf(router)
  const startOf = (
    role: Role,
    changes: { moduleAccess?: number[]; permissions?: readonly PermissionRecord[] } = {},
  ) =>
    homePathFor(
      {
        accessToken: 'token',
        role,
        ...SUBJECTS[role],
        permissions: permissionMatrix(role === 'Super Admin' ? {} : DEFAULT_GRANTS[role]),
        ...changes,
      },
      accessOf,
    )

  it('starts each role on a page it may open and read', () => {
    expect(startOf('Admin')).toBe('/dashboard/analytics')
    expect(startOf('Admin Manager')).toBe('/dashboard/analytics')
    expect(startOf('Moderator')).toBe('/apps/projects')
    expect(startOf('User')).toBe('/apps/projects')
    expect(startOf('Dashboard User')).toBe('/dashboard/test')
  })

  it('starts further down when the first page’s module or data is taken away', () => {
    // An Admin Manager without the dashboard module starts on the projects.
    expect(startOf('Admin Manager', { moduleAccess: [1001, 1005] })).toBe('/apps/projects')
    // A User whose role may no longer read projects would meet a 403 there: their profile instead.
    expect(startOf('User', { permissions: permissionMatrix({ pcr: ['GET'] }) })).toBe('/pages/profile')
    // A Moderator without the projects module would meet the landing page there.
    expect(startOf('Moderator', { moduleAccess: [1009] })).toBe('/pages/profile')
  })
})
