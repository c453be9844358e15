import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { listSearch } from '@/lib/search-params'

// Declared apart from the options: an inline generic call there loses the search type in TypeScript 7.
const searchOf = listSearch(['active', 'archived'])

export const Route = createFileRoute('/_app/Organization')({
  staticData: {
    access: { roles: ROLE_GROUPS.superAdmin, module: MODULES.Settings },
    titleKey: 'pages.organizations',
  },
  validateSearch: searchOf,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { organizationsListQuery } = await import('@/features/organizations/api')
    await context.queryClient.ensureQueryData(
      organizationsListQuery({
        tab: deps.tab ?? 'active',
        page: deps.page ?? 1,
        search: deps.search,
        sort: deps.sort,
      }),
    )
  },
  component: lazyPage(() => import('@/features/organizations/pages/OrganizationsPage')),
})
