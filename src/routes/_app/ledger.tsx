import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ledgerSearch } from '@/features/books'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/ledger')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Budget }, titleKey: 'pages.ledger' },
  validateSearch: ledgerSearch,
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/books/pages/LedgerPage'),
      loadTranslations('reports'),
      // The project picker's words.
      loadTranslations('budget'),
    ])
    return page
  }),
})
