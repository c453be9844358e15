import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { advanceListSearch } from '@/features/advances'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/vendorAdvanceRequestView')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.VAR },
    titleKey: 'pages.vendorAdvances',
  },
  validateSearch: advanceListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/advances/pages/AdvancesPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
