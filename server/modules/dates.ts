/*
 * Calendar days as ISO dates (`2026-11-22`), in UTC as the server counts them: one place for the
 * day arithmetic the modules (petty cash, the cost report, its weekly job) and the demo seed share.
 */

export const todayOf = (now: Date) => now.toISOString().slice(0, 10)

/** The ISO date `days` after `day` (before it when negative). */
export const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The day before an ISO date. */
export const dayBefore = (day: string) => shifted(day, -1)

/** The day after an ISO date. */
export const dayAfter = (day: string) => shifted(day, 1)
