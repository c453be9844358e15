import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/master/')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.settings' },
  loader: async ({ context }) => {
    const { masterSummaryQuery } = await import('@/features/masters/api')
    await context.queryClient.prefetchQuery(masterSummaryQuery())
  },
  component: lazyPage(() => import('@/features/masters/pages/SettingsHomePage')),
})
