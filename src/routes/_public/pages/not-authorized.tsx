import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/not-authorized')({
  staticData: { titleKey: 'pages.notAuthorized' },
  component: lazyPage(() => import('@/features/system-pages/pages/NotAuthorizedPage')),
})
