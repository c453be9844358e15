import { createFileRoute } from '@tanstack/react-router'
import { masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/customizeFieldView')(
  masterRoute('customfield', 'pages.customFields'),
)
