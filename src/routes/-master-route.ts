import { type FeatureFlag, MODULES } from '@contract/codes'
import type { MasterKey } from '@contract/masters/definitions'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { ROLE_GROUPS, type RouteAccess } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { type MasterListSearch, masterListSearch } from '@/lib/search-params'
import { useSession } from '@/lib/session'

/** Settings and masters: the admins (spec section 6), module Settings (1008). */
export const SETTINGS_ACCESS = { roles: ROLE_GROUPS.admins, module: MODULES.Settings }

/** The contract area's lists: contract pages add User (spec section 6), module Contract (1010). */
export const CONTRACT_ACCESS = { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.Contract }

/** A settings page, loaded on first use together with the masters' strings. */
export function mastersPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazyPage(async () => {
    const [page] = await Promise.all([importer(), loadTranslations('masters')])
    return page
  })
}

const MasterRoutePage = mastersPage(() => import('@/features/masters/pages/MasterRoutePage'))

/**
 * The route options of a master's list page: access, title, the list state in the URL, a loader
 * that starts fetching the list with the page's code, and the generic list page.
 */
export function masterRoute(
  master: MasterKey,
  titleKey: string,
  options: { flag?: FeatureFlag; access?: RouteAccess } = {},
) {
  return {
    staticData: { access: options.access ?? SETTINGS_ACCESS, titleKey, master },
    validateSearch: masterListSearch,
    loaderDeps: ({ search }: { search: MasterListSearch }) => search,
    loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: MasterListSearch }) => {
      // A switched-off master is never asked for: its page explains instead.
      if (options.flag && !useSession.getState().flags[options.flag]) return
      const { filterFromSearch, masterListQuery } = await import('@/features/masters/api')
      await context.queryClient.prefetchQuery(masterListQuery(master, filterFromSearch(deps)))
    },
    component: MasterRoutePage,
  }
}
