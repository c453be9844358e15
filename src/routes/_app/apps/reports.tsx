import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { reportsSearch } from '@/features/reports'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/apps/reports')({
  staticData: { access: { roles: ROLE_GROUPS.team, module: MODULES.Project }, titleKey: 'pages.reports' },
  validateSearch: reportsSearch,
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/reports/pages/ReportsPage'),
      loadTranslations('reports'),
      // The project picker's words.
      loadTranslations('budget'),
    ])
    return page
  }),
})
