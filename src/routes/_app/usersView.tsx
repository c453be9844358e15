import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { usersRoute } from '@/routes/-users-route'

export const Route = createFileRoute('/_app/usersView')(
  usersRoute({ roles: ROLE_GROUPS.admins, module: MODULES.Users }, 'pages.users'),
)
