import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_public/pages/landingPage')({
  staticData: { titleKey: 'pages.landing' },
  // It lists the signed-in pages the user can open, so it needs the app's strings.
  beforeLoad: () => loadTranslations('app'),
  component: lazyPage(() => import('@/features/system-pages/pages/LandingPage')),
})
