import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/language')(
  masterRoute('language', 'pages.contractLanguages', { access: CONTRACT_ACCESS }),
)
