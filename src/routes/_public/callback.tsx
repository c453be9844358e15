import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { lazyPage } from '@/lib/chunks'

const param = z.string().max(4096).optional().catch(undefined)

export const Route = createFileRoute('/_public/callback')({
  validateSearch: z.object({ code: param, state: param, error: param, error_description: param }),
  staticData: { titleKey: 'pages.callback', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/auth/pages/CallbackPage')),
})
