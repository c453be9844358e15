import type { EnvelopeDetail } from '@contract/spend/petty-cash'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, SelectField, TextAreaField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { newPayment, PaymentFields, paymentBody, paymentReady } from '@/components/PaymentFields'
import { type Panel, StepPanel } from '@/components/StepPanel'

/* The panels of an envelope's own steps: what each asks before it runs (see EnvelopeActions). */

/** Input credit per bill, as the holder claimed it; only a bill that qualifies may be ticked. */
export function AuditForm({ busy, submit, close, envelope }: Panel & { envelope: EnvelopeDetail }) {
  const { t } = useTranslation()
  const [itc, setItc] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(envelope.lines.map((line) => [line.line_id, line.itc_eligible])),
  )
  const decisions = envelope.lines.map((line) => ({
    line_id: line.line_id,
    itc_eligible: itc[line.line_id] ?? false,
  }))
  return (
    <StepPanel
      busy={busy}
      close={close}
      confirmLabel={t('pettyCash.audit.pass')}
      onConfirm={() => submit({ itc: decisions })}
    >
      <fieldset className="space-y-2 rounded-card border border-line p-3">
        <legend className="px-1 font-semibold text-ink">{t('pettyCash.audit.title')}</legend>
        <p className="text-ink-muted">{t('pettyCash.audit.hint')}</p>
        {envelope.lines.map((line) => (
          <CheckboxField
            key={line.line_id}
            label={t('pettyCash.audit.itcLine', { receipt: line.receipt_no, payee: line.payee })}
            checked={itc[line.line_id] ?? false}
            disabled={!(line.tax_invoice && line.payee_gstin && line.bill_in_company_gstin)}
            onChange={(checked) => setItc({ ...itc, [line.line_id]: checked })}
          />
        ))}
      </fieldset>
    </StepPanel>
  )
}

export function SendBackForm({ busy, submit, close }: Panel) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  return (
    <StepPanel
      busy={busy}
      close={close}
      ready={reason.trim().length >= MIN_REASON}
      confirmLabel={t('pettyCash.audit.sendBackConfirm')}
      onConfirm={() => submit({ send_back_reason: reason.trim() })}
      tone="danger"
    >
      <TextAreaField
        label={t('pettyCash.audit.sendBackReason')}
        value={reason}
        required
        onChange={(event) => setReason(event.target.value)}
      />
    </StepPanel>
  )
}

type Settlement = 'topped_up' | 'reimbursed'

/** Spent beyond the float (negative outstanding): reimbursed; otherwise the float is topped up. */
export function SettleForm({ busy, submit, close, outstanding }: Panel & { outstanding: number }) {
  const { t } = useTranslation()
  const [settlement, setSettlement] = useState<Settlement>(outstanding < 0 ? 'reimbursed' : 'topped_up')
  const [payment, setPayment] = useState(newPayment)
  return (
    <StepPanel
      busy={busy}
      close={close}
      ready={paymentReady(payment)}
      confirmLabel={t('pettyCash.actions.settleConfirm')}
      onConfirm={() => submit({ settlement, ...paymentBody(payment) })}
    >
      <SelectField
        label={t('pettyCash.fields.settlement')}
        value={settlement}
        onChange={(event) => setSettlement(event.target.value as Settlement)}
        options={[
          { value: 'topped_up', label: t('pettyCash.settlement.topped_up') },
          { value: 'reimbursed', label: t('pettyCash.settlement.reimbursed') },
        ]}
      />
      <PaymentFields value={payment} onChange={setPayment} />
    </StepPanel>
  )
}
