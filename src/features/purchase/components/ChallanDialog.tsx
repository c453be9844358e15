import { scaledUnits } from '@contract/spend/money'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { InvalidForm } from '@/lib/forms'
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

/** Records goods received against the approved PO: challan number, date, receiver, quantity per line. */
export function ChallanDialog({ po, onClose }: { po: PurchaseOrder; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const open = openQuantities(po)
  const [fields, setFields] = useState({
    challan_no: '',
    received_on: new Date().toISOString().slice(0, 10),
    receiver: '',
    notes: '',
  })
  const [quantities, setQuantities] = useState<Record<number, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})

  const save = useMutation({
    mutationFn: async () => {
      const problems: Record<string, string> = {}
      if (!fields.challan_no.trim()) problems.challan_no = t('purchase.challan.errors.number')
      if (!fields.received_on) problems.received_on = t('purchase.challan.errors.date')
      if (!fields.receiver.trim()) problems.receiver = t('purchase.challan.errors.receiver')
      const lines = po.lines.flatMap((line) => {
        const typed = (quantities[line.po_line_id] ?? '').trim()
        if (!typed) return []
        if (!QUANTITY.test(typed)) problems[`line.${line.po_line_id}`] = t('purchase.form.errors.quantity')
        else if (thousandths(typed) > thousandths(open.get(line.po_line_id) ?? '0'))
          problems[`line.${line.po_line_id}`] = t('purchase.challan.errors.tooMuch', {
            open: open.get(line.po_line_id),
          })
        return thousandths(typed) > 0n ? [{ po_line_id: line.po_line_id, quantity: typed }] : []
      })
      if (lines.length === 0 && !Object.keys(problems).some((key) => key.startsWith('line.')))
        problems.form = t('purchase.challan.errors.noLines')
      if (Object.keys(problems).length) throw new InvalidForm(problems)
      return recordChallan(po.po_id, {
        challan_no: fields.challan_no.trim(),
        received_on: fields.received_on,
        receiver: fields.receiver.trim(),
        notes: fields.notes.trim() || null,
        lines,
      })
    },
    onSuccess: (challan) => {
      invalidatePurchase(queryClient)
      notify({ variant: 'success', message: t('purchase.challan.recorded', { number: challan.challan_no }) })
      onClose()
    },
    onError: (error) => {
      if (error instanceof InvalidForm) return setErrors(error.errors)
      if (error instanceof ApiError) {
        const sent = po.lines.filter((line) => (quantities[line.po_line_id] ?? '').trim())
        const mapped: Record<string, string> = {}
        for (const problem of error.fieldErrors) {
          const match = /^lines\.(\d+)\./.exec(problem.path)
          const line = match ? sent[Number(match[1])] : undefined
          mapped[line ? `line.${line.po_line_id}` : problem.path.split('.')[0] || 'form'] ??= problem.message
        }
        if (!error.fieldErrors.length && !error.notified) mapped.form = error.message
        setErrors(mapped)
      }
    },
  })

  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={t('purchase.challan.title', { number: po.number })}
      description={t('purchase.challan.hint')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          save.mutate()
        }}
      >
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('purchase.challan.fields.number')}
            value={fields.challan_no}
            maxLength={40}
            error={errors.challan_no}
            onChange={(event) => setFields({ ...fields, challan_no: event.target.value })}
          />
          <TextField
            label={t('purchase.challan.fields.date')}
            type="date"
            value={fields.received_on}
            error={errors.received_on}
            onChange={(event) => setFields({ ...fields, received_on: event.target.value })}
          />
          <TextField
            label={t('purchase.challan.fields.receiver')}
            value={fields.receiver}
            maxLength={120}
            error={errors.receiver}
            onChange={(event) => setFields({ ...fields, receiver: event.target.value })}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('purchase.challan.fields.quantities')}</legend>
          {po.lines.map((line) => (
            <TextField
              key={line.po_line_id}
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
              value={quantities[line.po_line_id] ?? ''}
              error={errors[`line.${line.po_line_id}`]}
              onChange={(event) => setQuantities({ ...quantities, [line.po_line_id]: event.target.value })}
            />
          ))}
        </fieldset>
        <TextAreaField
          label={t('purchase.fields.notes')}
          value={fields.notes}
          maxLength={1000}
          onChange={(event) => setFields({ ...fields, notes: event.target.value })}
        />
        <p className="text-xs text-ink-muted">{t('purchase.challan.photoLater')}</p>
        <FormActions onCancel={onClose} submitLabel={t('purchase.challan.record')} busy={save.isPending} />
      </form>
    </Dialog>
  )
}
