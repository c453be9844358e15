import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePathFor } from '@/lib/access'
import { useSession } from '@/lib/session'

/** Spec section 2: '/' goes to /dashboard/analytics (roles outside its list start on their own home). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: homePathFor(useSession.getState().role), replace: true })
  },
})
