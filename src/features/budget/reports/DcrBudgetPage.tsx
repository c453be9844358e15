import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { formatDate } from '@/lib/format'
import { useWorkspace } from '@/stores/workspace'
import { monthRange, today } from '../daily/calendar'
import { budgetProjectQuery, budgetReportQuery } from '../report-api'
import { ReportExportButtons } from './ReportExportButtons'
import { ReportTable } from './ReportTable'
import { ShootDaysTable } from './ShootDaysTable'
import { LoadFailed, LoadingBlock } from './shared'

const route = getRouteApi('/_app/dcrbudget')

/** The dates a DCR covers when the URL names none: the current month. */
export function defaultRange() {
  const { first, last } = monthRange(today().slice(0, 7))
  return { from: first, to: last }
}

/** DCR budget: what the shoot days between two dates plan to spend, per category and code. */
export default function DcrBudgetPage() {
  const { t } = useTranslation()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const workspace = useWorkspace()
  const projectId = search.project ?? workspace.projectId
  const fallback = defaultRange()
  const from = search.from ?? fallback.from
  const to = search.to ?? fallback.to
  const inOrder = from <= to

  const setSearch = (patch: { project?: number; from?: string; to?: string }) =>
    void navigate({
      search: (previous) => ({ ...previous, project: projectId ?? undefined, from, to, ...patch }),
      replace: true,
    })

  return (
    <>
      <PageHeader title={t('pages.dcrBudget')} description={t('budgetReports.dcr.description')} />
      <div className="mb-6 grid max-w-3xl gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <ProjectPicker
          value={projectId}
          onChange={(project) => {
            workspace.setProject(project)
            setSearch({ project: project ?? undefined })
          }}
        />
        <TextField
          type="date"
          label={t('budgetReports.dcr.from')}
          value={from}
          required
          onChange={(event) => event.target.value && setSearch({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('budgetReports.dcr.to')}
          value={to}
          required
          error={inOrder ? undefined : t('budgetReports.dcr.order')}
          onChange={(event) => event.target.value && setSearch({ to: event.target.value })}
        />
      </div>
      {projectId === null ? (
        <EmptyState icon="calendar" title={t('budgetReports.chooseProject')}>
          {t('budgetReports.dcr.chooseProjectBody')}
        </EmptyState>
      ) : inOrder ? (
        <DcrReport projectId={projectId} from={from} to={to} />
      ) : null}
    </>
  )
}

function DcrReport({ projectId, from, to }: { projectId: number; from: string; to: string }) {
  const { t, i18n } = useTranslation()
  const report = useQuery(budgetReportQuery(projectId, { dateFrom: from, dateTo: to }))
  const project = useQuery(budgetProjectQuery(projectId))
  const range = t('budgetReports.dcr.range', {
    from: formatDate(from, i18n.language),
    to: formatDate(to, i18n.language),
  })
  const projectName = project.data ? `${project.data.name} (${project.data.code})` : `#${projectId}`
  return (
    <div className="space-y-8">
      <section className="space-y-4" aria-labelledby="dcr-report-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="dcr-report-heading" className="text-lg font-semibold text-ink">
              {t('budgetReports.dcr.reportHeading')}
            </h2>
            <p className="text-sm text-ink-muted">{range}</p>
          </div>
          {report.data && report.data.categories.length > 0 ? (
            <ReportExportButtons
              report={report.data}
              title={t('budgetReports.dcr.pdfTitle', { project: projectName })}
              scope={range}
              fileName={`dcr-budget-${project.data?.code ?? projectId}-${from}-${to}`}
            />
          ) : null}
        </div>
        {report.isPending ? (
          <LoadingBlock />
        ) : report.isError ? (
          <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
        ) : report.data.categories.length === 0 ? (
          <EmptyState icon="calendar" title={t('budgetReports.dcr.empty')}>
            {t('budgetReports.dcr.emptyBody')}
          </EmptyState>
        ) : (
          <ReportTable report={report.data} caption={t('budgetReports.dcr.caption', { range })} />
        )}
      </section>
      <ShootDaysTable projectId={projectId} from={from} to={to} />
    </div>
  )
}
