import { type AnyRouter, useRouter } from '@tanstack/react-router'
import { type AccessOf, homePathFor, startPageSubject } from './access'
import { staticDataOf } from './route-meta'
import { useSession } from './session'

/** The signed-in user's start page as of now, from how the routes declare their access. */
export const homePathOf = (accessOf: AccessOf): string =>
  homePathFor(startPageSubject(useSession.getState()), accessOf)

export const routerAccessOf =
  (router: AnyRouter): AccessOf =>
  (path) =>
    staticDataOf(router, path)?.access

/** The start page, for links and navigations made from a component. */
export function useHomePath(): string {
  const router = useRouter()
  return homePathFor(startPageSubject(useSession()), routerAccessOf(router))
}
