import type { Pagination } from '@contract/envelope'
import { REPORT_KEYS, type Report, type ReportKey } from '@contract/reports'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { DataTable } from '@/components/data-table'
import type { DataColumn } from '@/components/data-table/columns'
import { EmptyState } from '@/components/Feedback'
import { SelectField, TextField } from '@/components/Field'
import { Card, PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { SavedFiltersPanel } from '@/features/saved-filters'
import { sheetAmount, useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { useWorkspace } from '@/stores/workspace'
import { reportQuery } from '../api'
import { cellText, periodText } from '../cells'
import { PeriodLockPanel } from '../components/PeriodLockPanel'
import { exportReportPdf } from '../report-export'
import { type ReportsSearch, reportsSearch, savedQueryOf } from '../search'

const PAGE_SIZE = 50
type Row = Report['rows'][number]

/**
 * /apps/reports: a production's registers — the weekly cost report, transactions and commitments
 * per code, petty cash, advances, payables, TDS, GST input credit, contract payments, assets and
 * DPR/DCR — one project and period at a time, kept in the URL, saved under a name, exported as
 * XLSX, CSV or PDF.
 */
export default function ReportsPage() {
  const { t } = useTranslation()
  const search = reportsSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const workspace = useWorkspace()
  const key: ReportKey = search.report ?? 'cost'
  const projectId = search.project ?? workspace.projectId
  const inOrder = !search.from || !search.to || search.from <= search.to
  const setSearch = (patch: Partial<ReportsSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, page: undefined, ...patch }),
      replace: true,
    })

  return (
    <>
      <PageHeader title={t('pages.reports')} description={t('reports.description')} />
      <div className="mb-6 grid gap-4 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <SelectField
              label={t('reports.report')}
              value={key}
              onChange={(event) => setSearch({ report: event.target.value as ReportKey })}
              options={REPORT_KEYS.map((value) => ({ value, label: t(`reports.names.${value}`) }))}
            />
            <ProjectPicker
              value={projectId}
              onChange={(project) => {
                workspace.setProject(project)
                setSearch({ project: project ?? undefined })
              }}
            />
            <TextField
              type="date"
              label={t('reports.from')}
              value={search.from ?? ''}
              onChange={(event) => setSearch({ from: event.target.value || undefined })}
            />
            <TextField
              type="date"
              label={t('reports.to')}
              value={search.to ?? ''}
              error={inOrder ? undefined : t('reports.order')}
              onChange={(event) => setSearch({ to: event.target.value || undefined })}
            />
          </div>
          <p className="mt-3 text-sm text-ink-muted">{t(`reports.about.${key}`)}</p>
        </Card>
        <Card>
          <SavedFiltersPanel
            scope="reports"
            current={savedQueryOf({ ...search, report: key, project: projectId ?? undefined })}
            canSave={projectId !== null}
            onApply={(saved) => void navigate({ to: '.', search: reportsSearch(fromSaved(saved)) })}
          />
        </Card>
      </div>
      {projectId === null ? (
        <EmptyState icon="chart" title={t('reports.chooseProject')}>
          {t('reports.chooseProjectBody')}
        </EmptyState>
      ) : inOrder ? (
        <>
          <Card className="mb-6">
            <PeriodLockPanel projectId={projectId} />
          </Card>
          <ReportTable
            reportKey={key}
            projectId={projectId}
            from={search.from}
            to={search.to}
            page={search.page ?? 1}
            onPageChange={(page) => setSearch({ page })}
          />
        </>
      ) : null}
    </>
  )
}

/** A saved filter's query (`project_id`, as the endpoint names it) as the page's URL. */
const fromSaved = (saved: Record<string, string>): Record<string, unknown> => ({
  report: saved.report,
  project: saved.project_id,
  from: saved.from,
  to: saved.to,
})

