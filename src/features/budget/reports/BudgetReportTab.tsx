import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, EmptyState } from '@/components/Feedback'
import { formatDate } from '@/lib/format'
import { budgetProjectQuery, budgetReportQuery } from '../report-api'
import { OverBudgetSwitch } from './OverBudgetSwitch'
import { ReportExportButtons } from './ReportExportButtons'
import { ReportTable } from './ReportTable'
import { SpendToField } from './SpendToField'
import { LoadFailed, LoadingBlock } from './shared'
import type { BudgetTabProps } from './types'

// The chart library loads with the chart, not with the report's table or the first screen.
const BudgetCategoryChart = lazy(() => import('./BudgetCategoryChart'))

/** The report's filters as a page keeps them (in its URL), each with its change handler. */
export type ReportFilter = {
  /** "Only codes over budget" as the page keeps it (/budgetView: ?over=1); else the tab's own. */
  overBudgetOnly?: boolean
  onOverBudgetOnly?: (on: boolean) => void
  /** "Spend up to" as the page keeps it (/budgetView: ?to=2026-11-30); else the tab's own. */
  spendTo?: string | null
  onSpendTo?: (date: string | null) => void
}

type Props = BudgetTabProps & ReportFilter

/** The report of one version: codes per category with subtotals, ATL/BTL and grand totals, exports. */
export function BudgetReportTab({ projectId, version, ...filter }: Props) {
  const { t, i18n } = useTranslation()
  const [ownFilter, setOwnFilter] = useState(false)
  const overBudgetOnly = filter.onOverBudgetOnly ? Boolean(filter.overBudgetOnly) : ownFilter
  const setOverBudgetOnly = filter.onOverBudgetOnly ?? setOwnFilter
  const [ownSpendTo, setOwnSpendTo] = useState<string | null>(null)
  const spendTo = filter.onSpendTo ? (filter.spendTo ?? null) : ownSpendTo
  const setSpendTo = filter.onSpendTo ?? setOwnSpendTo
  const report = useQuery(budgetReportQuery(projectId, { version, spendTo, overBudgetOnly }))
  const project = useQuery(budgetProjectQuery(projectId))
  if (report.isPending) return <LoadingBlock />
  if (report.isError)
    return (
      <div className="space-y-4">
        {/* The filtered report failed: the way back to the whole one stays at hand. */}
        {overBudgetOnly ? <OverBudgetSwitch checked onChange={setOverBudgetOnly} refreshing={false} /> : null}
        {spendTo ? <SpendToField value={spendTo} onChange={setSpendTo} /> : null}
        <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
      </div>
    )
  // While the other view loads, the one before stays (dimmed); it knows which codes it lists.
  const data = report.data
  const refreshing = report.isPlaceholderData
  if (data.categories.length === 0)
    return <EmptyState icon="wallet" title={t('budgetReports.report.empty')} />

  const projectName = project.data ? `${project.data.name} (${project.data.code})` : `#${projectId}`
  const versionLabel = data.spendTo
    ? t('budgetReports.report.spendToScope', {
        version: data.budgetV,
        date: formatDate(data.spendTo, i18n.language),
      })
    : t('budgetReports.versionLabel', { version: data.budgetV })
  const listed = data.overBudgetOnly
  const noneOver = listed && data.categories.every((category) => category.over_budget_count === 0)
  return (
    <section className="space-y-4" aria-labelledby="budget-report-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
          <div>
            <h2 id="budget-report-heading" className="text-lg font-semibold text-ink">
              {t('budgetReports.report.heading')}
            </h2>
            <p className="text-sm text-ink-muted">{versionLabel}</p>
          </div>
          <SpendToField value={spendTo} onChange={setSpendTo} />
          <OverBudgetSwitch checked={overBudgetOnly} onChange={setOverBudgetOnly} refreshing={refreshing} />
        </div>
        <ReportExportButtons
          report={data}
          title={t('budgetReports.report.pdfTitle', { project: projectName })}
          scope={listed ? t('budgetReports.report.overBudgetScope', { scope: versionLabel }) : versionLabel}
          fileName={`budget-report-${project.data?.code ?? projectId}-v${data.budgetV}${data.spendTo ? `-to-${data.spendTo}` : ''}${listed ? '-over-budget' : ''}`}
        />
      </div>
      {noneOver ? (
        <Alert tone="success" title={t('budgetReports.report.noneOver')}>
          {t('budgetReports.report.noneOverBody', { version: data.budgetV })}
        </Alert>
      ) : null}
      <div
        aria-busy={refreshing || undefined}
        className={`space-y-4 transition-opacity ${refreshing ? 'opacity-60' : ''}`}
      >
        <div className="rounded-card border border-line bg-surface p-4">
          <Suspense fallback={<div className="h-72" aria-hidden="true" />}>
            <BudgetCategoryChart report={data} />
          </Suspense>
        </div>
        <ReportTable
          report={data}
          caption={t(listed ? 'budgetReports.report.captionOverBudget' : 'budgetReports.report.caption', {
            version: data.budgetV,
          })}
        />
      </div>
    </section>
  )
}

export default BudgetReportTab
