import { type AnyRouteMatch, redirect } from '@tanstack/react-router'
import { useUi } from '@/stores/ui'
import { decideAccess } from './access'
import { useSession } from './session'

/**
 * The `beforeLoad` of the signed-in layout: the leaf route's declared access (its `staticData`)
 * against the stored session. Reads the zustand store, never React state.
 */
export function guardSignedInRoute({
  location,
  matches,
}: {
  location: { href: string }
  matches: AnyRouteMatch[]
}) {
  const leaf = matches[matches.length - 1]
  const decision = decideAccess(useSession.getState(), leaf?.staticData.access, useUi.getState().aclDemoRole)
  switch (decision) {
    case 'allow':
      return
    case 'login':
      throw redirect({ to: '/login', search: { to: location.href } })
    case 'locked':
      throw redirect({ to: '/pages/lock-screen', search: { to: location.href } })
    case 'not-authorized':
      throw redirect({ to: '/pages/not-authorized' })
    case 'landing':
      throw redirect({ to: '/pages/landingPage' })
  }
}
