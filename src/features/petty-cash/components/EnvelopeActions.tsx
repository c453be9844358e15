import type { EnvelopeDetail } from '@contract/spend/petty-cash'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { CheckboxField, SelectField, TextAreaField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import {
  newPayment,
  type Payment,
  PaymentFields,
  paymentBody,
  paymentReady,
} from '@/components/PaymentFields'
import { notify } from '@/lib/notifications'
import { type EnvelopeAction, type EnvelopeActionBody, envelopeAction, pettyCashKeys } from '../api'

type Mode = 'idle' | 'audit' | 'reject' | 'sendBack' | 'settle'

/** Submit, audit (input credit per bill, or send back), approve, reject, post, settle and cancel. */
export function EnvelopeActions({ envelope, onEdit }: { envelope: EnvelopeDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>('idle')
  const [reason, setReason] = useState('')
  const [itc, setItc] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(envelope.lines.map((line) => [line.line_id, line.itc_eligible])),
  )
  const [settlement, setSettlement] = useState<'topped_up' | 'reimbursed'>(
    envelope.outstanding < 0 ? 'reimbursed' : 'topped_up',
  )
  const [payment, setPayment] = useState<Payment>(newPayment)
  const act = useMutation({
    mutationFn: ({ action, body }: { action: EnvelopeAction; body: EnvelopeActionBody }) =>
      envelopeAction(envelope.envelope_id, action, body),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`pettyCash.toast.${action}`, { no: saved.envelope_no }) })
      queryClient.setQueryData(pettyCashKeys.envelope(saved.envelope_id), saved)
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['verification'] })
      setMode('idle')
      setReason('')
    },
  })
  const run = (action: EnvelopeAction, body: EnvelopeActionBody = {}) => act.mutate({ action, body })
  const version = { row_version: envelope.row_version }
  const reasonBox = (label: string, confirm: string, onConfirm: (why: string) => void) => (
    <div className="space-y-2">
      <TextAreaField label={label} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button
        variant="danger"
        loading={act.isPending}
        disabled={reason.trim().length < MIN_REASON}
        onClick={() => onConfirm(reason.trim())}
      >
        {confirm}
      </Button>
    </div>
  )
  return (
    <div className="space-y-3">
      {act.isError ? <Alert tone="danger">{act.error.message}</Alert> : null}
      {mode === 'audit' ? (
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
          <Button
            loading={act.isPending}
            onClick={() =>
              run('audit', {
                itc: envelope.lines.map((line) => ({
                  line_id: line.line_id,
                  itc_eligible: itc[line.line_id] ?? false,
                })),
                ...version,
              })
            }
          >
            {t('pettyCash.audit.pass')}
          </Button>
        </fieldset>
      ) : null}
      {mode === 'sendBack'
        ? reasonBox(t('pettyCash.audit.sendBackReason'), t('pettyCash.audit.sendBackConfirm'), (why) =>
            run('audit', { send_back_reason: why, ...version }),
          )
        : null}
      {mode === 'reject'
        ? reasonBox(t('pettyCash.actions.rejectReason'), t('pettyCash.actions.rejectConfirm'), (why) =>
            run('reject', { reason: why, ...version }),
          )
        : null}
      {mode === 'settle' ? (
        <div className="space-y-2">
          <SelectField
            label={t('pettyCash.fields.settlement')}
            value={settlement}
            onChange={(event) => setSettlement(event.target.value as 'topped_up' | 'reimbursed')}
            options={[
              { value: 'topped_up', label: t('pettyCash.settlement.topped_up') },
              { value: 'reimbursed', label: t('pettyCash.settlement.reimbursed') },
            ]}
          />
          <PaymentFields value={payment} onChange={setPayment} />
          <Button
            loading={act.isPending}
            disabled={!paymentReady(payment)}
            onClick={() => run('settle', { settlement, ...paymentBody(payment), ...version })}
          >
            {t('pettyCash.actions.settleConfirm')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {envelope.can_edit ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('pettyCash.actions.edit')}
          </Button>
        ) : null}
        {envelope.can_submit ? (
          <Button loading={act.isPending} onClick={() => run('submit', version)}>
            {t('pettyCash.actions.submit')}
          </Button>
        ) : null}
        {envelope.can_audit ? (
          <>
            <Button onClick={() => setMode('audit')}>{t('pettyCash.actions.audit')}</Button>
            {envelope.status === 'submitted' ? (
              <Button variant="secondary" onClick={() => setMode('sendBack')}>
                {t('pettyCash.actions.sendBack')}
              </Button>
            ) : null}
          </>
        ) : null}
        {envelope.can_approve ? (
          <>
            <Button loading={act.isPending} onClick={() => run('approve', version)}>
              {t('pettyCash.actions.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('reject')}>
              {t('pettyCash.actions.reject')}
            </Button>
          </>
        ) : null}
        {envelope.can_post ? (
          <Button loading={act.isPending} onClick={() => run('post', version)}>
            {t('pettyCash.actions.post')}
          </Button>
        ) : null}
        {envelope.can_settle ? (
          <Button onClick={() => setMode('settle')}>{t('pettyCash.actions.settle')}</Button>
        ) : null}
        {envelope.can_edit ? (
          <Button variant="ghost" loading={act.isPending} onClick={() => run('cancel', version)}>
            {t('pettyCash.actions.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
