import { createFileRoute } from '@tanstack/react-router'
import { masterListSearch } from '@/lib/search-params'
import { mastersPage, SETTINGS_ACCESS } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/subCategoryView/$categoryID/$projectID')({
  staticData: { access: SETTINGS_ACCESS, titleKey: 'pages.subCategories' },
  validateSearch: masterListSearch,
  component: mastersPage(() => import('@/features/masters/pages/SubCategoryPage')),
})
