import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/currencyForm')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.currencyForm' },
  component: lazyPage(() => import('@/features/masters/pages/NewCurrencyPage')),
})
