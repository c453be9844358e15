import type { Dpr } from '@contract/dpr'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { ConfirmDialog, Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { type DprAction, dprAction, dprKeys, reviseDpr } from '../api'

type Asking = 'reject' | 'revise' | 'cancel' | 'lock' | null

/**
 * The steps the server says the caller may take now (`can_*`): edit, submit, approve, reject with
 * a reason, cancel, lock, and revise with a reason (which opens the new draft's form).
 */
export function DprActions({ dpr }: { dpr: Dpr }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [asking, setAsking] = useState<Asking>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const [failure, setFailure] = useState<string | null>(null)

  const refresh = (saved: Dpr) => {
    queryClient.setQueryData(dprKeys.one(saved.dpr_id), saved)
    void queryClient.invalidateQueries({ queryKey: dprKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: dprKeys.dcr(saved.dpr_id) })
    void queryClient.invalidateQueries({ queryKey: ['dpr', 'dcrPeriod'] })
  }
  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      const field = error.fieldErrors.find((item) => item.path === 'reason')
      if (field) {
        setReasonError(field.message)
        return
      }
      if (!error.notified) setFailure(error.message)
    } else setFailure(String(error))
  }
  const step = useMutation({
    mutationFn: ({ action, reason: why }: { action: DprAction; reason?: string }) =>
      dprAction(dpr.dpr_id, action, { row_version: dpr.row_version, ...(why ? { reason: why } : {}) }),
    onSuccess: (saved, { action }) => {
      refresh(saved)
      notify({ variant: 'success', message: t(`dpr.toast.${action}`, { no: saved.dpr_no }) })
      close()
    },
    onError: failed,
  })
  const revise = useMutation({
    mutationFn: (why: string) => reviseDpr(dpr.dpr_id, why),
    onSuccess: (draft) => {
      refresh(draft)
      void queryClient.invalidateQueries({ queryKey: dprKeys.one(dpr.dpr_id) })
      notify({ variant: 'success', message: t('dpr.toast.revise', { no: draft.dpr_no }) })
      close()
      void navigate({ to: '/dprForm', search: { id: draft.dpr_id } })
    },
    onError: failed,
  })
  const busy = step.isPending || revise.isPending

  const open = (what: Asking) => {
    setFailure(null)
    setReason('')
    setReasonError(undefined)
    setAsking(what)
  }
  function close() {
    setAsking(null)
    setReason('')
    setReasonError(undefined)
  }
  const withReason = () => {
    const why = reason.trim()
    if (why.length < 3) {
      setReasonError(t('dpr.actions.reasonTooShort'))
      return
    }
    if (asking === 'reject') step.mutate({ action: 'reject', reason: why })
    else revise.mutate(why)
  }

  const anything =
    dpr.can_edit || dpr.can_submit || dpr.can_approve || dpr.can_cancel || dpr.can_lock || dpr.can_revise
  if (!anything) return null
  return (
    <div className="space-y-3">
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {dpr.can_edit ? (
          <Link to="/dprForm" search={{ id: dpr.dpr_id }} className={buttonClasses('secondary')}>
            {t('common.edit')}
          </Link>
        ) : null}
        {dpr.can_submit ? (
          <Button onClick={() => step.mutate({ action: 'submit' })} disabled={busy}>
            {t('dpr.actions.submit')}
          </Button>
        ) : null}
        {dpr.can_approve ? (
          <>
            <Button onClick={() => step.mutate({ action: 'approve' })} disabled={busy}>
              {t('dpr.actions.approve')}
            </Button>
            <Button variant="danger" onClick={() => open('reject')} disabled={busy}>
              {t('dpr.actions.reject')}
            </Button>
          </>
        ) : null}
        {dpr.can_lock ? (
          <Button variant="secondary" icon="lock" onClick={() => open('lock')} disabled={busy}>
            {t('dpr.actions.lock')}
          </Button>
        ) : null}
        {dpr.can_revise ? (
          <Button variant="secondary" onClick={() => open('revise')} disabled={busy}>
            {t('dpr.actions.revise')}
          </Button>
        ) : null}
        {dpr.can_cancel ? (
          <Button variant="secondary" onClick={() => open('cancel')} disabled={busy}>
            {t('dpr.actions.cancel')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={asking === 'reject' || asking === 'revise'}
        onClose={close}
        title={
          asking === 'revise'
            ? t('dpr.actions.reviseTitle', { no: dpr.dpr_no })
            : t('dpr.actions.rejectTitle', { no: dpr.dpr_no })
        }
        description={asking === 'revise' ? t('dpr.actions.reviseBody') : undefined}
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            withReason()
          }}
        >
          <TextAreaField
            label={asking === 'revise' ? t('dpr.actions.reviseReason') : t('dpr.actions.rejectReason')}
            value={reason}
            required
            rows={3}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant={asking === 'reject' ? 'danger' : 'primary'} loading={busy}>
              {asking === 'revise' ? t('dpr.actions.reviseConfirm') : t('dpr.actions.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={asking === 'cancel' || asking === 'lock'}
        title={
          asking === 'lock'
            ? t('dpr.actions.lockTitle', { no: dpr.dpr_no })
            : t('dpr.actions.cancelTitle', { no: dpr.dpr_no })
        }
        body={asking === 'lock' ? t('dpr.actions.lockBody') : t('dpr.actions.cancelBody')}
        confirmLabel={asking === 'lock' ? t('dpr.actions.lockConfirm') : t('dpr.actions.cancelConfirm')}
        tone={asking === 'lock' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => step.mutate({ action: asking === 'lock' ? 'lock' : 'cancel' })}
        onCancel={close}
      />
    </div>
  )
}
