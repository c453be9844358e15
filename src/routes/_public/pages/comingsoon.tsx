import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/comingsoon')({
  staticData: { titleKey: 'pages.comingSoon', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/system-pages/pages/ComingSoonPage')),
})
