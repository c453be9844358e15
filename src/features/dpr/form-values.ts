import {
  type CAST_STATUSES,
  type CreateDprRequest,
  createDprRequestSchema,
  type DELAY_KINDS,
  type DprDraft,
  type DprUnit,
  type EXTRA_KINDS,
  type SceneResult,
  type UpdateDprRequest,
  updateDprRequestSchema,
} from '@contract/dpr'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { TFunction } from 'i18next'
import type * as z from 'zod/mini'
import { type FieldErrors, type FormCheck, translateIssue } from '@/lib/forms'
import { formatEighths, parseEighths } from './routing'

/*
 * The DPR form's values (text as typed: pages in "1 6/8" notation, amounts in the project's
 * currency with as many decimals as it has, counts as digits) and their turning into the request,
 * with the checks said in the user's language.
 */

export type SceneRow = { scene: string; result: SceneResult; pages: string; reason: string }
export type CastRow = {
  name: string
  character: string
  status: (typeof CAST_STATUSES)[number]
  call: string
  meal_out: string
  meal_in: string
  wrap: string
  /** The contract (id) whose deal rate the DCR costs their day at; '' for none. */
  contract_id: string
}
export type CrewRow = {
  department_id: string
  head_count: string
  day_rate: string
  call: string
  wrap: string
}
export type JuniorRow = { category: string; head_count: string; day_rate: string; call: string; wrap: string }
export type ExtraRow = {
  kind: (typeof EXTRA_KINDS)[number]
  description: string
  quantity: string
  rate: string
}
export type DelayRow = { kind: (typeof DELAY_KINDS)[number]; minutes: string; note: string }

export type DprFormValues = {
  work_type_id: string
  location: string
  weather: string
  crew_call: string
  first_shot: string
  meal_out: string
  meal_in: string
  first_shot_after_meal: string
  camera_wrap: string
  crew_wrap: string
  scheduled_pages: string
  setups: string
  screen_seconds: string
  camera_cards: string
  sound_rolls: string
  scenes: SceneRow[]
  cast: CastRow[]
  crew: CrewRow[]
  juniors: JuniorRow[]
  extras: ExtraRow[]
  delays: DelayRow[]
  meals_served: string
  incidents: string
  notes: string
}

/** What a draft (GET /dpr/draft) and a saved report have in common: the report's body. */
export type DprBodySource = Pick<
  DprDraft,
  | 'project_id'
  | 'shoot_date'
  | 'location'
  | 'weather'
  | 'crew_call'
  | 'first_shot'
  | 'meal_out'
  | 'meal_in'
  | 'first_shot_after_meal'
  | 'camera_wrap'
  | 'crew_wrap'
  | 'scheduled_eighths'
  | 'setups'
  | 'screen_seconds'
  | 'camera_cards'
  | 'sound_rolls'
  | 'scenes'
  | 'cast'
  | 'crew'
  | 'juniors'
  | 'extras'
  | 'delays'
  | 'meals_served'
  | 'incidents'
  | 'notes'
  | 'currency_code'
  | 'minor_units'
> & { work_type_id: number | null }

/** What an amount the form cannot read is told: whole units where the currency has no decimals. */
export const amountMessage = (t: TFunction, minorUnits: number) =>
  minorUnits === 0
    ? t('dpr.form.amountWhole')
    : t('dpr.form.amountInvalid', { example: `2500.${'5'.padEnd(minorUnits, '0')}` })

