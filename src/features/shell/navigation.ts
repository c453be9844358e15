import { hasPermission, type PermissionRecord } from '@contract/codes'
import { useRouter } from '@tanstack/react-router'
import type { IconName } from '@/components/Icon'
import { decideAccess, type RouteAccess } from '@/lib/access'
import { staticDataOf } from '@/lib/route-meta'
import { useSession } from '@/lib/session'

export type NavItem = {
  path: string
  icon: IconName
  /** Spec section 2: Projects, Team, User Role and Expenses need the matching GET permission. */
  needsGet?: 'project' | 'users' | 'userrole' | 'expenses'
}
export type NavGroup = { labelKey: string; items: NavItem[] }

export const NAVIGATION: NavGroup[] = [
  {
    labelKey: 'nav.overview',
    items: [
      { path: '/dashboard/analytics', icon: 'chart' },
      { path: '/dashboard/test', icon: 'home' },
    ],
  },
  {
    labelKey: 'nav.production',
    items: [
      { path: '/apps/projects', icon: 'film', needsGet: 'project' },
      { path: '/apps/team', icon: 'users', needsGet: 'users' },
      { path: '/budgetView', icon: 'coins' },
      { path: '/apps/calendar/vue-fullcalendar/dailyBudget', icon: 'calendar' },
      { path: '/dprList', icon: 'clipboard' },
      { path: '/apps/reports', icon: 'chart' },
    ],
  },
  {
    labelKey: 'nav.spend',
    items: [
      { path: '/apps/expenseMasterView', icon: 'receipt', needsGet: 'expenses' },
      { path: '/vendorView', icon: 'truck' },
      { path: '/VerificationCards', icon: 'shield' },
      { path: '/cashManagementView', icon: 'wallet' },
      { path: '/vendorAdvanceRequestView', icon: 'coins' },
      { path: '/apps/creditNoteMasterView', icon: 'file' },
      { path: '/inventoryView', icon: 'box' },
      { path: '/contractView', icon: 'file' },
      { path: '/contractAllFormView', icon: 'folder' },
    ],
  },
  {
    labelKey: 'nav.books',
    items: [{ path: '/ledger', icon: 'coins' }],
  },
  {
    labelKey: 'nav.administration',
    items: [
      { path: '/usersView', icon: 'users' },
      { path: '/userRoleView', icon: 'key', needsGet: 'userrole' },
      { path: '/Organization', icon: 'building' },
      { path: '/acl', icon: 'shield' },
      { path: '/master', icon: 'cog' },
    ],
  },
]

export type VisibleNavItem = NavItem & { titleKey: string }

export function isNavItemVisible(
  item: NavItem,
  access: RouteAccess | undefined,
  subject: Parameters<typeof decideAccess>[0],
  permissions: readonly PermissionRecord[],
): boolean {
  if (decideAccess({ ...subject, locked: false }, access) !== 'allow') return false
  return item.needsGet ? hasPermission(permissions, item.needsGet, 'GET') : true
}

/** The sidebar shows exactly the pages the route guard would let this user open. */
export function useVisibleNavigation(): { labelKey: string; items: VisibleNavItem[] }[] {
  const router = useRouter()
  const session = useSession()
  const permissions = session.profile?.permission ?? []
  return NAVIGATION.map((group) => ({
    labelKey: group.labelKey,
    items: group.items.flatMap((item) => {
      const staticData = staticDataOf(router, item.path)
      if (!staticData?.titleKey || !isNavItemVisible(item, staticData.access, session, permissions)) return []
      return [{ ...item, titleKey: staticData.titleKey }]
    }),
  })).filter((group) => group.items.length > 0)
}
