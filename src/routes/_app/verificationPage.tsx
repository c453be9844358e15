import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalId, optionalPage } from '@/lib/search-params'

const queueSearch = (search: Record<string, unknown>): { project?: number; page?: number; po?: number } => ({
  project: optionalId(search.project),
  page: optionalPage(search.page),
  po: optionalId(search.po),
})

/** /verificationPage: both queues (POs to approve, challans to verify). */
export const Route = createFileRoute('/_app/verificationPage')({
  staticData: {
    access: { roles: ROLE_GROUPS.team, module: MODULES.Project },
    titleKey: 'pages.verificationPage',
  },
  validateSearch: queueSearch,
  // The project picker's strings are the budget part's.
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/verification/pages/VerificationPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