/** The report's values as the form shows them: amounts in the project currency's major unit. */
export function formValuesOf(source: DprBodySource): DprFormValues {
  const money = (units: number) => formatMoney(units, source.minor_units)
  return {
    work_type_id: source.work_type_id ? String(source.work_type_id) : '',
    location: source.location ?? '',
    weather: source.weather ?? '',
    crew_call: source.crew_call,
    first_shot: source.first_shot ?? '',
    meal_out: source.meal_out ?? '',
    meal_in: source.meal_in ?? '',
    first_shot_after_meal: source.first_shot_after_meal ?? '',
    camera_wrap: source.camera_wrap ?? '',
    crew_wrap: source.crew_wrap,
    scheduled_pages: formatEighths(source.scheduled_eighths),
    setups: String(source.setups),
    screen_seconds: String(source.screen_seconds),
    camera_cards: String(source.camera_cards),
    sound_rolls: String(source.sound_rolls),
    scenes: source.scenes.map((scene) => ({
      scene: scene.scene,
      result: scene.result,
      pages: formatEighths(scene.eighths),
      reason: scene.reason ?? '',
    })),
    cast: source.cast.map((row) => ({
      name: row.name,
      character: row.character ?? '',
      status: row.status,
      call: row.call ?? '',
      meal_out: row.meal_out ?? '',
      meal_in: row.meal_in ?? '',
      wrap: row.wrap ?? '',
      contract_id: row.contract_id ? String(row.contract_id) : '',
    })),
    crew: source.crew.map((row) => ({
      department_id: String(row.department_id),
      head_count: String(row.head_count),
      day_rate: money(row.day_rate),
      call: row.call,
      wrap: row.wrap,
    })),
    juniors: source.juniors.map((row) => ({
      category: row.category,
      head_count: String(row.head_count),
      day_rate: money(row.day_rate),
      call: row.call,
      wrap: row.wrap,
    })),
    extras: source.extras.map((row) => ({
      kind: row.kind,
      description: row.description,
      quantity: String(row.quantity),
      rate: money(row.rate),
    })),
    delays: source.delays.map((row) => ({
      kind: row.kind,
      minutes: String(row.minutes),
      note: row.note ?? '',
    })),
    meals_served: String(source.meals_served ?? 0),
    incidents: source.incidents ?? '',
    notes: source.notes ?? '',
  }
}

export const newScene = (): SceneRow => ({ scene: '', result: 'shot', pages: '', reason: '' })
export const newCast = (): CastRow => ({
  name: '',
  character: '',
  status: 'W',
  call: '',
  meal_out: '',
  meal_in: '',
  wrap: '',
  contract_id: '',
})
export const newCrew = (call = '', wrap = ''): CrewRow => ({
  department_id: '',
  head_count: '1',
  day_rate: '',
  call,
  wrap,
})
export const newJunior = (call = '', wrap = ''): JuniorRow => ({
  category: '',
  head_count: '1',
  day_rate: '',
  call,
  wrap,
})
export const newExtra = (): ExtraRow => ({ kind: 'equipment', description: '', quantity: '1', rate: '' })
export const newDelay = (): DelayRow => ({ kind: 'weather', minutes: '', note: '' })

/** The request's names where the form's differ (pages typed as text, sent in eighths). */
export function formPathOf(path: string): string {
  if (path === 'scheduled_eighths') return 'scheduled_pages'
  return path.replace(/^scenes\.(\d+)\.eighths$/, 'scenes.$1.pages')
}

/** The server's field errors keyed by the form's names. */
export function formErrorsOf(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [formPathOf(path), message]))
}

/** A zod issue of the DPR's schema in the user's language (numbers and times say what they want). */
function issueText(issue: z.core.$ZodIssue, t: TFunction): string {
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return t('dpr.form.atLeast', { count: Number(issue.minimum) })
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return t('dpr.form.atMost', { count: Number(issue.maximum) })
  }
  if (issue.code === 'invalid_format' && issue.format === 'regex') return t('dpr.form.time')
  return translateIssue(issue, t)
}

/**
 * The form's values → the request body, checked against the contract's schema. What cannot be
 * read (pages, amounts, counts) is said on its field before the schema is asked; amounts are read
 * with the project currency's `minorUnits` decimals (grouping commas allowed: 1,50,000.00).
 */
