import type { TFunction } from 'i18next'

/** The API's field names as the budget screens label them (log entries, conflicts, row errors). */
const FIELD_KEYS: Record<string, string> = {
  budget_code: 'budget.fields.code',
  category: 'budget.fields.category',
  category_id: 'budget.fields.category',
  sub_category: 'budget.fields.subCategory',
  sub_category_id: 'budget.fields.subCategory',
  description: 'budget.fields.description',
  city: 'budget.fields.city',
  city_id: 'budget.fields.city',
  atl: 'budget.fields.atl',
  is_atl: 'budget.fields.atl',
  quantity: 'budget.fields.quantity',
  unit: 'budget.fields.unit',
  rate: 'budget.fields.rate',
  amount: 'budget.fields.amount',
  notes: 'budget.fields.notes',
  file: 'budget.fields.file',
}

export function fieldName(field: string, t: TFunction): string {
  const key = FIELD_KEYS[field]
  return key ? t(key) : field
}
