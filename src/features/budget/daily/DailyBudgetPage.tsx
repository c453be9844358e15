import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { Spinner } from '@/components/Spinner'
import { useMoney } from '@/lib/money'
import { useWorkspace } from '@/stores/workspace'
import { budgetProjectQuery, dailyBudgetsQuery } from '../report-api'
import { LoadFailed, LoadingBlock } from '../reports/shared'
import { monthOfDay, monthRange, today } from './calendar'
import { DailyBudgetDialog } from './DailyBudgetDialog'
import { MonthCalendar } from './MonthCalendar'

const route = getRouteApi('/_app/apps/calendar/vue-fullcalendar/dailyBudget')

/** The daily budget calendar: a project's shoot days of a month, each opened to plan its spend. */
export default function DailyBudgetPage() {
  const { t } = useTranslation()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const workspace = useWorkspace()
  const projectId = search.project ?? workspace.projectId
  const month = search.month ?? monthOfDay(workspace.budgetDate ?? today())

  const chooseProject = (project: number | null) => {
    workspace.setProject(project)
    void navigate({ search: (previous) => ({ ...previous, project: project ?? undefined }), replace: true })
  }
  const chooseMonth = (next: string) =>
    void navigate({ search: (previous) => ({ ...previous, project: projectId ?? undefined, month: next }) })

  return (
    <>
      <PageHeader title={t('pages.dailyBudget')} description={t('budgetReports.daily.description')} />
      <div className="mb-6 max-w-md">
        <ProjectPicker value={projectId} onChange={chooseProject} />
      </div>
      {projectId === null ? (
        <EmptyState icon="calendar" title={t('budgetReports.chooseProject')}>
          {t('budgetReports.daily.chooseProjectBody')}
        </EmptyState>
      ) : (
        <ProjectMonth key={projectId} projectId={projectId} month={month} onMonthChange={chooseMonth} />
      )}
    </>
  )
}

function ProjectMonth({
  projectId,
  month,
  onMonthChange,
}: {
  projectId: number
  month: string
  onMonthChange: (month: string) => void
}) {
  const { t } = useTranslation()
  const { first, last } = monthRange(month)
  const days = useQuery(dailyBudgetsQuery(projectId, first, last))
  const project = useQuery(budgetProjectQuery(projectId))
  const update = useWorkspace((state) => state.update)
  const [openDay, setOpenDay] = useState<string | null>(null)
  const currency = project.data
    ? { code: project.data.currency_code, minor_units: project.data.minor_units }
    : { code: 'INR', minor_units: 2 }
  const money = useMoney(currency)

  if (days.isPending || project.isPending) return <LoadingBlock />
  if (days.isError || project.isError)
    return (
      <LoadFailed
        error={days.error ?? project.error}
        onRetry={() => {
          void days.refetch()
          void project.refetch()
        }}
      />
    )
  // Only the month shown: the previous month's days stay on screen while the next one loads.
  const shown = days.data.filter((day) => day.dailybudget_date.startsWith(month))
  // Whole minor units add up exactly.
  const monthTotal = shown.reduce((sum, day) => sum + day.total, 0)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
        <p>
          <span className="text-ink-muted">{t('budgetReports.daily.monthTotal')}</span>{' '}
          <strong className="text-lg tabular-nums text-ink" data-testid="month-total">
            {money(monthTotal)}
          </strong>
        </p>
        <p className="text-ink-muted">{t('budgetReports.daily.shootDays', { count: shown.length })}</p>
        {days.isFetching ? <Spinner className="size-4" /> : null}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('budgetReports.daily.emptyMonth')}</p>
      ) : null}
      <MonthCalendar
        month={month}
        days={shown}
        format={money}
        busy={days.isFetching}
        onMonthChange={onMonthChange}
        onOpenDay={(day) => {
          update({ budgetDate: day })
          setOpenDay(day)
        }}
      />
      {openDay ? (
        <DailyBudgetDialog
          key={openDay}
          projectId={projectId}
          day={openDay}
          existing={shown.find((day) => day.dailybudget_date === openDay)}
          currency={currency}
          onClose={() => setOpenDay(null)}
        />
      ) : null}
    </div>
  )
}
