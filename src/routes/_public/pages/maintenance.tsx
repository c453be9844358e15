import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'

export const Route = createFileRoute('/_public/pages/maintenance')({
  staticData: { titleKey: 'pages.maintenance' },
  component: lazyPage(() => import('@/features/system-pages/pages/MaintenancePage')),
})
