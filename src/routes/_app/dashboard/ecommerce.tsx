import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { DemoPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  staticData: {
    access: { roles: ROLE_GROUPS.dashboards, module: MODULES.Dashboard },
    titleKey: 'pages.dashboardEcommerce',
  },
  component: DemoPage,
})
