import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/error-404')({
  staticData: { titleKey: 'pages.notFound', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/system-pages/pages/NotFoundPage')),
})
