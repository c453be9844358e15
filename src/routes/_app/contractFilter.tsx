import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { contractFilterSearch } from '@/features/contracts'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/contractFilter')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.Contract },
    titleKey: 'pages.contractFilter',
  },
  validateSearch: contractFilterSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/contracts/pages/ContractFilterPage'),
      loadTranslations('contracts'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
