import type { AnyRoute, AnyRouter, StaticDataRouteOption } from '@tanstack/react-router'

/** What a route declares about itself (access, title), looked up by its full path. */
export function staticDataOf(router: AnyRouter, path: string): StaticDataRouteOption | undefined {
  return (router.routesByPath as Record<string, AnyRoute | undefined>)[path]?.options.staticData
}
