import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/verificationPage')({
  staticData: {
    access: { roles: ROLE_GROUPS.team, module: MODULES.Project },
    titleKey: 'pages.verificationPage',
  },
  component: ModulePending,
})
