import type { ContractCharts } from '@contract/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type ChartData, GroupedBarChart } from '@/components/charts'
import { Alert, EmptyState } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { loadFailureOf } from '@/components/load-failure'
import { ProjectPicker } from '@/components/ProjectPicker'
import { Spinner } from '@/components/Spinner'
import { formatAmount, formatCompactAmount } from '@/lib/format'
import { optionalId } from '@/lib/search-params'
import { contractChartsQuery } from '../api'

type Currency = { code: string; minor_units: number }
type Bucket = { key: string; label: string; value: number }

/** The currencies the figures come in: a chart never adds rupees to dollars. */
function currenciesOf(charts: ContractCharts): Currency[] {
  const seen = new Map<string, Currency>()
  for (const row of [...charts.by_status, ...charts.instalments_due])
    seen.set(row.currency_code, { code: row.currency_code, minor_units: row.minor_units })
  return [...seen.values()]
}

/** A chart's place when it has nothing to draw: its title and why. */
function NoFigures({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{t('contracts.charts.nothing')}</p>
    </div>
  )
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
      axisFormat: (units) => formatCompactAmount(units, currency, i18n.language),
    }
    return <GroupedBarChart title={title} data={data} />
  }

  const body = () => {
    if (charts.isPending)
      return (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner className="size-8" label={t('contracts.charts.loading')} />
        </div>
      )
    if (charts.isError)
      return loadFailureOf(charts.error) === 'forbidden' ? (
        <Alert tone="warning" title={t('access.noAccess')}>
          <p>{t('access.askAdmin')}</p>
        </Alert>
      ) : (
        <Alert tone="danger" title={t('contracts.charts.failed')}>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            icon="refresh"
            onClick={() => void charts.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      )
    const figures = charts.data
    if (figures.by_status.length === 0)
      return (
        <EmptyState icon="file" title={t('contracts.charts.empty')}>
          {t('contracts.charts.emptyBody')}
        </EmptyState>
      )
    const expiries: ChartData = {
      itemsLabel: t('contracts.charts.month'),
      items: figures.expiries.map((row) => ({ key: row.month, label: monthLabel(row.month) })),
      series: [{ key: 'count', label: t('contracts.charts.count') }],
      value: (key) => figures.expiries.find((row) => row.month === key)?.count ?? 0,
      format: count,
      wholeNumbers: true,
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
              aria-label={t('contracts.charts.currencyNote', { currency: currency.code })}
            >
              <p className="text-sm text-ink-muted">
                {t('contracts.charts.currencyNote', { currency: currency.code })}
              </p>
              <div className="space-y-6">
                <Card>
                  {moneyChart(
                    t('contracts.charts.titles.agreement'),
                    t('contracts.charts.columns.agreement'),
                    mine(figures.by_agreement).map((row) => ({
                      key: String(row.agreement_id),
                      label: row.name,
                      value: row.value,
                    })),
                    currency,
                    t('contracts.charts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contracts.charts.titles.platform'),
                    t('contracts.charts.columns.platform'),
                    mine(figures.by_platform).map((row) => ({
                      key: String(row.platform_id ?? 'none'),
                      label: row.name ?? t('contracts.charts.noPlatform'),
                      value: row.value,
                    })),
                    currency,
                    t('contracts.charts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contracts.charts.titles.status'),
                    t('contracts.charts.columns.status'),
                    mine(figures.by_status).map((row) => ({
                      key: row.status,
                      label: t(`contracts.status.${row.status}`),
                      value: row.value,
                    })),
                    currency,
                    t('contracts.charts.value'),
                  )}
                </Card>
                <Card>
                  {moneyChart(
                    t('contracts.charts.titles.due'),
                    t('contracts.charts.month'),
                    mine(figures.instalments_due).map((row) => ({
                      key: row.month,
                      label: monthLabel(row.month),
                      value: row.amount,
                    })),
                    currency,
                    t('contracts.charts.unpaid'),
                  )}
                </Card>
              </div>
            </section>
          )
        })}
        <Card>
          {expiries.items.length ? (
            <GroupedBarChart title={t('contracts.charts.titles.expiries')} data={expiries} />
          ) : (
            <NoFigures title={t('contracts.charts.titles.expiries')} />
          )}
        </Card>
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t('pages.contractCharts')} description={t('contracts.charts.description')} />
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
