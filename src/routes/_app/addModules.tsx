import { createFileRoute } from '@tanstack/react-router'
import { optionalId } from '@/lib/search-params'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/addModules')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.addModules' },
  validateSearch: (search: Record<string, unknown>): { organization?: number } => ({
    organization: optionalId(search.organization),
  }),
  component: mastersPage(() => import('@/features/masters/pages/AddModulesPage')),
})
