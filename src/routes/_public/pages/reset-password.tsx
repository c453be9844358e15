import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { optionalText } from '@/lib/search-params'

export const Route = createFileRoute('/_public/pages/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalText(search.token, 512),
  }),
  staticData: { titleKey: 'pages.resetPassword' },
  component: lazyPage(() => import('@/features/auth/pages/ResetPasswordPage')),
})