function ReportTable(props: {
  reportKey: ReportKey
  projectId: number
  from?: string
  to?: string
  page: number
  onPageChange: (page: number) => void
}) {
  const { t, i18n } = useTranslation()
  const report = useQuery(
    reportQuery({ key: props.reportKey, projectId: props.projectId, from: props.from, to: props.to }),
  )
  const data = report.data
  const money = useMoney(data?.currency ?? { code: 'INR', minor_units: 2 })
  const [printing, setPrinting] = useState(false)
  const title = data ? `${t(`reports.names.${data.key}`)} — ${data.project_code}` : ''
  const columns: DataColumn<Row>[] = (data?.columns ?? []).map((column) => {
    const numeric = column.kind === 'money' || column.kind === 'number'
    return {
      id: column.key,
      header: t(`reports.columns.${column.key}`),
      align: numeric ? 'end' : 'start',
      cell: (row) => {
        const text = cellText(column, row[column.key] ?? null, t, money, i18n.language)
        const link = column.key === 'document' && typeof row.link === 'string' ? row.link : null
        // A date or a one-word value (MD-01/CON/0002, 2000-02) is never broken at its hyphens.
        const whole = column.kind === 'date' || !/\s/.test(text) ? 'whitespace-nowrap' : ''
        return link ? (
          <a className={`text-brand underline-offset-2 hover:underline ${whole}`} href={link}>
            {text}
          </a>
        ) : (
          <span className={whole}>{text}</span>
        )
      },
      exportValue: (row) => {
        const value = row[column.key] ?? null
        if (column.kind === 'money' && data)
          return value === null ? null : sheetAmount(Number(value), data.currency)
        if (column.kind === 'date') return value
        return numeric ? value : cellText(column, value, t, money, i18n.language)
      },
      exportType: column.kind === 'money' ? 'money' : column.kind === 'number' ? 'number' : column.kind,
      exportCurrency: data ? () => data.currency.code : undefined,
    }
  })
  const rows = data?.rows ?? []
  const pagination: Pagination = {
    current_page: props.page,
    per_page: PAGE_SIZE,
    from: rows.length ? (props.page - 1) * PAGE_SIZE + 1 : null,
    to: rows.length ? Math.min(rows.length, props.page * PAGE_SIZE) : null,
    last_page: Math.max(1, Math.ceil(rows.length / PAGE_SIZE)),
    total: rows.length,
  }
  const printPdf = async () => {
    if (!data) return
    setPrinting(true)
    try {
      await exportReportPdf(data, title, t, i18n.language)
    } catch (error) {
      console.error(error)
      notify({ variant: 'danger', message: t('reports.exportFailed') })
    } finally {
      setPrinting(false)
    }
  }
  const moneyTotals = (data?.columns ?? []).filter((column) => column.kind === 'money')
  return (
    <section className="space-y-4" aria-labelledby="report-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="report-heading" className="text-lg font-semibold text-ink">
            {title || t(`reports.names.${props.reportKey}`)}
          </h2>
          {data ? <p className="text-sm text-ink-muted">{periodText(data, t, i18n.language)}</p> : null}
        </div>
        <Button variant="secondary" size="sm" icon="file" onClick={() => void printPdf()} loading={printing}>
          {t('reports.exportPdf')}
        </Button>
      </div>
      {data && moneyTotals.length && rows.length ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('reports.totals')}>
          {moneyTotals.slice(0, 8).map((column) => (
            <div key={column.key} className="rounded-card border border-line bg-surface px-4 py-3">
              <dt className="text-xs font-medium text-ink-muted">{t(`reports.columns.${column.key}`)}</dt>
              <dd className="mt-1 text-base font-semibold tabular-nums text-ink">
                {money(data.totals[column.key] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        tableId={`report-${props.reportKey}`}
        caption={title || t(`reports.names.${props.reportKey}`)}
        exportName={data ? `${data.key}-${data.project_code}` : props.reportKey}
        columns={columns}
        rows={rows.slice((props.page - 1) * PAGE_SIZE, props.page * PAGE_SIZE)}
        rowKey={(row) => JSON.stringify(row)}
        pagination={pagination}
        status={report.status}
        error={report.error}
        isFetching={report.isFetching}
        onRetry={() => void report.refetch()}
        onPageChange={props.onPageChange}
        loadAllRows={async () => rows}
        empty={{ title: t('reports.empty'), body: t('reports.emptyBody') }}
      />
    </section>
  )
}
