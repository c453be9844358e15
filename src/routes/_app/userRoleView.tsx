import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_app/userRoleView')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Users }, titleKey: 'pages.userRoles' },
  component: lazyPage(() => import('@/features/access-control/pages/UserRolesPage')),
})
