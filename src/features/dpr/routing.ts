import { DPR_STATUSES, DPR_UNITS, type DprStatus, type DprUnit } from '@contract/dpr-values'
import { optionalChoice, optionalId, optionalIsoDate, optionalPage } from '@/lib/search-params'

/*
 * The DPR pages' URLs: the list's filters and page, the form's new day (project, date, unit) or
 * report to change, the report shown. Plain functions (route definitions are in the entry chunk):
 * anything unexpected is dropped.
 */

export { DPR_STATUSES as DPR_STATUS_CHOICES, DPR_UNITS as DPR_UNIT_CHOICES } from '@contract/dpr-values'

export type DprListSearch = {
  page?: number
  project?: number
  status?: DprStatus
  from?: string
  to?: string
}

export function dprListSearch(search: Record<string, unknown>): DprListSearch {
  return {
    page: optionalPage(search.page),
    project: optionalId(search.project),
    status: optionalChoice(search.status, DPR_STATUSES),
    from: optionalIsoDate(search.from),
    to: optionalIsoDate(search.to),
  }
}

/** `/dprForm?project=3&date=2026-11-20&unit=main` starts a day's report; `?id=7` changes one. */
export type DprFormSearch = {
  id?: number
  project?: number
  date?: string
  unit?: DprUnit
}

export function dprFormSearch(search: Record<string, unknown>): DprFormSearch {
  return {
    id: optionalId(search.id),
    project: optionalId(search.project),
    date: optionalIsoDate(search.date),
    unit: optionalChoice(search.unit, DPR_UNITS),
  }
}

export type DprViewSearch = { id?: number }

export function dprViewSearch(search: Record<string, unknown>): DprViewSearch {
  return { id: optionalId(search.id) }
}

/** Eighths of a page in the script's notation: 14 → "1 6/8", 6 → "6/8", 16 → "2", 0 → "0". */
export function formatEighths(eighths: number): string {
  const whole = Math.floor(eighths / 8)
  const rest = eighths % 8
  if (rest === 0) return String(whole)
  return whole === 0 ? `${rest}/8` : `${whole} ${rest}/8`
}

/**
 * Pages as people write them on a call sheet ("1 6/8", "6/8", "2", "1 3/4") → eighths; null when
 * it is not such a length.
 */
export function parseEighths(text: string): number | null {
  const value = text.trim()
  if (value === '') return null
  const match = /^(?:(\d{1,4})(?:\s+(\d)\/(\d))?|(\d)\/(\d))$/.exec(value)
  if (!match) return null
  const whole = Number(match[1] ?? 0)
  const numerator = Number(match[2] ?? match[4] ?? 0)
  const denominator = Number(match[3] ?? match[5] ?? 8)
  if (![2, 4, 8].includes(denominator) || numerator >= denominator) return null
  return whole * 8 + (numerator * 8) / denominator
}
