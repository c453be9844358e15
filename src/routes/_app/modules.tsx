import { createFileRoute } from '@tanstack/react-router'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/modules')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.modules' },
  component: mastersPage(() => import('@/features/masters/pages/ModulesPage')),
})
