import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/reset-password')({
  validateSearch: z.object({ token: z.string().max(512).optional().catch(undefined) }),
  staticData: { titleKey: 'pages.resetPassword' },
  component: lazyPage(() => import('@/features/auth/pages/ResetPasswordPage')),
})
