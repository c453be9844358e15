import type { CreateDailyBudgetRequest, DailyBudget } from '@contract/budget'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-error'
import type { FormCheck } from '@/lib/forms'

/** A line as the user types it: the amount stays text until it is saved. */
export type LineDraft = { key: number; budget_code: string; description: string; amount: string }

export type DayDraft = {
  title: string
  city_id: number | null
  cityLabel: string
  notes: string
  lines: LineDraft[]
}

/** What a day's form sends, less the project and day the dialog adds. */
export type DayRequest = Omit<CreateDailyBudgetRequest, 'project_id' | 'dailybudget_date'>

/** Problems per field: `title`, `city_id`, `lines.0.amount`… */
export type DraftErrors = Record<string, string>

let nextKey = 1
export const blankLine = (): LineDraft => ({ key: nextKey++, budget_code: '', description: '', amount: '' })

export function draftOf(day: DailyBudget | undefined, minorUnits: number): DayDraft {
  if (!day) return { title: '', city_id: null, cityLabel: '', notes: '', lines: [blankLine()] }
  return {
    title: day.title,
    city_id: day.city_id,
    cityLabel: day.city_name ?? '',
    notes: day.notes ?? '',
    lines: day.lines.map((line) => ({
      key: nextKey++,
      budget_code: line.budget_code,
      description: line.description ?? '',
      amount: formatMoney(line.amount, minorUnits),
    })),
  }
}

/** The sum of the amounts typed so far, in minor units (lines not yet valid count as nothing). */
export function draftTotal(draft: DayDraft, minorUnits: number): number {
  return draft.lines.reduce((sum, line) => {
    const units = line.amount.trim() ? parseMoney(line.amount, minorUnits) : null
    return units !== null && units >= 0 ? sum + units : sum
  }, 0)
}

/** Checks the draft and answers what the API expects, or the problems to show. */
export function checkDraft(draft: DayDraft, minorUnits: number, t: TFunction): FormCheck<DayRequest> {
  const errors: DraftErrors = {}
  if (!draft.title.trim()) errors.title = t('budgetReports.daily.errors.title')
  const lines = draft.lines
    // A line left entirely blank is not a line.
    .filter((line) => line.budget_code || line.description.trim() || line.amount.trim())
    .map((line) => {
      const index = draft.lines.indexOf(line)
      if (!line.budget_code) errors[`lines.${index}.budget_code`] = t('budgetReports.daily.errors.code')
      const units = parseMoney(line.amount, minorUnits)
      if (units === null || units < 0)
        errors[`lines.${index}.amount`] = t('budgetReports.daily.errors.amount', {
          example: formatMoney(150000, minorUnits),
        })
      return {
        budget_code: line.budget_code,
        description: line.description.trim() || null,
        amount: units ?? 0,
      }
    })
  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    data: { title: draft.title.trim(), city_id: draft.city_id, notes: draft.notes.trim() || null, lines },
  }
}

/**
 * The server's field problems keyed like the draft's. Its `lines.N` counts only the lines sent,
 * so each is mapped back to the line on screen.
 */
export function serverErrors(error: unknown, draft: DayDraft): DraftErrors {
  if (!(error instanceof ApiError)) return {}
  const sent = draft.lines.filter((line) => line.budget_code || line.description.trim() || line.amount.trim())
  const errors: DraftErrors = {}
  for (const problem of error.fieldErrors) {
    const match = /^lines\.(\d+)\.(\w+)/.exec(problem.path)
    if (match) {
      const line = sent[Number(match[1])]
      const index = line ? draft.lines.indexOf(line) : -1
      if (index >= 0) errors[`lines.${index}.${match[2]}`] ??= problem.message
      else errors.form ??= problem.message
    } else errors[problem.path || 'form'] ??= problem.message
  }
  return errors
}
