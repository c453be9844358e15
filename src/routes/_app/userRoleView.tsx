import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/userRoleView')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Users }, titleKey: 'pages.userRoles' },
  component: ModulePending,
})
