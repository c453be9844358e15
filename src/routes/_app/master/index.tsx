import { createFileRoute } from '@tanstack/react-router'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/master/')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.settings' },
  loader: async ({ context }) => {
    const { masterSummaryQuery } = await import('@/features/masters/api')
    await context.queryClient.prefetchQuery(masterSummaryQuery())
  },
  component: mastersPage(() => import('@/features/masters/pages/SettingsHomePage')),
})
