import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { guardSignedInRoute } from '@/lib/guards'

/** Every signed-in page sits under this layout; its guard reads each leaf route's declared access. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location, matches }): void => guardSignedInRoute({ location, matches }),
  component: lazyPage(() => import('@/features/shell/pages/AppShell')),
})
