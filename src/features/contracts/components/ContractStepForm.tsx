import type { ContractDetail } from '@contract/contracts'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import type { StepBody } from '@/components/DocumentActions'
import { SelectField, TextAreaField, TextField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { today } from '@/lib/format'
import { useMoney } from '@/lib/money'

/** A step of the contract's own that asks for something first: a date, a reason, a payment. */
export type StepMode = 'send' | 'signCounterparty' | 'signCompany' | 'pay' | 'terminate' | 'amend' | 'renew'

const DAY = 86_400_000
/** The renewal's term by default: the day after this one ends, for as long as this one ran. */
function nextTerm(start: string, end: string) {
  const from = Date.parse(end) + DAY
  const to = from + (Date.parse(end) - Date.parse(start))
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
  return { from: iso(from), to: iso(to) }
}

type Props = {
  contract: ContractDetail
  mode: StepMode
  busy: boolean
  /** Runs the step with this body (DocumentActions adds the row version). */
  submit: (body: StepBody) => void
  close: () => void
}

/** The few fields a step needs, in a bordered box under the actions, with its confirm button. */
export function ContractStepForm({ contract, mode, busy, submit, close }: Props) {
  const { t } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  const units = contract.minor_units
  const unpaid = contract.instalments.filter((instalment) => instalment.amount > instalment.paid)
  const [day, setDay] = useState(today())
  const [reason, setReason] = useState('')
  const [instalmentId, setInstalmentId] = useState(String(unpaid[0]?.instalment_id ?? ''))
  const leftOn = (id: string) => {
    const instalment = unpaid.find((one) => String(one.instalment_id) === id)
    return instalment ? instalment.amount - instalment.paid : 0
  }
  const [amount, setAmount] = useState(formatMoney(leftOn(instalmentId), units))
  const [reference, setReference] = useState('')
  const [term, setTerm] = useState(() => nextTerm(contract.start_date, contract.end_date))
  const paid = parseMoney(amount, units)

  const dateField = (label: string) => (
    <TextField type="date" label={label} value={day} onChange={(event) => setDay(event.target.value)} />
  )
  const reasonField = (label: string) => (
    <TextAreaField
      label={label}
      value={reason}
      rows={2}
      maxLength={500}
      onChange={(e) => setReason(e.target.value)}
    />
  )
  const confirm = (label: string, ready: boolean, body: StepBody) => (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={close}>
        {t('contracts.actions.back')}
      </Button>
      <Button loading={busy} disabled={!ready} onClick={() => submit(body)}>
        {label}
      </Button>
    </div>
  )

  return (
    <section aria-label={t(`contracts.actions.${mode}`)} className="space-y-3 rounded border border-line p-3">
      {mode === 'send' ? (
        <>
          {dateField(t('contracts.fields.sentOn'))}
          {confirm(t('contracts.actions.sendConfirm'), Boolean(day), { sent_on: day })}
        </>
      ) : null}
      {mode === 'signCounterparty' || mode === 'signCompany' ? (
        <>
          {dateField(t('contracts.fields.signedOn'))}
          {confirm(t('contracts.actions.signConfirm'), Boolean(day), {
            party: mode === 'signCounterparty' ? 'counterparty' : 'company',
            signed_on: day,
          })}
        </>
      ) : null}
      {mode === 'pay' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('contracts.fields.instalment')}
              value={instalmentId}
              onChange={(event) => {
                setInstalmentId(event.target.value)
                setAmount(formatMoney(leftOn(event.target.value), units))
              }}
              options={unpaid.map((instalment) => ({
                value: String(instalment.instalment_id),
                label: t('contracts.actions.instalmentChoice', {
                  label: instalment.label,
                  left: money(instalment.amount - instalment.paid),
                }),
              }))}
            />
            <TextField
              label={t('contracts.fields.amountIn', { currency: contract.currency_code })}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            {dateField(t('contracts.fields.paidOn'))}
            <TextField
              label={t('contracts.fields.reference')}
              value={reference}
              maxLength={120}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          {confirm(t('contracts.actions.payConfirm'), Boolean(instalmentId && day && paid && paid > 0), {
            instalment_id: Number(instalmentId),
            amount: paid ?? 0,
            paid_on: day,
            reference: reference.trim() || null,
          })}
        </>
      ) : null}
      {mode === 'amend' ? (
        <>
          {reasonField(t('contracts.actions.amendReason'))}
          {confirm(t('contracts.actions.amendConfirm'), reason.trim().length >= MIN_REASON, {
            reason: reason.trim(),
          })}
        </>
      ) : null}
      {mode === 'renew' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('contracts.fields.startDate')}
              value={term.from}
              onChange={(event) => setTerm({ ...term, from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('contracts.fields.endDate')}
              value={term.to}
              onChange={(event) => setTerm({ ...term, to: event.target.value })}
            />
          </div>
          {reasonField(t('contracts.actions.renewReason'))}
          {confirm(
            t('contracts.actions.renewConfirm'),
            Boolean(term.from && term.to) && reason.trim().length >= MIN_REASON,
            { reason: reason.trim(), start_date: term.from, end_date: term.to },
          )}
        </>
      ) : null}
      {mode === 'terminate' ? (
        <>
          {dateField(t('contracts.fields.endedOn'))}
          {reasonField(t('contracts.actions.terminateReason'))}
          {confirm(
            t('contracts.actions.terminateConfirm'),
            Boolean(day) && reason.trim().length >= MIN_REASON,
            { ended_on: day, reason: reason.trim() },
          )}
        </>
      ) : null}
    </section>
  )
}
