import { createFileRoute } from '@tanstack/react-router'
import { optionalId } from '@/lib/search-params'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/EditCurrency')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.editCurrency' },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: optionalId(search.id) }),
  component: mastersPage(() => import('@/features/masters/pages/EditCurrencyPage')),
})
