import { createFileRoute } from '@tanstack/react-router'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/currencyForm')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.currencyForm' },
  component: mastersPage(() => import('@/features/masters/pages/NewCurrencyPage')),
})
