import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/acl')({
  staticData: { access: { roles: ROLE_GROUPS.superAdmin, module: MODULES.Users }, titleKey: 'pages.acl' },
  component: ModulePending,
})
