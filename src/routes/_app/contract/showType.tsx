import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/showType')(
  masterRoute('showtype', 'pages.contractShowTypes', { access: CONTRACT_ACCESS }),
)
