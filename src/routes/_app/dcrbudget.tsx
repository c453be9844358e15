import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalId } from '@/lib/search-params'
import { useWorkspace } from '@/stores/workspace'

type DcrBudgetSearch = { project?: number; from?: string; to?: string }

const isoDay = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value) ? value : undefined

/** `?project=12&from=2026-11-01&to=2026-11-30`; anything else is dropped. */
const dcrBudgetSearch = (search: Record<string, unknown>): DcrBudgetSearch => ({
  project: optionalId(search.project),
  from: isoDay(search.from),
  to: isoDay(search.to),
})

export const Route = createFileRoute('/_app/dcrbudget')({
  staticData: { access: { roles: ROLE_GROUPS.admins, module: MODULES.Budget }, titleKey: 'pages.dcrBudget' },
  validateSearch: dcrBudgetSearch,
  loaderDeps: ({ search }) => search,
  // The report and the shoot days start loading with the page's code; a failure is the page's to show.
  loader: async ({ context, deps }) => {
    const project = deps.project ?? useWorkspace.getState().projectId
    if (!project) return
    const { defaultRange, prefetchDcrBudget } = await import('@/features/budget/pages/DcrBudgetPage')
    const range = defaultRange()
    const from = deps.from ?? range.from
    const to = deps.to ?? range.to
    if (from <= to) await prefetchDcrBudget(context.queryClient, project, from, to)
  },
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/budget/pages/DcrBudgetPage'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
