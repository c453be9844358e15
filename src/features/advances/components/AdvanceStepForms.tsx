import { parseMoney } from '@contract/masters/fields'
import type { AdvanceDetail } from '@contract/spend/advances'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextAreaField, TextField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { type Panel, StepPanel } from '@/components/StepPanel'
import { today } from '@/lib/format'
import { InvoicePicker } from './InvoicePicker'

/** An optional part of the balance: left empty, the server takes all that is open. */
function useAmount(advance: AdvanceDetail) {
  const { t } = useTranslation()
  const [amount, setAmount] = useState('')
  const minor = parseMoney(amount, advance.minor_units)
  const field = (
    <TextField
      label={t('advances.steps.amountOptional')}
      inputMode="decimal"
      value={amount}
      onChange={(event) => setAmount(event.target.value)}
    />
  )
  return { field, ready: !amount.trim() || (minor ?? 0) > 0, body: minor ? { amount: minor } : {} }
}

/** Set a paid advance off by hand against one of the vendor's invoices. */
export function AdjustForm({ advance, ...panel }: Panel & { advance: AdvanceDetail }) {
  const { t } = useTranslation()
  const [expense, setExpense] = useState('')
  const amount = useAmount(advance)
  return (
    <StepPanel
      {...panel}
      confirmLabel={t('advances.steps.confirm')}
      ready={Boolean(expense) && amount.ready}
      onConfirm={() => panel.submit({ expense_id: Number(expense), ...amount.body })}
    >
      <InvoicePicker
        projectId={advance.project_id}
        vendorId={advance.vendor_id}
        value={expense}
        onChange={setExpense}
      />
      {amount.field}
    </StepPanel>
  )
}

/** Record what the vendor paid back, and when. */
export function RefundForm({ advance, ...panel }: Panel & { advance: AdvanceDetail }) {
  const { t } = useTranslation()
  const [day, setDay] = useState(today())
  const amount = useAmount(advance)
  return (
    <StepPanel
      {...panel}
      confirmLabel={t('advances.steps.confirm')}
      ready={Boolean(day) && amount.ready}
      onConfirm={() => panel.submit({ refunded_on: day, ...amount.body })}
    >
      <TextField
        type="date"
        label={t('advances.steps.refundedOn')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
      />
      {amount.field}
    </StepPanel>
  )
}

/** Forfeit a deposit or write a balance off: both say why. */
export function ReasonForm(panel: Panel) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  return (
    <StepPanel
      {...panel}
      confirmLabel={t('advances.steps.confirm')}
      ready={reason.trim().length >= MIN_REASON}
      onConfirm={() => panel.submit({ reason: reason.trim() })}
    >
      <TextAreaField
        label={t('advances.steps.reason')}
        value={reason}
        required
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
    </StepPanel>
  )
}
