import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, mastersPage } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contractAllFormView')({
  staticData: { access: CONTRACT_ACCESS, titleKey: 'pages.contractForms' },
  component: mastersPage(() => import('@/features/masters/pages/ContractListsPage')),
})
