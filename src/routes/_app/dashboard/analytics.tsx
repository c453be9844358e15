import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { AnalyticsPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Dashboard },
    titleKey: 'pages.dashboardAnalytics',
  },
  // The two dashboard requests start with the page's code, not after it has loaded and rendered.
  loader: async ({ context }) => {
    const { dashboardOverviewQuery, dashboardProjectsQuery } = await import('@/features/dashboard/api')
    void context.queryClient.prefetchQuery(dashboardOverviewQuery())
    void context.queryClient.prefetchQuery(dashboardProjectsQuery())
  },
  component: AnalyticsPage,
})
