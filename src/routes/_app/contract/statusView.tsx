import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/statusView')(
  masterRoute('contractstatus', 'pages.contractStatuses', { access: CONTRACT_ACCESS }),
)
