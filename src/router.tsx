import type { MasterKey } from '@contract/masters/definitions'
import type { QueryClient } from '@tanstack/react-query'
import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from '@/components/RouteError'
import { PageSpinner } from '@/components/Spinner'
import type { AccessOf, RouteAccess } from '@/lib/access'
import { staticDataOf } from '@/lib/route-meta'
import { routeTree } from './routeTree.gen'

export type RouterContext = {
  queryClient: QueryClient
  /** How the route at a path declares its access (guards and the start page read it). */
  accessOf: AccessOf
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const context: RouterContext = {
    queryClient,
    accessOf: (path: string): RouteAccess | undefined => staticDataOf(router as AnyRouter, path)?.access,
  }
  const router = createRouter({
    routeTree,
    history,
    context,
    // Query owns the cache: the router preloads on intent but never keeps its own copy.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Who may open the page: spec section 6 role list and module code. */
    access?: RouteAccess
    /** i18n key of the page title (document title, starred pages, navigation). */
    titleKey?: string
    /** Public pages that send a visitor holding a valid token on to the app (spec section 2). */
    bounceSignedIn?: boolean
    /** The master list a settings page shows. */
    master?: MasterKey
  }
}
