import type { DcrLine } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { useMoney } from '@/lib/money'
import { dcrQuery } from '../api'
import { formatEighths } from '../routing'

const hours = (minutes: number) => (minutes / 60).toFixed(1)

/**
 * The day's cost report (GET /dpr/{id}/dcr): a line per crew department, junior artistes, meal
 * penalty and hire, the totals, and the day against its daily budget. An estimate, not actuals.
 */
export function DcrPanel({ dprId }: { dprId: number }) {
  const { t } = useTranslation()
  const dcr = useQuery(dcrQuery(dprId))
  const money = useMoney({ code: dcr.data?.currency_code ?? 'INR', minor_units: dcr.data?.minor_units ?? 2 })
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <section aria-labelledby="dcr-heading" className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id="dcr-heading" className="text-lg font-semibold text-ink">
        {t('dpr.dcr.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('dpr.dcr.description')}</p>
      <div className="mt-4 space-y-4">
        {dcr.isPending ? (
          <div className="flex items-center gap-2 text-sm text-ink-muted" role="status">
            <Spinner className="size-4" />
            {t('dpr.dcr.loading')}
          </div>
        ) : dcr.isError ? (
          <Alert tone="danger" title={t('dpr.dcr.failed')}>
            <p>{dcr.error.message}</p>
            <button
              type="button"
              className="mt-1 font-medium text-link underline"
              onClick={() => void dcr.refetch()}
            >
              {t('dpr.retry')}
            </button>
          </Alert>
        ) : (
          <>
            {dcr.data.meal_late ? (
              <Alert tone="warning" title={t('dpr.dcr.mealLateTitle')}>
                {t('dpr.dcr.mealLate')}
              </Alert>
            ) : null}
            {dcr.data.lines.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('dpr.dcr.noLines')}</p>
            ) : (
              <div className="overflow-x-auto rounded-card border border-line">
                <PlainTable
                  caption={t('dpr.dcr.linesCaption')}
                  columns={[
                    { key: 'kind', header: t('dpr.dcr.kind') },
                    { key: 'label', header: t('dpr.dcr.label') },
                    { key: 'heads', header: t('dpr.dcr.heads'), align: 'end' },
                    { key: 'worked', header: t('dpr.dcr.worked'), align: 'end' },
                    { key: 'overtimeHours', header: t('dpr.dcr.overtimeHours'), align: 'end' },
                    { key: 'base', header: t('dpr.dcr.base'), align: 'end' },
                    { key: 'overtime', header: t('dpr.dcr.overtime'), align: 'end' },
                    { key: 'amount', header: t('dpr.dcr.amount'), align: 'end' },
                  ]}
                >
                  {dcr.data.lines.map((line: DcrLine, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                    <tr key={`${line.kind}-${line.label}-${index}`} className={plainRow}>
                      <td className={plainCell()}>{t(`dpr.dcr.kinds.${line.kind}`)}</td>
                      <td className={plainCell()}>{line.label || t('dpr.dcr.wholeUnit')}</td>
                      <td className={end}>{line.head_count}</td>
                      <td className={end}>{line.worked_minutes ? hours(line.worked_minutes) : '—'}</td>
                      <td className={end}>
                        {line.overtime_minutes ? hours(line.overtime_minutes) : '—'}
                        {line.beyond_max_shift ? (
                          <span className="ml-2 inline-flex rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger">
                            {t('dpr.dcr.beyondMax')}
                          </span>
                        ) : null}
                      </td>
                      <td className={end}>{money(line.base)}</td>
                      <td className={end}>{money(line.overtime)}</td>
                      <td className={`${end} font-medium`}>{money(line.amount)}</td>
                    </tr>
                  ))}
                </PlainTable>
              </div>
            )}
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Figure label={t('dpr.dcr.labour')} value={money(dcr.data.labour)} />
              <Figure label={t('dpr.dcr.overtime')} value={money(dcr.data.overtime)} />
              <Figure label={t('dpr.dcr.penalties')} value={money(dcr.data.penalties)} />
              <Figure label={t('dpr.dcr.meals')} value={money(dcr.data.meals)} />
              <Figure label={t('dpr.dcr.equipment')} value={money(dcr.data.equipment)} />
              <Figure label={t('dpr.dcr.total')} value={money(dcr.data.total)} strong />
              <Figure
                label={t('dpr.dcr.dailyBudget')}
                value={
                  dcr.data.daily_budget === null ? t('dpr.dcr.noDailyBudget') : money(dcr.data.daily_budget)
                }
              />
              <Figure
                label={t('dpr.dcr.variance')}
                value={
                  dcr.data.variance === null
                    ? '—'
                    : dcr.data.variance < 0
                      ? t('dpr.dcr.over', { amount: money(-dcr.data.variance) })
                      : t('dpr.dcr.under', { amount: money(dcr.data.variance) })
                }
                tone={dcr.data.variance !== null && dcr.data.variance < 0 ? 'danger' : undefined}
                strong
              />
              <Figure
                label={t('dpr.dcr.pages')}
                value={t('dpr.pagesOf', {
                  shot: formatEighths(dcr.data.shot_eighths),
                  scheduled: formatEighths(dcr.data.scheduled_eighths),
                })}
              />
            </dl>
          </>
        )}
      </div>
    </section>
  )
}

function Figure({
  label,
  value,
  strong = false,
  tone,
}: {
  label: string
  value: string
  strong?: boolean
  tone?: 'danger'
}) {
  return (
    <div className="rounded-control border border-line px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'text-base font-semibold' : ''} ${tone === 'danger' ? 'text-danger' : 'text-ink'}`}
      >
        {value}
      </dd>
    </div>
  )
}
