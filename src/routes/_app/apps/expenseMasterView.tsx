import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { expenseListSearch } from '@/features/expenses'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/apps/expenseMasterView')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Expenses }, titleKey: 'pages.expenses' },
  validateSearch: expenseListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/expenses/pages/ExpensesPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
