import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { DemoPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { access: { roles: ROLE_GROUPS.team }, titleKey: 'pages.chat' },
  component: DemoPage,
})
