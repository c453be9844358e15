import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS } from '@/routes/-master-route'
import { usersRoute } from '@/routes/-users-route'

// The organisation's users, as the contract area lists them: its own permission (users) applies.
export const Route = createFileRoute('/_app/contract/usersView')(
  usersRoute(CONTRACT_ACCESS, 'pages.contractUsers'),
)
