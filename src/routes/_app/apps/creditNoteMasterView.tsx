import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { creditNoteListSearch } from '@/features/credit-notes'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/apps/creditNoteMasterView')({
  staticData: {
    access: { roles: ROLE_GROUPS.cashAndContracts, module: MODULES.CN },
    titleKey: 'pages.creditNotes',
  },
  validateSearch: creditNoteListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/credit-notes/pages/CreditNotesPage'),
      loadTranslations('creditNotes'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
