import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/register')({
  staticData: { titleKey: 'pages.register', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/auth/pages/RegisterPage')),
})
