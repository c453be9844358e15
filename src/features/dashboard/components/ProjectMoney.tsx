import type { CostTotals, DashboardProject, DashboardProjects } from '@contract/cost-report'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type ChartData, GroupedBarChart } from '@/components/charts'
import { EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { useCompactMoney, useMoney } from '@/lib/money'
import { burnSeries } from '../burn'

const FIGURES = ['budget', 'committed', 'actual', 'etc', 'efc', 'variance'] as const

/** The organisation's money per currency, a chart of each project's budget against its EFC, the table. */
export function ProjectMoney({ data }: { data: DashboardProjects }) {
  const { t } = useTranslation()
  if (data.projects.length === 0) return <EmptyState icon="folder" title={t('dashboard.money.none')} />
  const first = data.totals[0]
  const charted = data.projects.filter(
    (project) => project.has_budget && project.currency.code === first?.currency.code,
  )
  const burning = data.projects.filter(
    (project) =>
      project.currency.code === first?.currency.code && project.weekly_burn.some((week) => week.actual !== 0),
  )
  return (
    <div className="space-y-6">
      {data.totals.map((entry) => (
        <TotalsCards key={entry.currency.code} currency={entry.currency} totals={entry.totals} />
      ))}
      {first && charted.length > 0 ? <BudgetChart projects={charted} currency={first.currency} /> : null}
      {first ? <BurnChart projects={burning} currency={first.currency} /> : null}
      <ProjectsTable projects={data.projects} asOf={data.as_of} />
    </div>
  )
}

function TotalsCards({ currency, totals }: { currency: DashboardProject['currency']; totals: CostTotals }) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6"
      aria-label={t('dashboard.money.totals', { currency: currency.code })}
    >
      {FIGURES.map((field) => (
        <div key={field} className="rounded-card border border-line bg-surface px-4 py-3 shadow-card">
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">
            {t(`dashboard.money.${field}`)}
          </dt>
          <dd
            className={`mt-1 text-base font-semibold tabular-nums ${field === 'variance' && totals.variance < 0 ? 'text-danger' : 'text-ink'}`}
          >
            {money(totals[field])}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function BudgetChart({
  projects,
  currency,
}: {
  projects: DashboardProject[]
  currency: DashboardProject['currency']
}) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const short = useCompactMoney(currency)
  const byId = new Map(projects.map((project) => [String(project.project_id), project]))
  const series = ['budget', 'actual', 'committed', 'efc'] as const
  const data: ChartData = {
    itemsLabel: t('dashboard.money.project'),
    items: projects.map((project) => ({ key: String(project.project_id), label: project.code })),
    series: series.map((key) => ({ key, label: t(`dashboard.money.${key}`) })),
    value: (item, key) => byId.get(item)?.totals[key as (typeof series)[number]] ?? 0,
    format: money,
    axisFormat: short,
  }
  return <GroupedBarChart title={t('dashboard.money.chart', { currency: currency.code })} data={data} />
}

/**
 * Actual per week of the last twelve weeks, a bar per project (of one currency; the biggest spenders
 * and the others summed when there are many: burn.ts), the figures in a table behind.
 */
function BurnChart({
  projects,
  currency,
}: {
  projects: DashboardProject[]
  currency: DashboardProject['currency']
}) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const short = useCompactMoney(currency)
  const weeks = projects[0]?.weekly_burn.map((week) => week.week_from) ?? []
  if (weeks.length === 0) return <p className="text-sm text-ink-muted">{t('dashboard.money.noBurn')}</p>
  const series = burnSeries(projects, t('dashboard.money.otherProjects'))
  const data: ChartData = {
    itemsLabel: t('dashboard.money.week'),
    items: weeks.map((week) => ({ key: week, label: week.slice(5) })),
    series: series.map(({ key, label }) => ({ key, label })),
    value: (week, key) => series.find((one) => one.key === key)?.actual(week) ?? 0,
    format: money,
    axisFormat: short,
  }
  return <GroupedBarChart title={t('dashboard.money.burn', { currency: currency.code })} data={data} />
}

function ProjectsTable({ projects, asOf }: { projects: DashboardProject[]; asOf: string }) {
  const { t } = useTranslation()
  return (
    <PlainTable
      caption={t('dashboard.money.table')}
      columns={[
        { key: 'project', header: t('dashboard.money.project') },
        ...FIGURES.map((field) => ({
          key: field,
          header: t(`dashboard.money.${field}`),
          align: 'end' as const,
          tight: true,
        })),
        { key: 'over', header: t('dashboard.money.overCodes') },
      ]}
    >
      {projects.map((project) => (
        <ProjectRow key={project.project_id} project={project} asOf={asOf} />
      ))}
    </PlainTable>
  )
}

function ProjectRow({ project, asOf }: { project: DashboardProject; asOf: string }) {
  const { t } = useTranslation()
  const money = useMoney(project.currency)
  const end = `${plainCell('end', true)} tabular-nums whitespace-nowrap`
  const costReport = { to: '/budgetView', search: { project: project.project_id, tab: 'cost' } } as const
  // Each figure opens the list it sums: committed the open-commitment log, actual the transactions
  // to the same day (reports.test.ts holds them equal), the estimates their cost report.
  const register = (report: 'commitments' | 'transactions') =>
    ({ to: '/apps/reports', search: { report, project: project.project_id, to: asOf } }) as const
  const listBehind = (field: (typeof FIGURES)[number]) =>
    field === 'committed'
      ? register('commitments')
      : field === 'actual'
        ? register('transactions')
        : costReport
  return (
    <tr className={`${plainRow} align-top`}>
      {/* Spent and shot under the name: the row fits a laptop's width with every figure beside it. */}
      <td className={`${plainCell()} min-w-40`}>
        <Link {...costReport} className="font-medium text-link underline-offset-2 hover:underline">
          {project.name}
        </Link>
        <div className="text-xs text-ink-muted">{project.code}</div>
        <div className="mt-1 whitespace-nowrap text-xs">
          {project.spent_pct === null
            ? t('dashboard.money.noBudget')
            : t('dashboard.money.spent', { pct: project.spent_pct })}
        </div>
        <div className="whitespace-nowrap text-xs text-ink-muted">
          {project.shoot_pct === null
            ? t('dashboard.money.noShoot')
            : t('dashboard.money.shot', {
                done: project.shoot_days_done,
                planned: project.shoot_days_planned,
                pct: project.shoot_pct,
              })}
        </div>
      </td>
      {FIGURES.map((field) => (
        <td
          key={field}
          className={`${end} ${field === 'variance' && project.totals.variance < 0 ? 'font-medium text-danger' : ''}`}
        >
          {project.has_budget || project.totals[field] !== 0 ? (
            <Link {...listBehind(field)} className="underline-offset-2 hover:underline">
              {money(project.totals[field])}
            </Link>
          ) : (
            '—'
          )}
        </td>
      ))}
      <td className={`${plainCell()} text-xs`}>
        {project.over_codes.length === 0 ? (
          <span className="text-ink-muted">{t('dashboard.money.noneOver')}</span>
        ) : (
          <ul className="space-y-0.5">
            {project.over_codes.map((code) => (
              <li key={code.budget_code}>
                <Link {...costReport} className="text-link underline underline-offset-2">
                  {code.budget_code}
                </Link>{' '}
                <span className="whitespace-nowrap text-danger tabular-nums">{money(code.variance)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  )
}
