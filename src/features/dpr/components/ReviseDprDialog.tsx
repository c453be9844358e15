import type { Dpr } from '@contract/dpr'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { afterDprWrite, dprKeys, reviseDpr } from '../api'

/**
 * Revising asks why, then opens the new draft's form: it answers another report than the one
 * shown, so it is not one of DocumentActions' steps.
 */
export function ReviseDprDialog({ dpr, open, onClose }: { dpr: Dpr; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [reason, setReason] = useState('')
  const [tooShort, setTooShort] = useState(false)
  const revise = useMutation({
    mutationFn: (why: string) => reviseDpr(dpr.dpr_id, why),
    onSuccess: (draft) => {
      afterDprWrite(queryClient, draft)
      // The revised report now says it has a revision.
      void queryClient.invalidateQueries({ queryKey: dprKeys.one(dpr.dpr_id) })
      notify({ variant: 'success', message: t('dpr.toast.revise', { no: draft.dpr_no }) })
      close()
      void navigate({ to: '/dprForm', search: { id: draft.dpr_id } })
    },
  })
  const error = revise.error instanceof ApiError ? revise.error : null
  const reasonError = error?.fieldErrors.find((field) => field.path === 'reason')?.message
  function close() {
    setReason('')
    setTooShort(false)
    revise.reset()
    onClose()
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('dpr.actions.reviseTitle', { no: dpr.dpr_no })}
      description={t('dpr.actions.reviseBody')}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const why = reason.trim()
          setTooShort(why.length < MIN_REASON)
          if (why.length >= MIN_REASON) revise.mutate(why)
        }}
      >
        {revise.isError && !reasonError && !error?.notified ? (
          <Alert tone="danger">{revise.error.message}</Alert>
        ) : null}
        <TextAreaField
          label={t('dpr.actions.reviseReason')}
          value={reason}
          required
          rows={3}
          error={tooShort ? t('dpr.actions.reasonTooShort') : reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={revise.isPending}>
            {t('dpr.actions.reviseConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
