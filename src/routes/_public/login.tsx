import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/login')({
  validateSearch: z.object({ to: z.string().max(2048).optional().catch(undefined) }),
  staticData: { titleKey: 'pages.signIn', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/auth/pages/LoginPage')),
})
