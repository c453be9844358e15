import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/dprForm')({
  staticData: { access: { roles: ROLE_GROUPS.dpr, module: MODULES.DCR }, titleKey: 'pages.dprForm' },
  component: ModulePending,
})
