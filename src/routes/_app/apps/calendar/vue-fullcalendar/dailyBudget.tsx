import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalId } from '@/lib/search-params'
import { useWorkspace } from '@/stores/workspace'

type DailyBudgetSearch = { project?: number; month?: string }

/** `?project=12&month=2026-11`; anything else is dropped. */
const dailyBudgetSearch = (search: Record<string, unknown>): DailyBudgetSearch => ({
  project: optionalId(search.project),
  month:
    typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)
      ? search.month
      : undefined,
})

const thisMonth = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}

export const Route = createFileRoute('/_app/apps/calendar/vue-fullcalendar/dailyBudget')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Budget },
    titleKey: 'pages.dailyBudget',
  },
  validateSearch: dailyBudgetSearch,
  loaderDeps: ({ search }) => search,
  // The month's shoot days start loading with the page's code; a failure is the page's to show.
  loader: async ({ context, deps }) => {
    const workspace = useWorkspace.getState()
    const project = deps.project ?? workspace.projectId
    if (!project) return
    const month = deps.month ?? workspace.budgetDate?.slice(0, 7) ?? thisMonth()
    const { prefetchDailyBudgets } = await import('@/features/budget/pages/DailyBudgetPage')
    await prefetchDailyBudgets(context.queryClient, project, month)
  },
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/budget/pages/DailyBudgetPage'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
