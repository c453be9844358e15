import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { optionalText } from '@/lib/search-params'

export const Route = createFileRoute('/_public/pages/lock-screen')({
  validateSearch: (search: Record<string, unknown>): { to?: string } => ({
    to: optionalText(search.to, 2048),
  }),
  staticData: { titleKey: 'pages.lockScreen' },
  component: lazyPage(() => import('@/features/auth/pages/LockScreenPage')),
})
