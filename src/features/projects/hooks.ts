import { useRouter } from '@tanstack/react-router'
import { decideAccess } from '@/lib/access'
import { staticDataOf } from '@/lib/route-meta'
import { useSession } from '@/lib/session'

/** Whether the route guard would let the signed-in user open a page (to show a link to it or not). */
export function useMayOpen(path: string): boolean {
  const router = useRouter()
  const session = useSession()
  const access = staticDataOf(router, path)?.access
  return access !== undefined && decideAccess({ ...session, locked: false }, access) === 'allow'
}
