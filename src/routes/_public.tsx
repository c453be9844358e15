import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PublicLayout } from '@/components/PublicLayout'
import { bounceSignedInVisitor } from '@/features/auth'

export const Route = createFileRoute('/_public')({
  beforeLoad: async ({ matches, context }) => {
    if (matches[matches.length - 1]?.staticData.bounceSignedIn) await bounceSignedInVisitor(context)
  },
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
})
