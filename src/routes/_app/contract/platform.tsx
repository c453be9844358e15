import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/platform')(
  masterRoute('platform', 'pages.contractPlatforms', { access: CONTRACT_ACCESS }),
)
