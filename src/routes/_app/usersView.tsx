import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { listSearch } from '@/lib/search-params'

// Declared apart from the options: an inline generic call there loses the search type in TypeScript 7.
const searchOf = listSearch(['active', 'requested', 'archived'])

export const Route = createFileRoute('/_app/usersView')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Users }, titleKey: 'pages.users' },
  validateSearch: searchOf,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the page's code; its module (ky, schemas) is fetched on demand.
  loader: async ({ context, deps }) => {
    const { usersListQuery } = await import('@/features/users/api')
    await context.queryClient.ensureQueryData(
      usersListQuery({
        tab: deps.tab ?? 'active',
        page: deps.page ?? 1,
        search: deps.search,
        sort: deps.sort,
      }),
    )
  },
  component: lazyPage(() => import('@/features/users/pages/UsersPage')),
})
