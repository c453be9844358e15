import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/agreement')(
  masterRoute('agreement', 'pages.contractAgreements', { access: CONTRACT_ACCESS }),
)
