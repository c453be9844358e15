import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { FloatDetail } from '@contract/spend/petty-cash'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import {
  newPayment,
  type Payment,
  PaymentFields,
  paymentBody,
  paymentReady,
} from '@/components/PaymentFields'
import { QueryState } from '@/components/QueryState'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import {
  type FloatAction,
  type FloatActionBody,
  floatAction,
  floatQuery,
  pettyCashKeys,
  updateFloat,
} from '../api'
import { Facts, PettyCashStatus, useAccounts, Waiting } from './shared'

/** One float or top-up: its figures, trail and the steps the caller may take. */
export function FloatDetailDialog({
  floatId,
  onClose,
  onNewEnvelope,
}: {
  floatId: number
  onClose: () => void
  onNewEnvelope: (floatId: number) => void
}) {
  const { t } = useTranslation()
  const float = useQuery(floatQuery(floatId))
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        float.data ? t('pettyCash.floats.detailTitle', { no: float.data.float_no }) : t('pettyCash.loading')
      }
      wide
    >
      <QueryState query={float} loading={t('pettyCash.loading')} retryLabel={t('pettyCash.retry')}>
        {(data) => <FloatBody float={data} onNewEnvelope={() => onNewEnvelope(data.float_id)} />}
      </QueryState>
    </Dialog>
  )
}

type Mode = 'idle' | 'edit' | 'reject' | 'disburse' | 'return'

