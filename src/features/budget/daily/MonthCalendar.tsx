import type { DailyBudget } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/components/Button'
import { longDay, monthName, monthWeeks, shiftMonth, today, weekdayNames } from './calendar'

/**
 * A month as a grid of days, Monday first. Every day is a button: a planned shoot day shows its
 * title and total, and opens it; an empty day opens a new daily budget.
 */
export function MonthCalendar({
  month,
  days,
  format,
  onMonthChange,
  onOpenDay,
  busy = false,
}: {
  month: string
  days: DailyBudget[]
  format: (units: number) => string
  onMonthChange: (month: string) => void
  onOpenDay: (day: string) => void
  busy?: boolean
}) {
  const { t, i18n } = useTranslation()
  const byDay = new Map(days.map((day) => [day.dailybudget_date, day]))
  const now = today()
  const shortNames = weekdayNames(i18n.language, 'short')
  const longNames = weekdayNames(i18n.language, 'long')
  const title = monthName(month, i18n.language)
  return (
    <div className="rounded-card border border-line bg-surface" aria-busy={busy || undefined}>
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <IconButton
          icon="chevronLeft"
          label={t('budgetReports.daily.previousMonth')}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        />
        <h2 className="text-lg font-semibold text-ink" aria-live="polite">
          {title}
        </h2>
        <IconButton
          icon="chevronRight"
          label={t('budgetReports.daily.nextMonth')}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        />
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('budgetReports.daily.calendarCaption', { month: title })}</caption>
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <th
                key={name}
                scope="col"
                abbr={longNames[index]}
                className="px-1 py-2 text-center text-xs font-semibold uppercase tracking-wide text-ink-muted"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing but their place
                  <td key={index} className="h-24 border-t border-line bg-surface-muted/40" />
                ) : (
                  <td key={day} className="h-24 border-t border-l border-line p-1 align-top first:border-l-0">
                    <DayButton
                      day={day}
                      budget={byDay.get(day)}
                      isToday={day === now}
                      label={longDay(day, i18n.language)}
                      format={format}
                      onOpen={onOpenDay}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayButton({
  day,
  budget,
  isToday,
  label,
  format,
  onOpen,
}: {
  day: string
  budget: DailyBudget | undefined
  isToday: boolean
  label: string
  format: (units: number) => string
  onOpen: (day: string) => void
}) {
  const { t } = useTranslation()
  // The name is the button's own text: the full date and "no daily budget" for screen readers
  // only, the day number, title and total as seen (so the spoken name contains the visible text).
  return (
    <button
      type="button"
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onOpen(day)}
      className={`flex h-full w-full flex-col items-stretch gap-1 rounded-control p-1.5 text-left transition-colors hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-400 ${
        budget ? 'bg-primary-50 dark:bg-surface-muted' : ''
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
          isToday ? 'bg-primary-600 text-white' : 'text-ink'
        }`}
      >
        {Number(day.slice(8))}
      </span>
      <span className="sr-only">
        {t('budgetReports.daily.dayName', { day: label })}
        {budget ? ' ' : ` ${t('budgetReports.daily.noBudget')}`}
      </span>
      {budget ? (
        <>
          <span className="line-clamp-2 text-xs font-medium text-primary-700 dark:text-link">
            {budget.title}
          </span>
          <span className="mt-auto text-xs tabular-nums text-ink">{format(budget.total)}</span>
        </>
      ) : null}
    </button>
  )
}
