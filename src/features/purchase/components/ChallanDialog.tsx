import { scaledUnits } from '@contract/spend/money'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormTextAreaField, FormTextField, useAppForm } from '@/components/form'
import type { ApiError } from '@/lib/api-error'
import { checkResolver } from '@/lib/form-resolvers'
import { today } from '@/lib/format'
import type { FieldErrors } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { invalidatePurchase, recordChallan } from '../api'

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/
const thousandths = (quantity: string) => scaledUnits(quantity, 3) ?? 0n
const asText = (units: bigint) => {
  const text = (units > 0n ? units : 0n).toString().padStart(4, '0')
  const fraction = text.slice(-3).replace(/0+$/, '')
  return `${text.slice(0, -3)}${fraction ? `.${fraction}` : ''}`
}

/** What is still to be received per line: ordered less pending and verified challans. */
function openQuantities(po: PurchaseOrder): Map<number, string> {
  const taken = new Map<number, bigint>()
  for (const challan of po.challans)
    if (challan.status !== 'rejected')
      for (const line of challan.lines)
        taken.set(line.po_line_id, (taken.get(line.po_line_id) ?? 0n) + thousandths(line.quantity))
  return new Map(
    po.lines.map((line) => [
      line.po_line_id,
      asText(thousandths(line.quantity) - (taken.get(line.po_line_id) ?? 0n)),
    ]),
  )
}

type Values = {
  challan_no: string
  received_on: string
  receiver: string
  notes: string
  /** The quantity typed per PO line, keyed `line<po_line_id>`. */
  quantities: Record<string, string>
}
type ChallanRequest = Parameters<typeof recordChallan>[1]

const quantityField = (lineId: number) => `quantities.line${lineId}`

/** Records goods received against the approved PO: challan number, date, receiver, quantity per line. */
export function ChallanDialog({ po, onClose }: { po: PurchaseOrder; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const open = openQuantities(po)
  const form = useAppForm<Values, ChallanRequest>({
    defaultValues: {
      challan_no: '',
      received_on: today(),
      receiver: '',
      notes: '',
      quantities: {},
    },
    resolver: checkResolver((values: Values) => {
      const problems: FieldErrors = {}
      if (!values.challan_no.trim()) problems.challan_no = t('purchase.challan.errors.number')
      if (!values.received_on) problems.received_on = t('purchase.challan.errors.date')
      if (!values.receiver.trim()) problems.receiver = t('purchase.challan.errors.receiver')
      const lines = po.lines.flatMap((line) => {
        const typed = typedQuantity(values, line.po_line_id)
        if (!typed) return []
        if (!QUANTITY.test(typed))
          problems[quantityField(line.po_line_id)] = t('purchase.form.errors.quantity')
        else if (thousandths(typed) > thousandths(open.get(line.po_line_id) ?? '0'))
          problems[quantityField(line.po_line_id)] = t('purchase.challan.errors.tooMuch', {
            open: open.get(line.po_line_id),
          })
        return thousandths(typed) > 0n ? [{ po_line_id: line.po_line_id, quantity: typed }] : []
      })
      if (lines.length === 0 && !Object.keys(problems).some((key) => key.startsWith('quantities.')))
        problems.form = t('purchase.challan.errors.noLines')
      if (Object.keys(problems).length) return { ok: false, errors: problems }
      return {
        ok: true,
        data: {
          challan_no: values.challan_no.trim(),
          received_on: values.received_on,
          receiver: values.receiver.trim(),
          notes: values.notes.trim() || null,
          lines,
        },
      }
    }),
  })

  const save = async (request: ChallanRequest) => {
    const challan = await recordChallan(po.po_id, request)
    invalidatePurchase(queryClient)
    notify({ variant: 'success', message: t('purchase.challan.recorded', { number: challan.challan_no }) })
    onClose()
  }
  /** The server names a line by its place among those sent (`lines.1.quantity`): the field of that line. */
  const serverErrors = (error: ApiError) => {
    const sent = po.lines.filter((line) => typedQuantity(form.getValues(), line.po_line_id))
    const mapped: FieldErrors = {}
    for (const problem of error.fieldErrors) {
      const match = /^lines\.(\d+)\./.exec(problem.path)
      const line = match ? sent[Number(match[1])] : undefined
      mapped[line ? quantityField(line.po_line_id) : problem.path] ??= problem.message
    }
    return mapped
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={serverErrors}
      onClose={onClose}
      wide
      title={t('purchase.challan.title', { number: po.number })}
      description={t('purchase.challan.hint')}
      submitLabel={t('purchase.challan.record')}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField name="challan_no" label={t('purchase.challan.fields.number')} maxLength={40} />
        <FormTextField name="received_on" label={t('purchase.challan.fields.date')} type="date" />
        <FormTextField name="receiver" label={t('purchase.challan.fields.receiver')} maxLength={120} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('purchase.challan.fields.quantities')}</legend>
        {po.lines.map((line) => (
          <FormTextField
            key={line.po_line_id}
            name={quantityField(line.po_line_id)}
            label={t('purchase.challan.lineLabel', {
              code: line.budget_code,
              description: line.description,
            })}
            hint={t('purchase.challan.open', {
              open: open.get(line.po_line_id),
              ordered: line.quantity,
              unit: line.unit ?? '',
            })}
            inputMode="decimal"
          />
        ))}
      </fieldset>
      <FormTextAreaField name="notes" label={t('purchase.fields.notes')} maxLength={1000} />
      <p className="text-xs text-ink-muted">{t('purchase.challan.photoLater')}</p>
    </FormDialog>
  )
}

const typedQuantity = (values: Values, lineId: number) => (values.quantities[`line${lineId}`] ?? '').trim()
