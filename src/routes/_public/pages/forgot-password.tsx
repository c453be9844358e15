import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/forgot-password')({
  staticData: { titleKey: 'pages.forgotPassword', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/auth/pages/ForgotPasswordPage')),
})
