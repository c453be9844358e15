import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { pettyCashSearch } from '@/features/petty-cash'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/cashManagementView')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.PCR },
    titleKey: 'pages.pettyCash',
  },
  validateSearch: pettyCashSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/petty-cash/pages/PettyCashPage'),
      loadTranslations('pettyCash'),
      // The receipt images' panel speaks the spend part's words.
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
