import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/category')(
  masterRoute('contractcategory', 'pages.contractCategories', { access: CONTRACT_ACCESS }),
)
