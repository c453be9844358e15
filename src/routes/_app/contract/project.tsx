import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/project')(
  masterRoute('contractproject', 'pages.contractProjects', { access: CONTRACT_ACCESS }),
)
