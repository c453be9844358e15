import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_app/pages/profile')({
  staticData: { access: { roles: ROLE_GROUPS.everyone }, titleKey: 'pages.profile' },
  component: lazyPage(() => import('@/features/profile/pages/ProfilePage')),
})
