import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { optionalId } from '@/lib/search-params'
import { CONTRACT_ACCESS } from '@/routes/-master-route'

/** /contractChartView: the contracts' figures as charts, of one project (?project=) or all. */
export const Route = createFileRoute('/_app/contractChartView')({
  staticData: { access: CONTRACT_ACCESS, titleKey: 'pages.contractCharts' },
  validateSearch: (search: Record<string, unknown>): { project?: number } => ({
    project: optionalId(search.project),
  }),
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/contracts/pages/ContractChartsPage'),
      loadTranslations('contracts'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
