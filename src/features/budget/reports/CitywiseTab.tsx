import type { CitywiseRow } from '@contract/budget'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { useMoney } from '@/lib/money'
import { citywiseQuery } from '../report-api'
import { CityBarChart } from './CityBarChart'
import { LoadFailed, LoadingBlock } from './shared'
import type { BudgetTabProps } from './types'

/** The budget per shoot city of a version: a bar chart and the same figures as a table. */
export function CitywiseTab({ projectId, version, currency }: BudgetTabProps) {
  const { t, i18n } = useTranslation()
  const summary = useQuery(citywiseQuery(projectId, version))
  const money = useMoney(summary.data?.currency ?? currency)
  if (summary.isPending) return <LoadingBlock />
  if (summary.isError) return <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />
  const { rows, total } = summary.data
  if (rows.length === 0) return <EmptyState icon="wallet" title={t('budgetReports.report.empty')} />

  const cityName = (row: CitywiseRow) => row.city_name ?? t('budgetReports.citywise.noCity')
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <section className="space-y-4" aria-labelledby="citywise-heading">
      <div>
        <h2 id="citywise-heading" className="text-lg font-semibold text-ink">
          {t('budgetReports.citywise.heading')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('budgetReports.versionLabel', { version: summary.data.budgetV })} · {money(total)}
        </p>
      </div>
      <div className="rounded-card border border-line bg-surface p-4">
        <CityBarChart rows={rows} cityName={cityName} format={money} />
      </div>
      <div className="overflow-x-auto rounded-card border border-line bg-surface">
        <PlainTable
          caption={t('budgetReports.citywise.caption')}
          columns={[
            { key: 'city', header: t('budgetReports.citywise.city') },
            { key: 'lines', header: t('budgetReports.citywise.lines'), align: 'end' },
            { key: 'atl', header: t('budgetReports.atl'), align: 'end' },
            { key: 'btl', header: t('budgetReports.btl'), align: 'end' },
            { key: 'amount', header: t('budgetReports.citywise.amount'), align: 'end' },
            { key: 'share', header: t('budgetReports.citywise.share'), align: 'end' },
            { key: 'daily', header: t('budgetReports.citywise.daily'), align: 'end' },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.city_id ?? 'none'} className={plainRow}>
              <th scope="row" className={`${plainCell()} font-medium text-ink`}>
                {cityName(row)}
              </th>
              <td className={end}>{row.line_count}</td>
              <td className={end}>{money(row.atl_amount)}</td>
              <td className={end}>{money(row.btl_amount)}</td>
              <td className={`${end} font-medium`}>{money(row.amount)}</td>
              {/* Basis points to a fraction for display only. */}
              <td className={end}>{percent.format(row.share_bp / 10_000)}</td>
              <td className={end}>{money(row.daily_amount)}</td>
            </tr>
          ))}
          <tr className={`${plainRow} bg-surface-muted`}>
            <th scope="row" className={`${plainCell()} font-semibold text-ink`}>
              {t('budgetReports.grandTotal')}
            </th>
            <td colSpan={3} />
            <td className={`${end} font-semibold`}>{money(total)}</td>
            <td colSpan={2} />
          </tr>
        </PlainTable>
      </div>
    </section>
  )
}

export default CitywiseTab
