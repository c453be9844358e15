import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'

/** /pages/search?q=…: the full results of the search across the product (Ctrl+K's "See all"). */
export const Route = createFileRoute('/_app/pages/search')({
  staticData: { access: { roles: ROLE_GROUPS.everyone }, titleKey: 'pages.search' },
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    // A query of digits arrives as a number (the router reads JSON values).
    const q = typeof search.q === 'number' ? String(search.q) : search.q
    return { q: typeof q === 'string' && q.length <= 100 ? q : undefined }
  },
  component: lazyPage(() => import('@/features/search/pages/SearchPage')),
})
