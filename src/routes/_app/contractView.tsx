import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { contractListSearch } from '@/features/contracts'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/contractView')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.Contract },
    titleKey: 'pages.contracts',
  },
  validateSearch: contractListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/contracts/pages/ContractsPage'),
      loadTranslations('contracts'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
