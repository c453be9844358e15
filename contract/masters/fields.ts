/**
 * The field kinds a master record is made of. A master declares its fields once with these
 * builders; the API schemas, the database columns, the list columns, the form inputs and the
 * import columns are all derived from the same descriptors.
 */

export type FieldKind =
  | 'text'
  | 'code'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'choice'
  | 'ref'
  | 'color'
  | 'list'

/** What other records a reference may point to: another master, or a project. */
export type RefTarget =
  | 'company'
  | 'department'
  | 'designation'
  | 'city'
  | 'category'
  | 'subcategory'
  | 'shootlocation'
  | 'employment'
  | 'projecttype'
  | 'country'
  | 'currency'
  | 'priority'
  | 'paymentmode'
  | 'gst'
  | 'tds'
  | 'worktype'
  | 'customfield'
  | 'vendor'
  | 'contractstatus'
  | 'agreement'
  | 'platform'
  | 'language'
  | 'showtype'
  | 'contractproject'
  | 'contractcategory'
  | 'contractsubcategory'
  | 'remindertype'
  | 'project'

/** A format a value must have; `code` names it for translations (`gstin`, `pan`…). */
export type Pattern = { source: string; message: string; code: string }

type Common = {
  /** Must have a value (text: at least one character after trimming). */
  required?: boolean
  /** Matched by the list's `search` parameter. */
  search?: boolean
  /** Offered as a `sort` key of the list. */
  sortable?: boolean
  /** How the list shows it: a column, a column hidden until chosen, or not at all. */
  column?: 'shown' | 'hidden' | 'none'
  /** Offered as a list filter (`?<field>=value`): references, choices and flags. */
  filter?: boolean
  /**
   * Bank details and the like: lists and exports show only the last four characters; the record
   * shows it in full only to those who may change the master (its PUT permission).
   */
  sensitive?: boolean
}

export type TextField = Common & {
  kind: 'text'
  max: number
  multiline?: boolean
  pattern?: Pattern
}
/** A short identifier: trimmed, upper-cased, no spaces (GSTIN, ISO codes, budget codes). */
export type CodeField = Common & {
  kind: 'code'
  max: number
  pattern?: Pattern
}
export type IntegerField = Common & { kind: 'integer'; min: number; max: number; default?: number }
/** An exact decimal (rates, percentages), carried as a string with `scale` decimals: "18.00". */
export type DecimalField = Common & {
  kind: 'decimal'
  precision: number
  scale: number
  min: number
  max: number
  /** A percentage: shown with %. */
  percent?: boolean
}
/** An amount in integer minor units (paise, cents) of the organisation's base currency. */
export type MoneyField = Common & { kind: 'money' }
export type BooleanField = Common & { kind: 'boolean' }
export type ChoiceField<V extends string = string> = Common & {
  kind: 'choice'
  values: readonly V[]
  default?: V
}
export type RefField = Common & {
  kind: 'ref'
  target: RefTarget
  /**
   * The referenced record must share this field's value with the record being saved
   * (a designation's department must belong to the designation's company).
   */
  within?: string
}
export type ColorField = Common & { kind: 'color' }
/** A short list of words (a custom field's choices). */
export type ListField = Common & { kind: 'list'; maxItems: number; maxLength: number }

export type Field =
  | TextField
  | CodeField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | ChoiceField
  | RefField
  | ColorField
  | ListField

type Options = Omit<Common, never>

