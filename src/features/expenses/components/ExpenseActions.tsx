import { expensesApi } from '@contract/api/expenses'
import type { ExpenseDetail } from '@contract/spend/expenses'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { PaymentPanel } from '@/components/StepPanel'
import { callDocumentStep } from '@/lib/api'
import { expensesKeys } from '../api'

type Step = 'submit' | 'approve' | 'reject' | 'cancel' | 'pay'

/**
 * The shared approval buttons (the expense's budget control may stop a submission, which an Admin
 * may override), and the expense's own step once approved: record its payment.
 */
export function ExpenseActions({ expense, onEdit }: { expense: ExpenseDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return (
    <DocumentActions<ExpenseDetail>
      words="expenses.actions"
      toasts="expenses.toast"
      documentNo={expense.invoice_no}
      rowVersion={expense.row_version}
      can={{
        submit: expense.can_edit,
        edit: expense.can_edit,
        approve: expense.can_approve,
        cancel: expense.can_cancel,
      }}
      onEdit={onEdit}
      perform={(step, body) => callDocumentStep(expensesApi[step as Step], expense.expense_id, body)}
      onDone={(saved) => {
        queryClient.setQueryData(expensesKeys.one(saved.expense_id), saved)
        void queryClient.invalidateQueries({ queryKey: expensesKeys.lists() })
        // The sidebar's count of what waits on the user.
        void queryClient.invalidateQueries({ queryKey: ['verification'] })
      }}
      numberOf={(saved) => saved.invoice_no}
      overridable
      steps={[
        {
          key: 'pay',
          label: t('expenses.actions.pay'),
          shown: expense.can_pay,
          form: (panel) => <PaymentPanel {...panel} confirmLabel={t('expenses.actions.payConfirm')} />,
        },
      ]}
    />
  )
}
