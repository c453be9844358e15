import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/error-500')({
  staticData: { titleKey: 'pages.serverError', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/system-pages/pages/ServerErrorPage')),
})
