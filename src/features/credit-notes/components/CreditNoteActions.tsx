import { creditNotesApi } from '@contract/api/credit-notes'
import type { CreditNoteDetail } from '@contract/spend/credit-notes'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { PaymentPanel } from '@/components/StepPanel'
import { callDocumentStep } from '@/lib/api'
import { creditNotesKeys } from '../api'

type Step = 'submit' | 'approve' | 'reject' | 'cancel' | 'post' | 'apply' | 'refundDue' | 'refund'

/**
 * The shared approval buttons, and the credit note's own steps after approval: post, apply to
 * what is owed or mark a refund due, record the refund (date, mode, reference).
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
  return (
    <DocumentActions<CreditNoteDetail>
      words="creditNotes.actions"
      toasts="creditNotes.toast"
      documentNo={creditNote.cn_no}
      rowVersion={creditNote.row_version}
      can={{
        submit: creditNote.can_edit,
        edit: creditNote.can_edit,
        approve: creditNote.can_approve,
        cancel: creditNote.can_cancel,
      }}
      onEdit={onEdit}
      perform={(step, body) =>
        callDocumentStep(creditNotesApi[step as Step], creditNote.credit_note_id, body)
      }
      onDone={(saved) => {
        queryClient.setQueryData(creditNotesKeys.one(saved.credit_note_id), saved)
        void queryClient.invalidateQueries({ queryKey: creditNotesKeys.lists() })
        void queryClient.invalidateQueries({ queryKey: ['creditNotes', 'creditable'] })
        // The sidebar's count of what waits on the user.
        void queryClient.invalidateQueries({ queryKey: ['verification'] })
        // Posting moves the code's actual: the budget pages read it again.
        void queryClient.invalidateQueries({ queryKey: ['budget'] })
      }}
      steps={[
        { key: 'post', label: t('creditNotes.actions.post'), shown: creditNote.can_post, variant: 'primary' },
        {
          key: 'apply',
          label: t('creditNotes.actions.apply'),
          shown: creditNote.can_apply,
          variant: 'primary',
        },
        {
          key: 'refundDue',
          label: t('creditNotes.actions.refundDue'),
          shown: creditNote.can_mark_refund_due,
        },
        {
          key: 'refund',
          label: t('creditNotes.actions.refund'),
          shown: creditNote.can_refund,
          form: (panel) => (
            <PaymentPanel
              {...panel}
              confirmLabel={t('creditNotes.actions.refundConfirm')}
              dateLabel={t('creditNotes.fields.refundedOn')}
              bodyOf={({ paid_on, ...paid }) => ({ refunded_on: paid_on, ...paid })}
            />
          ),
        },
      ]}
    />
  )
}
