import { isAdminRole } from '@contract/codes'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { Button } from './Button'
import { ConfirmDialog } from './Dialog'
import { Alert } from './Feedback'
import { TextAreaField } from './Field'
import { MIN_REASON, OverrideReason } from './OverrideReason'

/*
 * The buttons of every approvable document, one way: submit (and edit), approve with an optional
 * comment or reject with a reason, the type's own steps, and cancel (asked first). What shows is
 * what the server said the caller may do (`can_*`); every step answers the document as it now is.
 * A Stop (409 overBudget) is shown with its message, and an Admin may let it through with a reason.
 */

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type StepBody = Record<string, unknown>

/** A step of the type's own (post, pay, sign…): taken at once, asked first, or through a panel. */
export type OwnStep = {
  key: string
  label: string
  shown: boolean
  variant?: Variant
  /** Asked first, because it cannot be undone. */
  confirm?: { title: string; body: string; label: string }
  /** Opens a panel; the panel calls `submit` with its body (the row version is added). */
  form?: (panel: { busy: boolean; submit: (body: StepBody) => void; close: () => void }) => ReactNode
  /** Not a server step: what happens on click (open another dialog, navigate). */
  onClick?: () => void
}

type Props<D> = {
  /** Where the type's words live (`creditNotes.actions`); a word it lacks is the shared one. */
  words: string
  /** Where its toasts live (`creditNotes.toast`), one per step key. */
  toasts: string
  /** The document's number, for the cancel question and the toasts. */
  documentNo: string
  rowVersion: number
  can: { submit: boolean; approve: boolean; cancel: boolean; edit?: boolean }
  onEdit?: () => void
  /** Takes a step on the server: the four workflow steps and the type's own. */
  perform: (step: string, body: StepBody) => Promise<D>
  /** Caches the answer (and whatever else the step changed). */
  onDone: (saved: D, step: string) => void
  numberOf?: (saved: D) => string
  steps?: OwnStep[]
  /** The type's budget control may stop a submit or approval, which an Admin may override. */
  overridable?: boolean
}

type Mode = { kind: 'idle' } | { kind: 'reject' } | { kind: 'override' } | { kind: 'own'; key: string }
const IDLE: Mode = { kind: 'idle' }

export function DocumentActions<D>(props: Props<D>) {
  const { words, toasts, documentNo, rowVersion, can, steps = [] } = props
  const { t } = useTranslation()
  const word = (key: string, values: Record<string, unknown> = {}) =>
    t([`${words}.${key}`, `documentActions.${key}`], values)
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const [mode, setMode] = useState<Mode>(IDLE)
  const [asking, setAsking] = useState<OwnStep | 'cancel' | null>(null)
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')
  const [decided, setDecided] = useState<'submit' | 'approve'>('submit')

  const act = useMutation({
    mutationFn: ({ step, body }: { step: string; body: StepBody }) =>
      props.perform(step, { row_version: rowVersion, ...body }),
    onSuccess: (saved, { step }) => {
      notify({
        variant: 'success',
        message: t(`${toasts}.${step}`, { no: props.numberOf?.(saved) ?? documentNo }),
      })
      props.onDone(saved, step)
      setMode(IDLE)
      setAsking(null)
      setReason('')
      setComment('')
    },
    onError: () => setAsking(null),
  })
  const run = (step: string, body: StepBody = {}) => act.mutate({ step, body })
  const busy = (step: string) => act.isPending && act.variables?.step === step
  const open = (next: Mode) => {
    act.reset()
    setMode(next)
  }
  const withComment = () => (comment.trim() ? { comment: comment.trim() } : {})
  const decide = (step: 'submit' | 'approve', extra: StepBody = {}) => {
    setDecided(step)
    run(step, { ...(step === 'approve' ? withComment() : {}), ...extra })
  }

  const error = act.error instanceof ApiError ? act.error : null
  const stopped = props.overridable === true && error?.code === 'overBudget'
  const reasonError = error?.fieldErrors.find((field) => field.path === 'reason')?.message
  const showError = act.isError && !reasonError && !(error?.notified ?? false)
  const ownOpen = mode.kind === 'own' ? steps.find((step) => step.key === mode.key) : undefined

  return (
    <div className="space-y-3">
      {showError ? (
        <Alert tone="danger" title={stopped ? word('overBudgetTitle') : undefined}>
          {act.error?.message}
          {stopped && !isAdmin ? ` ${word('askAdmin')}` : ''}
        </Alert>
      ) : null}
      {stopped && isAdmin && mode.kind !== 'override' ? (
        <Button variant="secondary" onClick={() => setMode({ kind: 'override' })}>
          {word('override')}
        </Button>
      ) : null}
      {mode.kind === 'override' ? (
        <OverrideReason
          label={word('overrideReason')}
          confirmLabel={word('overrideConfirm')}
          loading={act.isPending}
          onConfirm={(why) => decide(decided, { override_reason: why })}
        />
      ) : null}
      {mode.kind === 'reject' ? (
        <div className="space-y-2">
          <TextAreaField
            label={word('rejectReason')}
            value={reason}
            required
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              loading={busy('reject')}
              disabled={reason.trim().length < MIN_REASON}
              onClick={() => run('reject', { reason: reason.trim() })}
            >
              {word('rejectConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => open(IDLE)}>
              {word('back')}
            </Button>
          </div>
        </div>
      ) : null}
      {ownOpen?.form
        ? ownOpen.form({
            busy: act.isPending,
            submit: (body) => run(ownOpen.key, body),
            close: () => open(IDLE),
          })
        : null}
      {can.approve && mode.kind === 'idle' ? (
        <TextAreaField
          label={word('comment')}
          hint={word('commentHint')}
          value={comment}
          rows={2}
          maxLength={500}
          onChange={(event) => setComment(event.target.value)}
        />
      ) : null}
      {mode.kind === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {can.submit ? (
            <Button loading={busy('submit')} onClick={() => decide('submit')}>
              {word('submit')}
            </Button>
          ) : null}
          {can.edit && props.onEdit ? (
            <Button variant="secondary" onClick={props.onEdit}>
              {word('edit')}
            </Button>
          ) : null}
          {can.approve ? (
            <>
              <Button loading={busy('approve')} onClick={() => decide('approve')}>
                {word('approve')}
              </Button>
              <Button variant="secondary" onClick={() => open({ kind: 'reject' })}>
                {word('reject')}
              </Button>
            </>
          ) : null}
          {steps
            .filter((step) => step.shown)
            .map((step) => (
              <Button
                key={step.key}
                variant={step.variant ?? 'secondary'}
                loading={busy(step.key)}
                onClick={() => {
                  if (step.onClick) step.onClick()
                  else if (step.form) open({ kind: 'own', key: step.key })
                  else if (step.confirm) setAsking(step)
                  else run(step.key)
                }}
              >
                {step.label}
              </Button>
            ))}
          {can.cancel ? (
            <Button variant="ghost" onClick={() => setAsking('cancel')}>
              {word('cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Cancelling, and the type's irreversible steps, are asked first. */}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'cancel' ? word('cancelTitle', { no: documentNo }) : (asking?.confirm?.title ?? '')}
        body={asking === 'cancel' ? word('cancelBody') : asking?.confirm?.body}
        confirmLabel={asking === 'cancel' ? word('cancelConfirm') : (asking?.confirm?.label ?? '')}
        tone={asking === 'cancel' ? 'danger' : 'primary'}
        busy={act.isPending}
        onConfirm={() => run(asking === 'cancel' ? 'cancel' : (asking?.key ?? ''))}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
