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
import { QueryState } from '@/components/QueryState'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { floatQuery, pettyCashKeys, updateFloat } from '../api'
import { FloatActions } from './FloatActions'
import { Facts, PettyCashStatus, Waiting } from './shared'

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

function FloatBody({ float, onNewEnvelope }: { float: FloatDetail; onNewEnvelope: () => void }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney({ code: float.currency_code, minor_units: float.minor_units })
  const [editing, setEditing] = useState(false)
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
      setEditing(false)
    },
  })
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
      {edit.isError ? <Alert tone="danger">{edit.error.message}</Alert> : null}
      {editing ? (
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
      <FloatActions float={float} onEdit={() => setEditing(true)} onNewEnvelope={onNewEnvelope} />
    </div>
  )
}
