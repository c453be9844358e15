import type { BudgetLine, UpdateBudgetLineRequest } from '@contract/budget'
import { lineAmount } from '@contract/budget-upload'
import { formatMoney, parseMoney } from '@contract/masters/fields'

/** What the line dialog edits, as the inputs hold it (the rate as decimal text, "45000.00"). */
export type LineFormValues = {
  budget_code: string
  category_id: number | null
  sub_category_id: number | null
  description: string
  city_id: number | null
  is_atl: boolean
  quantity: string
  unit: string
  rate: string
  notes: string
}
export type LineField = keyof LineFormValues

export const LINE_FIELDS: LineField[] = [
  'budget_code',
  'category_id',
  'sub_category_id',
  'description',
  'city_id',
  'is_atl',
  'quantity',
  'unit',
  'rate',
  'notes',
]

export function formValuesOf(line: BudgetLine, minorUnits: number): LineFormValues {
  return {
    budget_code: line.budget_code,
    category_id: line.category_id,
    sub_category_id: line.sub_category_id,
    description: line.description,
    city_id: line.city_id,
    is_atl: line.is_atl,
    quantity: line.quantity,
    unit: line.unit ?? '',
    rate: formatMoney(line.rate, minorUnits),
    notes: line.notes ?? '',
  }
}

const same = (a: LineFormValues[LineField], b: LineFormValues[LineField]) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b

/** What the line's quantity × rate come to, in minor units; null while either is not a number. */
export function lineAmountOf(values: Pick<LineFormValues, 'quantity' | 'rate'>, minorUnits: number) {
  const rate = parseMoney(values.rate.trim(), minorUnits)
  const quantity = values.quantity.trim()
  return rate !== null && /^\d{1,9}(\.\d{1,3})?$/.test(quantity) ? lineAmount(quantity, rate) : null
}

/**
 * The user's edit moved onto a newer saved line: the fields they changed keep their input, every
 * other field takes the saved value, so what the form shows (the amount too) is what applying
 * their changes will save.
 */
export function rebasedValues(
  base: LineFormValues,
  edited: LineFormValues,
  saved: LineFormValues,
): LineFormValues {
  const rebased = { ...saved }
  for (const field of changedFields(base, edited)) Object.assign(rebased, { [field]: edited[field] })
  return rebased
}

/** The fields the user changed from the values the dialog started with. */
export function changedFields(base: LineFormValues, edited: LineFormValues): LineField[] {
  return LINE_FIELDS.filter((field) => !same(base[field], edited[field]))
}

/**
 * The request for the changed fields only, so that applying them to a newer saved line keeps what
 * someone else changed in the other fields. A rate that is not an amount is left as NaN for the
 * caller's check to catch.
 */
export function updateRequestOf(
  edited: LineFormValues,
  fields: LineField[],
  rowVersion: number,
  minorUnits: number,
): UpdateBudgetLineRequest {
  const request: UpdateBudgetLineRequest = { row_version: rowVersion }
  for (const field of fields) {
    switch (field) {
      case 'rate':
        request.rate = parseMoney(edited.rate.trim(), minorUnits) ?? Number.NaN
        break
      case 'unit':
      case 'notes':
        request[field] = edited[field].trim() || null
        break
      case 'budget_code':
      case 'description':
      case 'quantity':
        request[field] = edited[field].trim()
        break
      default:
        // The remaining fields are ids and the ATL flag, sent as they are.
        Object.assign(request, { [field]: edited[field] })
    }
  }
  return request
}
