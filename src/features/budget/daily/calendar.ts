/**
 * Calendar arithmetic on ISO dates (`2026-11-24`) and months (`2026-11`), done in UTC so that no
 * time zone moves a day. Weeks start on Monday, as production schedules do in India and Europe.
 */

const utc = (day: string) => new Date(`${day}T00:00:00Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

export { today } from '@/lib/format'

export const monthOfDay = (day: string) => day.slice(0, 7)

/** The first and last day of a month. */
export function monthRange(month: string): { first: string; last: string } {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, index, 0))
  return { first: `${month}-01`, last: dayOf(last) }
}

export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  return dayOf(new Date(Date.UTC(year, index - 1 + by, 1))).slice(0, 7)
}

/** The month's weeks, Monday first; the days of the months around it are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthRange(month)
  const lead = (utc(first).getUTCDay() + 6) % 7
  const count = Number(last.slice(8))
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** Monday…Sunday, in the user's language ("Mon" or "Monday"). */
export function weekdayNames(language: string, width: 'short' | 'long'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) =>
    utc(`2024-01-0${index + 1}`).toLocaleDateString(language, { weekday: width, timeZone: 'UTC' }),
  )
}

/** "November 2026". */
export function monthName(month: string, language: string): string {
  return utc(`${month}-01`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** "Tuesday, 24 November 2026". */
export function longDay(day: string, language: string): string {
  return utc(day).toLocaleDateString(language, { dateStyle: 'full', timeZone: 'UTC' })
}
