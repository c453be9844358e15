import type { QueryClient } from '@tanstack/react-query'
import type { RouteAccess } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { type ListSearch, listSearch } from '@/lib/search-params'

const USER_TABS = ['active', 'requested', 'archived'] as const
type UsersSearch = ListSearch<(typeof USER_TABS)[number]>

/**
 * The users list's route options: /usersView, and /contract/usersView where the contract area
 * keeps the same people (active, archive requested with contract_active 4, archived).
 */
export function usersRoute(access: RouteAccess, titleKey: string) {
  return {
    staticData: { access, titleKey },
    validateSearch: listSearch(USER_TABS),
    loaderDeps: ({ search }: { search: UsersSearch }) => search,
    // The list starts loading with the page's code; its module (ky, schemas) is fetched on demand.
    loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: UsersSearch }) => {
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
  }
}
