import type { CreditNoteDetail } from '@contract/spend/credit-notes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { newPayment, PaymentFields, paymentBody, paymentReady } from '@/components/PaymentFields'
import { notify } from '@/lib/notifications'
import { type CreditNoteAction, type CreditNoteActionBody, creditNoteAction, creditNotesKeys } from '../api'

type Mode = 'idle' | 'reject' | 'refund'

/**
 * The steps the credit note's `can_*` allow: submit and edit, approve or reject (with a reason),
 * post, apply to what is owed or mark a refund due, record the refund (date, mode, reference),
 * cancel before posting (asked first).
 */
export function CreditNoteActions({
  creditNote,
  onEdit,
}: {
  creditNote: CreditNoteDetail
  onEdit: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>('idle')
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')
  const [cancelling, setCancelling] = useState(false)
  const [payment, setPayment] = useState(newPayment)
  const act = useMutation({
    mutationFn: ({ action, body }: { action: CreditNoteAction; body: CreditNoteActionBody }) =>
      creditNoteAction(creditNote.credit_note_id, action, body),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`creditNotes.toast.${action}`, { no: saved.cn_no }) })
      queryClient.setQueryData(creditNotesKeys.one(saved.credit_note_id), saved)
      void queryClient.invalidateQueries({ queryKey: creditNotesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['creditNotes', 'creditable'] })
      // The sidebar's count of what waits on the user.
      void queryClient.invalidateQueries({ queryKey: ['verification'] })
      // Posting moves the code's actual: the budget pages read it again.
      void queryClient.invalidateQueries({ queryKey: ['budget'] })
      setMode('idle')
      setReason('')
      setComment('')
      setCancelling(false)
    },
    onError: () => setCancelling(false),
  })
  const version = { row_version: creditNote.row_version }
  const run = (action: CreditNoteAction, body: CreditNoteActionBody = version) => act.mutate({ action, body })
  const busy = (action: CreditNoteAction) => act.isPending && act.variables?.action === action

  return (
    <div className="space-y-3">
      {act.isError ? <Alert tone="danger">{act.error.message}</Alert> : null}
      {mode === 'reject' ? (
        <div className="space-y-2">
          <TextAreaField
            label={t('creditNotes.actions.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            variant="danger"
            loading={busy('reject')}
            disabled={reason.trim().length < MIN_REASON}
            onClick={() => run('reject', { reason: reason.trim(), ...version })}
          >
            {t('creditNotes.actions.rejectConfirm')}
          </Button>
        </div>
      ) : null}
      {mode === 'refund' ? (
        <div className="space-y-3">
          <PaymentFields
            value={payment}
            onChange={setPayment}
            dateLabel={t('creditNotes.fields.refundedOn')}
          />
          <Button
            loading={busy('refund')}
            disabled={!paymentReady(payment)}
            onClick={() => {
              const { paid_on, ...paid } = paymentBody(payment)
              run('refund', { refunded_on: paid_on, ...paid, ...version })
            }}
          >
            {t('creditNotes.actions.refundConfirm')}
          </Button>
        </div>
      ) : null}
      {creditNote.can_approve && mode === 'idle' ? (
        <TextAreaField
          label={t('creditNotes.actions.comment')}
          value={comment}
          rows={2}
          maxLength={500}
          onChange={(e) => setComment(e.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {creditNote.can_edit ? (
          <>
            <Button loading={busy('submit')} onClick={() => run('submit')}>
              {t('creditNotes.actions.submit')}
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              {t('creditNotes.actions.edit')}
            </Button>
          </>
        ) : null}
        {creditNote.can_approve ? (
          <>
            <Button
              loading={busy('approve')}
              onClick={() =>
                run('approve', { ...version, ...(comment.trim() ? { comment: comment.trim() } : {}) })
              }
            >
              {t('creditNotes.actions.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('reject')}>
              {t('creditNotes.actions.reject')}
            </Button>
          </>
        ) : null}
        {creditNote.can_post ? (
          <Button loading={busy('post')} onClick={() => run('post')}>
            {t('creditNotes.actions.post')}
          </Button>
        ) : null}
        {creditNote.can_apply ? (
          <Button loading={busy('apply')} onClick={() => run('apply')}>
            {t('creditNotes.actions.apply')}
          </Button>
        ) : null}
        {creditNote.can_mark_refund_due ? (
          <Button variant="secondary" loading={busy('refundDue')} onClick={() => run('refundDue')}>
            {t('creditNotes.actions.refundDue')}
          </Button>
        ) : null}
        {creditNote.can_refund ? (
          <Button variant="secondary" onClick={() => setMode('refund')}>
            {t('creditNotes.actions.refund')}
          </Button>
        ) : null}
        {creditNote.can_cancel ? (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            {t('creditNotes.actions.cancel')}
          </Button>
        ) : null}
      </div>
      {/* Cancelling cannot be undone: asked first. */}
      <ConfirmDialog
        open={cancelling}
        title={t('creditNotes.actions.cancelTitle', { no: creditNote.cn_no })}
        body={t('creditNotes.actions.cancelBody')}
        confirmLabel={t('creditNotes.actions.cancelConfirm')}
        busy={act.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setCancelling(false)}
      />
    </div>
  )
}
