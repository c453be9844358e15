import { isAdminRole } from '@contract/codes'
import type { ExpenseDetail } from '@contract/spend/expenses'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON, OverrideReason } from '@/components/OverrideReason'
import { newPayment, PaymentFields, paymentBody, paymentReady } from '@/components/PaymentFields'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { type ExpenseAction, type ExpenseActionBody, expenseAction, expensesKeys } from '../api'

type Mode = 'idle' | 'reject' | 'pay' | 'override'

/**
 * Submit, approve, reject (with a reason), pay (date, mode, reference) and cancel, as the
 * expense's `can_*` allow. A Stop (409 overBudget) is shown with its message; an Admin may then
 * let it through with a reason.
 */
export function ExpenseActions({ expense, onEdit }: { expense: ExpenseDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const [mode, setMode] = useState<Mode>('idle')
  const [pending, setPending] = useState<'submit' | 'approve'>('submit')
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')
  const [cancelling, setCancelling] = useState(false)
  const [payment, setPayment] = useState(newPayment)
  const act = useMutation({
    mutationFn: ({ action, body }: { action: ExpenseAction; body: ExpenseActionBody }) =>
      expenseAction(expense.expense_id, action, body),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`expenses.toast.${action}`, { no: saved.invoice_no }) })
      queryClient.setQueryData(expensesKeys.one(saved.expense_id), saved)
      void queryClient.invalidateQueries({ queryKey: expensesKeys.lists() })
      // The sidebar's count of what waits on the user.
      void queryClient.invalidateQueries({ queryKey: ['verification'] })
      setMode('idle')
      setReason('')
      setComment('')
      setCancelling(false)
    },
    onError: () => setCancelling(false),
  })
  const error = act.error instanceof ApiError ? act.error : null
  const overBudget = error?.code === 'overBudget'
  const run = (action: ExpenseAction, body: ExpenseActionBody = {}) => act.mutate({ action, body })
  const withComment = () => (comment.trim() ? { comment: comment.trim() } : {})
  const decide = (action: 'submit' | 'approve') => {
    setPending(action)
    run(action, { row_version: expense.row_version, ...(action === 'approve' ? withComment() : {}) })
  }
  const editable = expense.can_edit && (expense.status === 'draft' || expense.status === 'rejected')
  const cancellable = expense.can_edit || (expense.can_pay && expense.status === 'approved')

  return (
    <div className="space-y-3">
      {act.isError ? (
        <Alert tone="danger" title={overBudget ? t('expenses.actions.overBudgetTitle') : undefined}>
          {act.error.message}
          {overBudget && !isAdmin ? ` ${t('expenses.actions.askAdmin')}` : ''}
        </Alert>
      ) : null}
      {overBudget && isAdmin && mode !== 'override' ? (
        <Button variant="secondary" onClick={() => setMode('override')}>
          {t('expenses.actions.override')}
        </Button>
      ) : null}
      {mode === 'override' ? (
        <OverrideReason
          label={t('expenses.actions.overrideReason')}
          confirmLabel={t('expenses.actions.overrideConfirm')}
          loading={act.isPending}
          onConfirm={(why) =>
            run(pending, {
              override_reason: why,
              row_version: expense.row_version,
              ...(pending === 'approve' ? withComment() : {}),
            })
          }
        />
      ) : null}
      {mode === 'reject' ? (
        <div className="space-y-2">
          <TextAreaField
            label={t('expenses.actions.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            variant="danger"
            loading={act.isPending}
            disabled={reason.trim().length < MIN_REASON}
            onClick={() => run('reject', { reason: reason.trim() })}
          >
            {t('expenses.actions.rejectConfirm')}
          </Button>
        </div>
      ) : null}
      {mode === 'pay' ? (
        <div className="space-y-3">
          <PaymentFields value={payment} onChange={setPayment} />
          <Button
            loading={act.isPending}
            disabled={!paymentReady(payment)}
            onClick={() => run('pay', paymentBody(payment))}
          >
            {t('expenses.actions.payConfirm')}
          </Button>
        </div>
      ) : null}
      {expense.can_approve && mode === 'idle' ? (
        <TextAreaField
          label={t('expenses.actions.comment')}
          hint={t('expenses.actions.commentHint')}
          value={comment}
          rows={2}
          maxLength={500}
          onChange={(e) => setComment(e.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <>
            <Button loading={act.isPending && pending === 'submit'} onClick={() => decide('submit')}>
              {t('expenses.actions.submit')}
            </Button>
            <Button variant="secondary" onClick={onEdit}>
              {t('expenses.edit')}
            </Button>
          </>
        ) : null}
        {expense.can_approve ? (
          <>
            <Button loading={act.isPending && pending === 'approve'} onClick={() => decide('approve')}>
              {t('expenses.actions.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('reject')}>
              {t('expenses.actions.reject')}
            </Button>
          </>
        ) : null}
        {expense.can_pay ? (
          <Button variant="secondary" onClick={() => setMode('pay')}>
            {t('expenses.actions.pay')}
          </Button>
        ) : null}
        {cancellable ? (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            {t('expenses.actions.cancel')}
          </Button>
        ) : null}
      </div>
      {/* Cancelling cannot be undone: asked first. */}
      <ConfirmDialog
        open={cancelling}
        title={t('expenses.actions.cancelTitle', { no: expense.invoice_no })}
        body={t('expenses.actions.cancelBody')}
        confirmLabel={t('expenses.actions.cancelConfirm')}
        busy={act.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setCancelling(false)}
      />
    </div>
  )
}
