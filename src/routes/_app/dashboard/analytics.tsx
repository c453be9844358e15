import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { AnalyticsPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Dashboard },
    titleKey: 'pages.dashboardAnalytics',
  },
  component: AnalyticsPage,
})
