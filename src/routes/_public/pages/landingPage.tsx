import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/landingPage')({
  staticData: { titleKey: 'pages.landing' },
  component: lazyPage(() => import('@/features/system-pages/pages/LandingPage')),
})
