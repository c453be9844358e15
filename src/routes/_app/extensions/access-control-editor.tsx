import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { AclDemoPage } from '@/routes/-pages'

export const Route = createFileRoute('/_app/extensions/access-control-editor')({
  staticData: { access: { roles: ROLE_GROUPS.everyone, aclRule: 'editor' }, titleKey: 'pages.aclEditor' },
  component: AclDemoPage,
})
