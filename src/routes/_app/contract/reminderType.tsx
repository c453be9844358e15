import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

export const Route = createFileRoute('/_app/contract/reminderType')(
  masterRoute('remindertype', 'pages.contractReminderTypes', { access: CONTRACT_ACCESS }),
)
