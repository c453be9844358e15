import { isAdminRole } from '@contract/codes'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON, OverrideReason } from '@/components/OverrideReason'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'
import { invalidatePurchase, type PoAction, poAction, purchaseKeys } from '../api'

type Step = { action: PoAction; reason?: string; override?: string; comment?: string }
type Refusal = { action: PoAction; code?: string; message: string }

/**
 * Submit, approve, reject (with a reason) and cancel, as the PO's flags allow. A Stop (409
 * overBudget) shows its message and, for an Admin, a reason to let it through; "no approver" and
 * "not your own" refusals are shown where the user acted.
 */
export function PoActions({ po, onEdit }: { po: PurchaseOrder; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const session = useSession()
  const admin = isAdminRole(session.role)
  const mine = po.requested_by !== null && po.requested_by === session.profile?.user.user_id
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null)
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')

  const run = useMutation({
    mutationFn: ({ action, reason: why, override: let_, comment: note }: Step) =>
      poAction(
        po.po_id,
        action,
        action === 'reject'
          ? { reason: why ?? '' }
          : { ...(let_ ? { override_reason: let_ } : {}), ...(note ? { comment: note } : {}) },
      ),
    onSuccess: (saved, step) => {
      queryClient.setQueryData(purchaseKeys.po(saved.po_id), saved)
      invalidatePurchase(queryClient)
      notify({
        variant: 'success',
        message: t(`purchase.actionsDone.${step.action}`, { number: saved.number }),
      })
      setRefusal(null)
      setAsking(null)
      setReason('')
      setComment('')
    },
    onError: (error, step) => {
      if (error instanceof ApiError && error.status !== 400)
        setRefusal({ action: step.action, code: error.code, message: error.message })
      else if (error instanceof ApiError)
        setRefusal({ action: step.action, message: error.fieldErrors[0]?.message ?? error.message })
    },
  })

  const canSubmit = po.can_edit
  // Cancelling one's own PO goes with the grant to raise them, as the server has it.
  const mayRaise = useCan('purchase', 'POST')
  const canCancel = po.status !== 'cancelled' && (mine || admin) && mayRaise && po.invoiced === 0
  const busy = (action: PoAction) => run.isPending && run.variables?.action === action

  return (
    <div className="space-y-3">
      {refusal ? (
        <Alert
          tone="danger"
          title={
            refusal.code === 'overBudget' ? t('purchase.refusals.overBudget') : t('purchase.refusals.other')
          }
        >
          <p>{refusal.message}</p>
          {refusal.code === 'overBudget' && admin ? (
            <div className="mt-3">
              <OverrideReason
                label={t('purchase.override.reason')}
                hint={t('purchase.override.hint')}
                confirmLabel={t(`purchase.override.${refusal.action === 'approve' ? 'approve' : 'submit'}`)}
                rows={2}
                size="sm"
                loading={busy(refusal.action)}
                onConfirm={(why) =>
                  run.mutate({ action: refusal.action, override: why, comment: comment.trim() })
                }
              />
            </div>
          ) : null}
        </Alert>
      ) : null}
      {asking === 'reject' ? (
        <div className="space-y-2 rounded-control border border-line p-3">
          <TextAreaField
            label={t('purchase.reject.reason')}
            value={reason}
            rows={2}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              loading={busy('reject')}
              disabled={reason.trim().length < MIN_REASON}
              onClick={() => run.mutate({ action: 'reject', reason: reason.trim() })}
            >
              {t('purchase.reject.confirm')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {asking === 'cancel' ? (
        <Alert tone="warning" title={t('purchase.cancelOrder.title')}>
          <p>{t('purchase.cancelOrder.body')}</p>
          <div className="mt-2 flex gap-2">
            <Button
              variant="danger"
              size="sm"
              loading={busy('cancel')}
              onClick={() => run.mutate({ action: 'cancel' })}
            >
              {t('purchase.cancelOrder.confirm')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(null)}>
              {t('purchase.cancelOrder.keep')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {po.can_approve && asking === null ? (
        <TextAreaField
          label={t('purchase.approveComment.label')}
          hint={t('purchase.approveComment.hint')}
          value={comment}
          rows={2}
          maxLength={500}
          onChange={(event) => setComment(event.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {po.can_edit ? (
          <Button variant="secondary" icon="file" onClick={onEdit}>
            {t('purchase.actionsLabel.edit')}
          </Button>
        ) : null}
        {canSubmit ? (
          <Button loading={busy('submit')} onClick={() => run.mutate({ action: 'submit' })}>
            {t('purchase.actionsLabel.submit')}
          </Button>
        ) : null}
        {po.can_approve ? (
          <>
            <Button
              icon="check"
              loading={busy('approve')}
              onClick={() => run.mutate({ action: 'approve', comment: comment.trim() })}
            >
              {t('purchase.actionsLabel.approve')}
            </Button>
            <Button variant="danger" onClick={() => setAsking('reject')}>
              {t('purchase.actionsLabel.reject')}
            </Button>
          </>
        ) : null}
        {canCancel ? (
          <Button variant="ghost" onClick={() => setAsking('cancel')}>
            {t('purchase.actionsLabel.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
