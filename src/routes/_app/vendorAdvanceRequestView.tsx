import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { ModulePending } from '@/routes/-pages'

export const Route = createFileRoute('/_app/vendorAdvanceRequestView')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.VAR },
    titleKey: 'pages.vendorAdvances',
  },
  component: ModulePending,
})
