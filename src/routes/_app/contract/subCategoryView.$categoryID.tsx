import { createFileRoute } from '@tanstack/react-router'
import { masterListSearch } from '@/lib/search-params'
import { CONTRACT_ACCESS, mastersPage } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/subCategoryView/$categoryID')({
  staticData: { access: CONTRACT_ACCESS, titleKey: 'pages.contractSubCategories' },
  validateSearch: masterListSearch,
  component: mastersPage(() => import('@/features/masters/pages/ContractSubCategoryPage')),
})
