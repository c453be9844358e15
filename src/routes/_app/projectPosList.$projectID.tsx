import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalChoice, optionalId, optionalPage } from '@/lib/search-params'

// Spelt out here: route files are in the entry chunk, which must not load the contract's zod schemas.
const PO_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'cancelled'] as const

const poListSearch = (
  search: Record<string, unknown>,
): { page?: number; status?: (typeof PO_STATUSES)[number]; vendor?: number; po?: number } => ({
  page: optionalPage(search.page),
  status: optionalChoice(search.status, PO_STATUSES),
  vendor: optionalId(search.vendor),
  po: optionalId(search.po),
})

/** /projectPosList/{projectID}: a project's purchase orders; `po` opens one. */
export const Route = createFileRoute('/_app/projectPosList/$projectID')({
  staticData: {
    access: { roles: ROLE_GROUPS.team, module: MODULES.Project },
    titleKey: 'pages.projectPurchaseOrders',
  },
  validateSearch: poListSearch,
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/purchase/pages/PoListPage'),
      loadTranslations('spend'),
    ])
    return page
  }),
})
