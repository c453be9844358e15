import { formatMoney, parseMoney } from '@contract/masters/fields'
import { quantityTimesRate } from '@contract/spend/money'
import type { CreatePoRequest, PurchaseOrder } from '@contract/spend/purchase-orders'
import type { TFunction } from 'i18next'
import type { ApiError } from '@/lib/api-error'
import type { FormCheck } from '@/lib/forms'

/** A PO line as typed: quantity and rate stay text until saved. */
export type PoLineDraft = {
  key: number
  budget_code: string
  description: string
  quantity: string
  unit: string
  rate: string
}
export type PoDraft = {
  title: string
  vendor_id: number | null
  vendorLabel: string
  po_date: string
  notes: string
  lines: PoLineDraft[]
}
export type PoDraftErrors = Record<string, string>

let nextKey = 1
export const blankPoLine = (): PoLineDraft => ({
  key: nextKey++,
  budget_code: '',
  description: '',
  quantity: '1',
  unit: '',
  rate: '',
})

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/

export function poDraftOf(po: PurchaseOrder | undefined, minorUnits: number, today: string): PoDraft {
  if (!po)
    return { title: '', vendor_id: null, vendorLabel: '', po_date: today, notes: '', lines: [blankPoLine()] }
  return {
    title: po.title,
    vendor_id: po.vendor_id,
    vendorLabel: po.vendor_name,
    po_date: po.po_date,
    notes: po.notes ?? '',
    lines: po.lines.map((line) => ({
      key: nextKey++,
      budget_code: line.budget_code,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit ?? '',
      rate: formatMoney(line.rate, minorUnits),
    })),
  }
}

/** A line's amount (quantity × rate, exact), or null while either is not a valid number yet. */
export function lineAmountOf(line: PoLineDraft, minorUnits: number): number | null {
  const rate = parseMoney(line.rate, minorUnits)
  if (!QUANTITY.test(line.quantity.trim()) || rate === null || rate <= 0) return null
  return quantityTimesRate(line.quantity.trim(), rate)
}

export const draftTotalOf = (draft: PoDraft, minorUnits: number) =>
  draft.lines.reduce((sum, line) => sum + (lineAmountOf(line, minorUnits) ?? 0), 0)

/** This draft's amount per code, in the order the codes first appear. */
export function perCodeOf(draft: PoDraft, minorUnits: number): Map<string, number> {
  const sums = new Map<string, number>()
  for (const line of draft.lines) {
    if (!line.budget_code) continue
    sums.set(line.budget_code, (sums.get(line.budget_code) ?? 0) + (lineAmountOf(line, minorUnits) ?? 0))
  }
  return sums
}

export function checkPoDraft(draft: PoDraft, minorUnits: number, t: TFunction): FormCheck<CreatePoRequest> {
  const errors: PoDraftErrors = {}
  if (!draft.title.trim()) errors.title = t('purchase.form.errors.title')
  if (draft.vendor_id === null) errors.vendor_id = t('purchase.form.errors.vendor')
  if (!draft.po_date) errors.po_date = t('purchase.form.errors.date')
  if (draft.lines.length === 0) errors.form = t('purchase.form.errors.noLines')
  const lines = draft.lines.map((line, index) => {
    if (!line.budget_code) errors[`lines.${index}.budget_code`] = t('purchase.form.errors.code')
    if (!line.description.trim()) errors[`lines.${index}.description`] = t('purchase.form.errors.description')
    if (!QUANTITY.test(line.quantity.trim()))
      errors[`lines.${index}.quantity`] = t('purchase.form.errors.quantity')
    const rate = parseMoney(line.rate, minorUnits)
    if (rate === null || rate <= 0)
      errors[`lines.${index}.rate`] = t('purchase.form.errors.rate', {
        example: formatMoney(150000, minorUnits),
      })
    return {
      budget_code: line.budget_code,
      description: line.description.trim(),
      quantity: line.quantity.trim(),
      unit: line.unit.trim() || null,
      rate: rate ?? 0,
    }
  })
  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    data: {
      title: draft.title.trim(),
      vendor_id: draft.vendor_id as number,
      po_date: draft.po_date,
      notes: draft.notes.trim() || null,
      lines,
    },
  }
}

/** The server's field problems keyed like the draft's (`lines.N.field`, `title`…). */
export function poServerErrors(error: ApiError): PoDraftErrors {
  const errors: PoDraftErrors = {}
  for (const problem of error.fieldErrors) {
    const match = /^lines\.(\d+)\.(\w+)/.exec(problem.path)
    const key = match ? `lines.${match[1]}.${match[2]}` : problem.path || 'form'
    errors[key] ??= problem.message
  }
  return errors
}
