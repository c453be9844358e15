import type { ContractCharts } from '@contract/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type ChartData, GroupedBarChart } from '@/components/charts'
import { EmptyState } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { LoadFailed, LoadingBlock } from '@/features/budget/reports/shared'
import { formatAmount } from '@/lib/format'
import { optionalId } from '@/lib/search-params'
import { contractChartsQuery } from './api'

type Currency = { code: string; minor_units: number }
type Bucket = { key: string; label: string; value: number }

/** The currencies the figures come in: a chart never adds rupees to dollars. */
function currenciesOf(charts: ContractCharts): Currency[] {
  const seen = new Map<string, Currency>()
  for (const row of [...charts.by_status, ...charts.instalments_due])
    seen.set(row.currency_code, { code: row.currency_code, minor_units: row.minor_units })
  return [...seen.values()]
}

/** /contractChartView: value by agreement type, platform and status; expiries; instalments due. */
export default function ContractChartsPage() {
  const { t, i18n } = useTranslation()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const projectId = optionalId(search.project) ?? null
  const navigate = useNavigate()
  const charts = useQuery(contractChartsQuery(projectId))
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
  const count = (value: number) => value.toLocaleString(i18n.language)
  const moneyChart = (
    title: string,
    itemsLabel: string,
    buckets: Bucket[],
    currency: Currency,
    series: string,
  ) => {
    const data: ChartData = {
      itemsLabel,
      items: buckets.map(({ key, label }) => ({ key, label })),
      series: [{ key: 'value', label: series }],
      value: (key) => buckets.find((bucket) => bucket.key === key)?.value ?? 0,
      format: (units) => formatAmount(units, currency, i18n.language),
    }
    return <GroupedBarChart title={title} data={data} />
  }

  const body = () => {
    if (charts.isPending) return <LoadingBlock label={t('contractCharts.loading')} />
    if (charts.isError) return <LoadFailed error={charts.error} onRetry={() => void charts.refetch()} />
    const figures = charts.data
    if (figures.by_status.length === 0)
      return (
        <EmptyState icon="file" title={t('contractCharts.empty')}>
          {t('contractCharts.emptyBody')}
        </EmptyState>
      )
    const expiries: ChartData = {
      itemsLabel: t('contractCharts.month'),
      items: figures.expiries.map((row) => ({ key: row.month, label: monthLabel(row.month) })),
      series: [{ key: 'count', label: t('contractCharts.count') }],
      value: (key) => figures.expiries.find((row) => row.month === key)?.count ?? 0,
      format: count,
    }
    return (
      <div className="space-y-6">
        {currenciesOf(figures).map((currency) => {
          const mine = <T extends { currency_code: string }>(rows: T[]) =>
            rows.filter((row) => row.currency_code === currency.code)
          return (
            <section
              key={currency.code}
              className="space-y-6"
              aria-label={t('contractCharts.currencyNote', { currency: currency.code })}
            >
              <p className="text-sm text-ink-muted">
                {t('contractCharts.currencyNote', { currency: currency.code })}
              </p>
              <div className="grid gap-6 xl:grid-cols-2">
                <Card>
                  {moneyChart(
                    t('contractCharts.charts.agreement'),
                    t('contractCharts.columns.agreement'),
                    mine(figures.by_agreement).map((row) => ({
                      key: String(row.agreement_id),
                      label: row.name,
                      value: row.value,
                    })),
                    currency,
                    t('contractCharts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contractCharts.charts.platform'),
                    t('contractCharts.columns.platform'),
                    mine(figures.by_platform).map((row) => ({
                      key: String(row.platform_id ?? 'none'),
                      label: row.name ?? t('contractCharts.noPlatform'),
                      value: row.value,
                    })),
                    currency,
                    t('contractCharts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contractCharts.charts.status'),
                    t('contractCharts.columns.status'),
                    mine(figures.by_status).map((row) => ({
                      key: row.status,
                      label: t(`contractCharts.status.${row.status}`),
                      value: row.value,
                    })),
                    currency,
                    t('contractCharts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contractCharts.charts.due'),
                    t('contractCharts.month'),
                    mine(figures.instalments_due).map((row) => ({
                      key: row.month,
                      label: monthLabel(row.month),
                      value: row.amount,
                    })),
                    currency,
                    t('contractCharts.unpaid'),
                  )}
                </Card>
              </div>
            </section>
          )
        })}
        <Card>
          <GroupedBarChart title={t('contractCharts.charts.expiries')} data={expiries} />
        </Card>
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t('pages.contractCharts')} description={t('contractCharts.description')} />
      <div className="mb-6 max-w-sm">
        <ProjectPicker
          value={projectId}
          onChange={(project) =>
            void navigate({ to: '.', search: project ? { project } : {}, replace: true })
          }
        />
      </div>
      {body()}
    </>
  )
}
