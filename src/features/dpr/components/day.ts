import type { TFunction } from 'i18next'

/** "Day 2 of 3" of the project's planned shoot days, or that the day is off the plan. */
export function dayText(t: TFunction, day: number | null, total: number): string {
  return day === null ? t('dpr.offPlanLong', { total }) : t('dpr.dayOf', { day, total })
}
