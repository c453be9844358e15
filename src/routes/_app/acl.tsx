import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { optionalPage } from '@/lib/search-params'

export const Route = createFileRoute('/_app/acl')({
  staticData: { access: { roles: ROLE_GROUPS.superAdmin, module: MODULES.Users }, titleKey: 'pages.acl' },
  validateSearch: (search: Record<string, unknown>): { organization?: number } => ({
    organization: optionalPage(search.organization),
  }),
  component: lazyPage(() => import('@/features/access-control/pages/AclPage')),
})
