import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { DemoPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/apps/todo')({
  staticData: { access: { roles: ROLE_GROUPS.everyone }, titleKey: 'pages.todo' },
  component: DemoPage,
})
