/**
 * A calendar day (`2026-11-22`, no time of day) in the user's language. Read as UTC so that no
 * time zone moves it to the day before.
 */
export function formatDate(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return date.toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' })
}