export const field = {
  text: <const O extends Options & { multiline?: boolean; pattern?: TextField['pattern'] }>(
    max: number,
    options?: O,
  ) => ({ kind: 'text', max, ...options }) as { kind: 'text'; max: number } & O,
  code: <const O extends Options & { pattern?: CodeField['pattern'] }>(max: number, options?: O) =>
    ({ kind: 'code', max, ...options }) as { kind: 'code'; max: number } & O,
  integer: <const O extends Options & { default?: number }>(min: number, max: number, options?: O) =>
    ({ kind: 'integer', min, max, ...options }) as { kind: 'integer'; min: number; max: number } & O,
  decimal: <const O extends Options>(
    shape: { precision: number; scale: number; min: number; max: number; percent?: boolean },
    options?: O,
  ) => ({ kind: 'decimal', ...shape, ...options }) as { kind: 'decimal' } & DecimalField & O,
  money: <const O extends Options>(options?: O) => ({ kind: 'money', ...options }) as { kind: 'money' } & O,
  boolean: <const O extends Options>(options?: O) =>
    ({ kind: 'boolean', ...options }) as { kind: 'boolean' } & O,
  choice: <const V extends string, const O extends Options & { default?: V }>(
    values: readonly V[],
    options?: O,
  ) => ({ kind: 'choice', values, ...options }) as { kind: 'choice'; values: readonly V[] } & O,
  ref: <const T extends RefTarget, const O extends Options & { within?: string }>(target: T, options?: O) =>
    ({ kind: 'ref', target, ...options }) as { kind: 'ref'; target: T } & O,
  color: <const O extends Options>(options?: O) => ({ kind: 'color', ...options }) as { kind: 'color' } & O,
  list: <const O extends Options>(maxItems: number, maxLength: number, options?: O) =>
    ({ kind: 'list', maxItems, maxLength, ...options }) as {
      kind: 'list'
      maxItems: number
      maxLength: number
    } & O,
}

/** The value a field holds in a record the API answers. */
export type ValueOf<F> = F extends { kind: 'text' | 'code' | 'decimal' | 'color' }
  ? string
  : F extends { kind: 'integer' | 'money' | 'ref' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'choice'; values: readonly (infer V)[] }
        ? V
        : F extends { kind: 'list' }
          ? string[]
          : never

/** Booleans and lists always have a value; other optional fields may be null. */
export type StoredValueOf<F> = F extends { kind: 'boolean' | 'list' }
  ? ValueOf<F>
  : F extends { required: true }
    ? ValueOf<F>
    : ValueOf<F> | null

/** `country_id` → `country_name`: where a record carries the label of what a reference points to. */
export const refLabelKey = (fieldKey: string) => `${fieldKey.replace(/_id$/, '')}_name`

/*
 * Exact decimals and money without floating point: both are parsed from text into integers of
 * the smallest unit (hundredths of a percent, paise) and formatted back.
 */

/** "18", "18.5", 18.5 → "18.50" (scale 2), or null when it is not a decimal of that scale. */
export function normalizeDecimal(input: string | number, scale: number): string | null {
  const text = String(input).trim().replace(/,/g, '')
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null
  const digits = scale > 0 ? `.${fraction.slice(0, scale).padEnd(scale, '0')}` : ''
  const normalized = `${sign}${String(BigInt(whole ?? '0'))}${digits}`
  return normalized === `-0${digits}` ? normalized.slice(1) : normalized
}

/** "18.50" → 1850 at scale 2: for comparing and adding decimals exactly. */
export function decimalUnits(value: string, scale: number): number {
  const normalized = normalizeDecimal(value, scale)
  if (normalized === null) return Number.NaN
  return Number(normalized.replace('.', ''))
}

/** "30,000.50" or "30000.5" → 3000050 minor units (minorUnits 2); null when it is not an amount. */
export function parseMoney(input: string | number, minorUnits = 2): number | null {
  const normalized = normalizeDecimal(input, minorUnits)
  if (normalized === null) return null
  const units = Number(normalized.replace('.', ''))
  return Number.isSafeInteger(units) ? units : null
}

/** 3000050 → "30000.50" (minorUnits 2): the amount as plain text, for inputs and files. */
export function formatMoney(units: number, minorUnits = 2): string {
  const negative = units < 0
  const digits = String(Math.abs(units)).padStart(minorUnits + 1, '0')
  const whole = minorUnits ? digits.slice(0, -minorUnits) : digits
  const fraction = minorUnits ? `.${digits.slice(-minorUnits)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}
