import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { monthOfDay } from '../daily/calendar'
import { budgetProjectQuery, dailyBudgetsQuery } from '../report-api'
import { LoadFailed, LoadingBlock } from './shared'

/** The shoot days planned between two dates, each a link to its month in the calendar. */
export function ShootDaysTable({ projectId, from, to }: { projectId: number; from: string; to: string }) {
  const { t, i18n } = useTranslation()
  const days = useQuery(dailyBudgetsQuery(projectId, from, to))
  const project = useQuery(budgetProjectQuery(projectId))
  const money = useMoney({
    code: project.data?.currency_code ?? 'INR',
    minor_units: project.data?.minor_units ?? 2,
  })
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <section className="space-y-4" aria-labelledby="dcr-days-heading">
      <h2 id="dcr-days-heading" className="text-lg font-semibold text-ink">
        {t('budgetReports.dcr.daysHeading')}
      </h2>
      {days.isPending || project.isPending ? (
        <LoadingBlock />
      ) : days.isError ? (
        <LoadFailed error={days.error} onRetry={() => void days.refetch()} />
      ) : days.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('budgetReports.dcr.noDays')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <PlainTable
            caption={t('budgetReports.dcr.daysHeading')}
            columns={[
              { key: 'date', header: t('budgetReports.dcr.date') },
              { key: 'title', header: t('budgetReports.daily.fields.title') },
              { key: 'city', header: t('budgetReports.daily.fields.city') },
              { key: 'lines', header: t('budgetReports.citywise.lines'), align: 'end' },
              { key: 'total', header: t('budgetReports.dcr.dayTotal'), align: 'end' },
            ]}
          >
            {days.data.map((day) => (
              <tr key={day.dailybudget_id} className={plainRow}>
                <td className={`${plainCell()} whitespace-nowrap`}>
                  <Link
                    to="/apps/calendar/vue-fullcalendar/dailyBudget"
                    search={{ project: projectId, month: monthOfDay(day.dailybudget_date) }}
                    className="font-medium text-link underline-offset-2 hover:underline"
                  >
                    {formatDate(day.dailybudget_date, i18n.language)}
                  </Link>
                </td>
                <td className={plainCell()}>{day.title}</td>
                <td className={`${plainCell()} text-ink-muted`}>{day.city_name ?? '—'}</td>
                <td className={end}>{day.lines.length}</td>
                <td className={`${end} font-medium`}>{money(day.total)}</td>
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
    </section>
  )
}
