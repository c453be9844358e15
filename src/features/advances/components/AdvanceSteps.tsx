import type { AdvanceDetail } from '@contract/spend/advances'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { newPayment, PaymentFields, paymentBody, paymentReady } from '@/components/PaymentFields'
import { ApiError } from '@/lib/api-error'
import { today } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { type AdvanceAction, advanceAction, advancesKeys } from '../api'
import { InvoicePicker } from './InvoicePicker'

/** Steps that ask for something first; the others run on a click. */
type Form = 'reject' | 'pay' | 'adjust' | 'refund' | 'forfeit' | 'writeOff'

/**
 * The buttons of the steps the server says the caller may take now (`can`): submit, approve,
 * reject with a reason, cancel, pay (date, mode, reference), set off against an invoice, refund
 * due, refund (amount), forfeit and write off (reason).
 */
export function AdvanceSteps({ advance, onEdit }: { advance: AdvanceDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<Form | null>(null)
  const [reason, setReason] = useState('')
  const [day, setDay] = useState(today())
  const [payment, setPayment] = useState(newPayment)
  const [expense, setExpense] = useState('')
  const [amount, setAmount] = useState('')
  const act = useMutation({
    mutationFn: ({ action, body }: { action: AdvanceAction; body: Record<string, unknown> }) =>
      advanceAction(advance.advance_id, action, { row_version: advance.row_version, ...body }),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`advances.toast.${action}`, { no: saved.advance_no }) })
      queryClient.setQueryData(advancesKeys.one(saved.advance_id), saved)
      void queryClient.invalidateQueries({ queryKey: advancesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['verification'] })
      setForm(null)
      setReason('')
    },
  })
  const can = new Set(advance.can)
  const run = (action: AdvanceAction, body: Record<string, unknown> = {}) => act.mutate({ action, body })
  const minor = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 10 ** advance.minor_units)
  const button = (
    step: AdvanceDetail['can'][number],
    label: string,
    onClick: () => void,
    variant: 'primary' | 'secondary' | 'danger' = 'secondary',
  ) =>
    can.has(step) ? (
      <Button variant={variant} onClick={onClick} disabled={act.isPending}>
        {label}
      </Button>
    ) : null

  return (
    <div className="space-y-3">
      {act.isError ? (
        <Alert tone="danger">{act.error instanceof ApiError ? act.error.message : String(act.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {button('edit', t('advances.steps.edit'), onEdit)}
        {button('submit', t('advances.steps.submit'), () => run('submit'), 'primary')}
        {button('approve', t('advances.steps.approve'), () => run('approve'), 'primary')}
        {button('reject', t('advances.steps.reject'), () => setForm('reject'))}
        {button('pay', t('advances.steps.pay'), () => setForm('pay'), 'primary')}
        {button('adjust', t('advances.steps.adjust'), () => setForm('adjust'))}
        {button('refund_due', t('advances.steps.refundDue'), () => run('refundDue'))}
        {button('refund', t('advances.steps.refund'), () => setForm('refund'))}
        {button('forfeit', t('advances.steps.forfeit'), () => setForm('forfeit'), 'danger')}
        {button('write_off', t('advances.steps.writeOff'), () => setForm('writeOff'), 'danger')}
        {button('cancel', t('advances.steps.cancel'), () => run('cancel'), 'danger')}
      </div>
      {form ? (
        <form
          className="space-y-3 rounded border border-line p-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (form === 'reject' || form === 'forfeit' || form === 'writeOff')
              run(form, form === 'reject' ? { reason } : { reason })
            if (form === 'pay') run('pay', paymentBody(payment))
            if (form === 'adjust')
              run('adjust', { expense_id: Number(expense), ...(amount ? { amount: minor(amount) } : {}) })
            if (form === 'refund')
              run('refund', { refunded_on: day, ...(amount ? { amount: minor(amount) } : {}) })
          }}
        >
          {form === 'reject' || form === 'forfeit' || form === 'writeOff' ? (
            <TextAreaField
              label={t('advances.steps.reason')}
              value={reason}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
          {form === 'refund' ? (
            <TextField
              type="date"
              label={t('advances.steps.refundedOn')}
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          ) : null}
          {form === 'pay' ? <PaymentFields value={payment} onChange={setPayment} /> : null}
          {form === 'adjust' ? (
            <InvoicePicker
              projectId={advance.project_id}
              vendorId={advance.vendor_id}
              value={expense}
              onChange={setExpense}
            />
          ) : null}
          {form === 'adjust' || form === 'refund' ? (
            <TextField
              label={t('advances.steps.amountOptional')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" loading={act.isPending} disabled={form === 'pay' && !paymentReady(payment)}>
              {t('advances.steps.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setForm(null)}>
              {t('advances.form.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
