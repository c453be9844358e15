import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalChoice, optionalId, optionalIsoDate, optionalPage, optionalText } from '@/lib/search-params'
import { useWorkspace } from '@/stores/workspace'

const BUDGET_TABS = ['lines', 'report', 'cost', 'compare', 'city', 'atl', 'uploads'] as const
type BudgetTab = (typeof BUDGET_TABS)[number]

type BudgetViewSearch = {
  project?: number
  page?: number
  tab?: BudgetTab
  search?: string
  /** The report lists only the codes over budget. */
  over?: 1
  /** The report counts spend up to this date. */
  to?: string
}

const budgetViewSearch = (search: Record<string, unknown>): BudgetViewSearch => ({
  project: optionalId(search.project),
  page: optionalPage(search.page),
  tab: optionalChoice(search.tab, BUDGET_TABS),
  search: optionalText(search.search, 200) || undefined,
  over: String(search.over) === '1' ? 1 : undefined,
  to: optionalIsoDate(search.to),
})

export const Route = createFileRoute('/_app/budgetView')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Budget }, titleKey: 'pages.budget' },
  validateSearch: budgetViewSearch,
  loaderDeps: ({ search }) => ({ project: search.project, page: search.page, search: search.search }),
  // Nothing loads until a project is chosen; then the list starts with the page's code.
  loader: async ({ context, deps }) => {
    if (!deps.project) return
    const { budgetListQuery } = await import('@/features/budget/api')
    const workspace = useWorkspace.getState()
    const version = workspace.projectId === deps.project ? workspace.budgetVersion : null
    // A failed load is the page's to show (spinner closed, error logged), not the route's.
    await context.queryClient
      .ensureQueryData(budgetListQuery(deps.project, version, deps.page ?? 1, deps.search))
      .catch(() => undefined)
  },
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/budget/pages/BudgetViewPage'),
      loadTranslations('budget'),
      // The budget controls dialog and the expenses on a line speak the spend part's words.
      loadTranslations('spend'),
    ])
    return page
  }),
})
