import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '@/components/Field'
import { choicesQuery } from '@/lib/choices'
import { today } from '@/lib/format'

/** A payment as typed: the day, the organisation's payment mode (its id as text) and a reference. */
export type Payment = { paidOn: string; modeId: string; reference: string }

export const newPayment = (): Payment => ({
  paidOn: today(),
  modeId: '',
  reference: '',
})

/** A payment can be recorded once it has a day and a mode. */
export const paymentReady = (payment: Payment) => Boolean(payment.paidOn && payment.modeId)

/**
 * When, how and with what reference money moved: an expense paid, a float disbursed, an envelope
 * settled, an advance paid or refunded, a credit note refunded. `dateLabel` names the day when it
 * is not "Paid on" (e.g. "Refunded on").
 */
export function PaymentFields({
  value,
  onChange,
  dateLabel,
}: {
  value: Payment
  onChange: (value: Payment) => void
  dateLabel?: string
}) {
  const { t } = useTranslation()
  const modes = useQuery(choicesQuery('paymentmode'))
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        type="date"
        label={dateLabel ?? t('common.payment.paidOn')}
        value={value.paidOn}
        onChange={(event) => onChange({ ...value, paidOn: event.target.value })}
      />
      <SelectField
        label={t('common.payment.mode')}
        value={value.modeId}
        onChange={(event) => onChange({ ...value, modeId: event.target.value })}
        options={[
          { value: '', label: t('common.payment.chooseMode') },
          ...(modes.data ?? []).map((mode) => ({ value: String(mode.id), label: mode.label })),
        ]}
      />
      <TextField
        label={t('common.payment.reference')}
        value={value.reference}
        maxLength={60}
        onChange={(event) => onChange({ ...value, reference: event.target.value })}
      />
    </div>
  )
}

/** The payment as the API takes it (`paid_on`; a refund names its day itself). */
export const paymentBody = (payment: Payment) => ({
  paid_on: payment.paidOn,
  payment_mode_id: Number(payment.modeId),
  payment_reference: payment.reference.trim() || null,
})
