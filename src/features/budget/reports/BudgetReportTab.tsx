import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { budgetProjectQuery, budgetReportQuery } from '../report-api'
import { ReportExportButtons } from './ReportExportButtons'
import { ReportTable } from './ReportTable'
import { LoadFailed, LoadingBlock } from './shared'
import type { BudgetTabProps } from './types'

/** The report of one version: codes per category with subtotals, ATL/BTL and grand totals, exports. */
export function BudgetReportTab({ projectId, version }: BudgetTabProps) {
  const { t } = useTranslation()
  const report = useQuery(budgetReportQuery(projectId, { version }))
  const project = useQuery(budgetProjectQuery(projectId))
  if (report.isPending) return <LoadingBlock />
  if (report.isError) return <LoadFailed onRetry={() => void report.refetch()} />
  const data = report.data
  if (data.categories.length === 0)
    return <EmptyState icon="wallet" title={t('budgetReports.report.empty')} />

  const projectName = project.data ? `${project.data.name} (${project.data.code})` : `#${projectId}`
  const versionLabel = t('budgetReports.versionLabel', { version: data.budgetV })
  return (
    <section className="space-y-4" aria-labelledby="budget-report-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="budget-report-heading" className="text-lg font-semibold text-ink">
            {t('budgetReports.report.heading')}
          </h2>
          <p className="text-sm text-ink-muted">{versionLabel}</p>
        </div>
        <ReportExportButtons
          report={data}
          title={t('budgetReports.report.pdfTitle', { project: projectName })}
          scope={versionLabel}
          fileName={`budget-report-${project.data?.code ?? projectId}-v${data.budgetV}`}
        />
      </div>
      <ReportTable report={data} caption={t('budgetReports.report.caption', { version: data.budgetV })} />
    </section>
  )
}

export default BudgetReportTab
