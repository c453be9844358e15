import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/addLevel')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Project }, titleKey: 'pages.addLevel' },
  component: ModulePending,
})
