import type { BudgetReport } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { type ChartData, GroupedBarChart } from '@/components/charts'
import { useCompactMoney, useMoney } from '@/lib/money'

type Figure = 'budget' | 'committed' | 'actual'

/** Budget, committed and actual per category of a version's report. Loaded lazily with its chart library. */
export default function BudgetCategoryChart({ report }: { report: BudgetReport }) {
  const { t } = useTranslation()
  const money = useMoney(report.currency)
  const short = useCompactMoney(report.currency)
  const categories = new Map(report.categories.map((category) => [String(category.category_id), category]))
  const figures: Record<Figure, (category: BudgetReport['categories'][number]) => number> = {
    budget: (category) => category.subtotal,
    committed: (category) => category.committed_subtotal,
    actual: (category) => category.actual_subtotal,
  }
  const data: ChartData = {
    itemsLabel: t('budgetReports.columns.category'),
    items: report.categories.map((category) => ({
      key: String(category.category_id),
      label: category.category_name ?? t('budgetReports.uncategorised'),
    })),
    series: [
      { key: 'budget', label: t('budgetReports.report.chart.budget') },
      { key: 'committed', label: t('budgetReports.columns.committed') },
      { key: 'actual', label: t('budgetReports.columns.actual') },
    ],
    value: (categoryKey, figure) => {
      const category = categories.get(categoryKey)
      return category ? figures[figure as Figure](category) : 0
    },
    format: money,
    axisFormat: short,
  }
  return <GroupedBarChart title={t('budgetReports.report.chart.title')} data={data} />
}
