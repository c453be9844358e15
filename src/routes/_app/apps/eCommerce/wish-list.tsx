import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { DemoPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/apps/eCommerce/wish-list')({
  staticData: { access: { roles: ROLE_GROUPS.everyone }, titleKey: 'pages.wishList' },
  component: DemoPage,
})
