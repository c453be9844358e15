import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { levelsSearch } from '@/routes/-levels-search'
import { CONTRACT_ACCESS } from '@/routes/-master-route'

/** /contract/userAndLevelView: the approval levels of a project's contracts (the user-and-level chain). */
export const Route = createFileRoute('/_app/contract/userAndLevelView')({
  staticData: { access: CONTRACT_ACCESS, titleKey: 'pages.contractUsersLevels' },
  validateSearch: levelsSearch,
  // The project picker's strings are the budget part's.
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/purchase/pages/ContractLevelsPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