export function checkDprForm(
  values: DprFormValues,
  t: TFunction,
  target:
    | { kind: 'create'; project_id: number; shoot_date: string; unit: DprUnit }
    | { kind: 'update'; row_version: number },
  minorUnits: number,
): FormCheck<CreateDprRequest | UpdateDprRequest> {
  const errors: FieldErrors = {}
  const count = (path: string, text: string) => {
    if (/^\s*\d{1,9}\s*$/.test(text)) return Number(text)
    errors[path] = text.trim() ? t('dpr.form.wholeNumber') : t('validation.required')
    return 0
  }
  const amount = (path: string, text: string) => {
    const units = text.trim() ? parseMoney(text, minorUnits) : null
    if (units === null || units < 0) {
      errors[path] = text.trim() ? amountMessage(t, minorUnits) : t('validation.required')
      return 0
    }
    return units
  }
  const pages = (path: string, text: string) => {
    const eighths = parseEighths(text)
    if (eighths === null) {
      errors[path] = text.trim() ? t('dpr.form.pagesInvalid') : t('validation.required')
      return 0
    }
    return eighths
  }
  const optional = (text: string) => (text.trim() ? text.trim() : null)
  const time = (text: string) => (text ? text : null)

  const body = {
    work_type_id: values.work_type_id ? Number(values.work_type_id) : Number.NaN,
    location: optional(values.location),
    weather: optional(values.weather),
    crew_call: values.crew_call,
    first_shot: time(values.first_shot),
    meal_out: time(values.meal_out),
    meal_in: time(values.meal_in),
    first_shot_after_meal: time(values.first_shot_after_meal),
    camera_wrap: time(values.camera_wrap),
    crew_wrap: values.crew_wrap,
    scheduled_eighths: pages('scheduled_pages', values.scheduled_pages),
    setups: count('setups', values.setups),
    screen_seconds: count('screen_seconds', values.screen_seconds),
    camera_cards: count('camera_cards', values.camera_cards),
    sound_rolls: count('sound_rolls', values.sound_rolls),
    scenes: values.scenes.map((row, index) => ({
      scene: row.scene,
      result: row.result,
      eighths: pages(`scenes.${index}.pages`, row.pages),
      reason: optional(row.reason),
    })),
    cast: values.cast.map((row) => ({
      name: row.name,
      character: optional(row.character),
      status: row.status,
      call: time(row.call),
      meal_out: time(row.meal_out),
      meal_in: time(row.meal_in),
      wrap: time(row.wrap),
      contract_id: row.contract_id ? Number(row.contract_id) : null,
    })),
    crew: values.crew.map((row, index) => ({
      department_id: row.department_id ? Number(row.department_id) : Number.NaN,
      head_count: count(`crew.${index}.head_count`, row.head_count),
      day_rate: amount(`crew.${index}.day_rate`, row.day_rate),
      call: row.call,
      wrap: row.wrap,
    })),
    juniors: values.juniors.map((row, index) => ({
      category: row.category,
      head_count: count(`juniors.${index}.head_count`, row.head_count),
      day_rate: amount(`juniors.${index}.day_rate`, row.day_rate),
      call: row.call,
      wrap: row.wrap,
    })),
    extras: values.extras.map((row, index) => ({
      kind: row.kind,
      description: row.description,
      quantity: count(`extras.${index}.quantity`, row.quantity),
      rate: amount(`extras.${index}.rate`, row.rate),
    })),
    delays: values.delays.map((row, index) => ({
      kind: row.kind,
      minutes: count(`delays.${index}.minutes`, row.minutes),
      note: optional(row.note),
    })),
    meals_served: count('meals_served', values.meals_served),
    incidents: optional(values.incidents),
    notes: optional(values.notes),
  }
  values.scenes.forEach((row, index) => {
    if (row.result === 'not_shot' && !row.reason.trim())
      errors[`scenes.${index}.reason`] = t('dpr.form.reasonNeeded')
  })
  values.cast.forEach((row, index) => {
    if (row.meal_in && !row.meal_out) errors[`cast.${index}.meal_out`] = t('dpr.form.mealOutNeeded')
  })
  const request =
    target.kind === 'create'
      ? { project_id: target.project_id, shoot_date: target.shoot_date, unit: target.unit, ...body }
      : { ...body, row_version: target.row_version }
  const schema = target.kind === 'create' ? createDprRequestSchema : updateDprRequestSchema
  const parsed = schema.safeParse(request)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.map(String).join('.') || 'form')
      errors[path] ??= issueText(issue, t)
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, data: parsed.data as CreateDprRequest | UpdateDprRequest }
}
