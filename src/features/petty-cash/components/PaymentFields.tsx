import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '@/components/Field'
import { choicesQuery } from '@/lib/choices'

export type Payment = { paidOn: string; modeId: string; reference: string }

/** When, how and with what reference cash was paid out (as an expense's payment). */
export function PaymentFields({ value, onChange }: { value: Payment; onChange: (value: Payment) => void }) {
  const { t } = useTranslation()
  const modes = useQuery(choicesQuery('paymentmode'))
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        type="date"
        label={t('pettyCash.fields.paidOn')}
        value={value.paidOn}
        onChange={(event) => onChange({ ...value, paidOn: event.target.value })}
      />
      <SelectField
        label={t('pettyCash.fields.paymentMode')}
        value={value.modeId}
        onChange={(event) => onChange({ ...value, modeId: event.target.value })}
        options={[
          { value: '', label: t('pettyCash.fields.choose') },
          ...(modes.data ?? []).map((mode) => ({ value: String(mode.id), label: mode.label })),
        ]}
      />
      <TextField
        label={t('pettyCash.fields.reference')}
        value={value.reference}
        onChange={(event) => onChange({ ...value, reference: event.target.value })}
      />
    </div>
  )
}

export const paymentBody = (payment: Payment) => ({
  paid_on: payment.paidOn,
  payment_mode_id: Number(payment.modeId),
  payment_reference: payment.reference.trim() || null,
})