function FloatBody({ float, onNewEnvelope }: { float: FloatDetail; onNewEnvelope: () => void }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney({ code: float.currency_code, minor_units: float.minor_units })
  const accounts = useAccounts()
  const [mode, setMode] = useState<Mode>('idle')
  const [reason, setReason] = useState('')
  const [payment, setPayment] = useState<Payment>(newPayment)
  const [returned, setReturned] = useState('')
  const returnedUnits = parseMoney(returned, float.minor_units)
  const [amount, setAmount] = useState(formatMoney(float.amount, float.minor_units))
  const [purpose, setPurpose] = useState(float.purpose)
  const amountUnits = parseMoney(amount, float.minor_units)
  const edit = useMutation({
    mutationFn: () =>
      updateFloat(float.float_id, {
        amount: amountUnits ?? float.amount,
        purpose: purpose.trim(),
        row_version: float.row_version,
      }),
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('pettyCash.floats.changed', { no: saved.float_no }) })
      queryClient.setQueryData(pettyCashKeys.float(saved.float_id), saved)
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
      setMode('idle')
    },
  })
  const act = useMutation({
    mutationFn: ({ action, body }: { action: FloatAction; body: FloatActionBody }) =>
      floatAction(float.float_id, action, body),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`pettyCash.toast.${action}`, { no: saved.float_no }) })
      queryClient.setQueryData(pettyCashKeys.float(saved.float_id), saved)
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['verification'] })
      setMode('idle')
      setReason('')
    },
  })
  const run = (action: FloatAction, body: FloatActionBody = {}) => act.mutate({ action, body })
  const version = { row_version: float.row_version }
  const open = float.kind === 'float' && (float.status === 'disbursed' || float.status === 'closing')
  return (
    <div className="space-y-5 text-sm">
      <Facts
        items={[
          [t('pettyCash.fields.status'), <PettyCashStatus key="status" status={float.status} />],
          [t('pettyCash.fields.kind'), t(`pettyCash.kinds.${float.kind}`)],
          [t('pettyCash.fields.holder'), float.holder_name],
          [t('pettyCash.fields.project'), float.project_name],
          [t('pettyCash.fields.amount'), money(float.amount)],
          [t('pettyCash.fields.purpose'), float.purpose],
          [
            t('pettyCash.fields.disbursed'),
            float.disbursed_on
              ? `${money(float.disbursed_amount ?? 0)} · ${formatDate(float.disbursed_on, i18n.language)} · ${float.payment_mode_name ?? ''}${float.payment_reference ? ` ${float.payment_reference}` : ''}`
              : '—',
          ],
          [t('pettyCash.fields.returned'), money(float.returned_amount)],
          [t('pettyCash.fields.outstanding'), money(float.outstanding)],
        ]}
      />
      {float.rejection_reason ? (
        <Alert tone="warning" title={t('pettyCash.detail.rejected')}>
          {float.rejection_reason}
        </Alert>
      ) : null}
      <Waiting level={float.pending_level} />
      <ApprovalTrailSection id="float-trail" steps={float.approvals} words="pettyCash.trail" />
      {act.isError ? <Alert tone="danger">{act.error.message}</Alert> : null}
      {edit.isError ? <Alert tone="danger">{edit.error.message}</Alert> : null}
      {mode === 'edit' ? (
        <div className="space-y-2">
          <TextField
            label={t('pettyCash.fields.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amount && amountUnits === null ? t('pettyCash.fields.badAmount') : undefined}
          />
          <TextAreaField
            label={t('pettyCash.fields.purpose')}
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
          />
          <Button
            loading={edit.isPending}
            disabled={amountUnits === null || amountUnits <= 0 || !purpose.trim()}
            onClick={() => edit.mutate()}
          >
            {t('pettyCash.floats.save')}
          </Button>
        </div>
      ) : null}
      {mode === 'reject' ? (
        <div className="space-y-2">
          <TextAreaField
            label={t('pettyCash.actions.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="danger"
            loading={act.isPending}
            disabled={reason.trim().length < MIN_REASON}
            onClick={() => run('reject', { reason: reason.trim(), ...version })}
          >
            {t('pettyCash.actions.rejectConfirm')}
          </Button>
        </div>
      ) : null}
      {mode === 'disburse' ? (
        <div className="space-y-2">
          <PaymentFields value={payment} onChange={setPayment} />
          <Button
            loading={act.isPending}
            disabled={!paymentReady(payment)}
            onClick={() => run('disburse', { ...paymentBody(payment), ...version })}
          >
            {t('pettyCash.actions.disburseConfirm', { amount: money(float.amount) })}
          </Button>
        </div>
      ) : null}
      {mode === 'return' ? (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('pettyCash.fields.returnedAmount')}
              inputMode="decimal"
              value={returned}
              onChange={(event) => setReturned(event.target.value)}
            />
            <TextField
              type="date"
              label={t('pettyCash.fields.returnedOn')}
              value={payment.paidOn}
              onChange={(event) => setPayment({ ...payment, paidOn: event.target.value })}
            />
            <TextField
              label={t('pettyCash.fields.reference')}
              value={payment.reference}
              onChange={(event) => setPayment({ ...payment, reference: event.target.value })}
            />
          </div>
          <Button
            loading={act.isPending}
            disabled={returnedUnits === null || returnedUnits <= 0}
            onClick={() =>
              run('return', {
                amount: returnedUnits ?? 0,
                returned_on: payment.paidOn,
                reference: payment.reference.trim() || null,
                ...version,
              })
            }
          >
            {t('pettyCash.actions.returnConfirm')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {float.can_edit ? (
          <Button variant="secondary" onClick={() => setMode('edit')}>
            {t('pettyCash.actions.editRequest')}
          </Button>
        ) : null}
        {float.can_submit ? (
          <Button loading={act.isPending} onClick={() => run('submit', version)}>
            {t('pettyCash.actions.submit')}
          </Button>
        ) : null}
        {float.can_approve ? (
          <>
            <Button loading={act.isPending} onClick={() => run('approve', version)}>
              {t('pettyCash.actions.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('reject')}>
              {t('pettyCash.actions.reject')}
            </Button>
          </>
        ) : null}
        {float.can_disburse ? (
          <Button onClick={() => setMode('disburse')}>{t('pettyCash.actions.disburse')}</Button>
        ) : null}
        {open ? (
          <Button variant="secondary" onClick={onNewEnvelope}>
            {t('pettyCash.actions.newEnvelope')}
          </Button>
        ) : null}
        {float.can_return ? (
          <Button variant="secondary" onClick={() => setMode('return')}>
            {t('pettyCash.actions.return')}
          </Button>
        ) : null}
        {float.can_close ? (
          <Button loading={act.isPending} onClick={() => run('close', version)}>
            {t('pettyCash.actions.close')}
          </Button>
        ) : null}
        {float.can_edit || (accounts && float.status === 'submitted') ? (
          <Button variant="ghost" loading={act.isPending} onClick={() => run('cancel', version)}>
            {t('pettyCash.actions.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
