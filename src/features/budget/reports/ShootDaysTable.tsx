import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { dcrPeriodQuery } from '@/features/dpr'
import { formatDate } from '@/lib/format'
import { useTranslationPart } from '@/lib/i18n'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { monthOfDay } from '../daily/calendar'
import { budgetProjectQuery, dailyBudgetsQuery } from '../report-api'
import { LoadFailed, LoadingBlock } from './shared'

/**
 * The shoot days planned between two dates, each a link to its month in the calendar; beside each
 * day's budget, for those who may read daily reports, the day's DCR total, its variance and a link
 * to the report.
 */
export function ShootDaysTable({ projectId, from, to }: { projectId: number; from: string; to: string }) {
  const { t, i18n } = useTranslation()
  const days = useQuery(dailyBudgetsQuery(projectId, from, to))
  const project = useQuery(budgetProjectQuery(projectId))
  const money = useMoney({
    code: project.data?.currency_code ?? 'INR',
    minor_units: project.data?.minor_units ?? 2,
  })
  const canReadDpr = useCan('dpr', 'GET')
  const dprWords = useTranslationPart('dpr', canReadDpr)
  const period = useQuery({ ...dcrPeriodQuery(projectId, from, to), enabled: canReadDpr })
  const showDcr = canReadDpr && dprWords && !period.isError
  const dcrOf = (day: string) => period.data?.days.find((item) => item.shoot_date === day)
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
        <>
          {canReadDpr && dprWords && period.isError ? (
            <p className="text-sm text-danger">{t('dpr.period.failed')}</p>
          ) : null}
          <div className="overflow-x-auto rounded-card border border-line bg-surface">
            <PlainTable
              caption={t('budgetReports.dcr.daysHeading')}
              columns={[
                { key: 'date', header: t('budgetReports.dcr.date') },
                { key: 'title', header: t('budgetReports.daily.fields.title') },
                { key: 'city', header: t('budgetReports.daily.fields.city') },
                { key: 'lines', header: t('budgetReports.citywise.lines'), align: 'end' },
                { key: 'total', header: t('budgetReports.dcr.dayTotal'), align: 'end' },
                ...(showDcr
                  ? [
                      { key: 'dcr', header: t('dpr.period.dcrTotal'), align: 'end' as const },
                      { key: 'variance', header: t('dpr.period.variance'), align: 'end' as const },
                      { key: 'report', header: t('dpr.period.report') },
                    ]
                  : []),
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
                  {showDcr ? <DcrCells day={dcrOf(day.dailybudget_date)} money={money} /> : null}
                </tr>
              ))}
            </PlainTable>
          </div>
        </>
      )}
    </section>
  )
}

type PeriodDay = {
  dcr_total: number | null
  variance: number | null
  dpr_id: number | null
  dpr_status: string | null
}

/** A day's DCR total, its variance against the day's budget (over in the danger colour) and its report. */
function DcrCells({ day, money }: { day: PeriodDay | undefined; money: (units: number) => string }) {
  const { t } = useTranslation()
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  const variance = day?.variance ?? null
  return (
    <>
      <td className={end}>
        {day?.dcr_total === null || day?.dcr_total === undefined ? '—' : money(day.dcr_total)}
      </td>
      <td className={`${end} ${variance !== null && variance < 0 ? 'font-medium text-danger' : ''}`}>
        {variance === null
          ? '—'
          : variance < 0
            ? t('dpr.period.over', { amount: money(-variance) })
            : t('dpr.period.under', { amount: money(variance) })}
      </td>
      <td className={`${plainCell()} whitespace-nowrap`}>
        {day?.dpr_id ? (
          <Link
            to="/dprView"
            search={{ id: day.dpr_id }}
            className="font-medium text-link underline-offset-2 hover:underline"
          >
            {day.dpr_status ? t(`dpr.status.${day.dpr_status}`) : t('dpr.period.report')}
          </Link>
        ) : (
          <span className="text-ink-muted">{t('dpr.period.noReport')}</span>
        )}
      </td>
    </>
  )
}
