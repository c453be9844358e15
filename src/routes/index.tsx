import { createFileRoute, redirect } from '@tanstack/react-router'
import { homePathOf } from '@/lib/home'

/** Spec section 2: '/' goes to /dashboard/analytics (roles outside its list start on their own home). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: homePathOf(context.accessOf), replace: true })
  },
})
