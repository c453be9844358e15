import { advancesApi } from '@contract/api/advances'
import type { AdvanceDetail } from '@contract/spend/advances'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { PaymentPanel } from '@/components/StepPanel'
import { callDocumentStep } from '@/lib/api'
import { advancesKeys } from '../api'
import { AdjustForm, ReasonForm, RefundForm } from './AdvanceStepForms'

type Step =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'pay'
  | 'adjust'
  | 'refundDue'
  | 'refund'
  | 'forfeit'
  | 'writeOff'

/**
 * The shared approval buttons (an advance is under budget control: an Admin may let a Stop
 * through), and its own steps once approved: pay, set off against an invoice, refund due, refund,
 * forfeit and write off. What shows is the server's `can` list.
 */
export function AdvanceSteps({ advance, onEdit }: { advance: AdvanceDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const can = new Set(advance.can)
  return (
    <DocumentActions<AdvanceDetail>
      words="advances.steps"
      toasts="advances.toast"
      documentNo={advance.advance_no}
      rowVersion={advance.row_version}
      can={{
        submit: can.has('submit'),
        edit: can.has('edit'),
        approve: can.has('approve'),
        cancel: can.has('cancel'),
      }}
      onEdit={onEdit}
      perform={(step, body) => callDocumentStep(advancesApi[step as Step], advance.advance_id, body)}
      onDone={(saved) => {
        queryClient.setQueryData(advancesKeys.one(saved.advance_id), saved)
        void queryClient.invalidateQueries({ queryKey: advancesKeys.lists() })
        // The sidebar's count of what waits on the user.
        void queryClient.invalidateQueries({ queryKey: ['verification'] })
      }}
      overridable
      steps={[
        {
          key: 'pay',
          label: t('advances.steps.pay'),
          shown: can.has('pay'),
          variant: 'primary',
          form: (panel) => <PaymentPanel {...panel} confirmLabel={t('advances.steps.confirm')} />,
        },
        {
          key: 'adjust',
          label: t('advances.steps.adjust'),
          shown: can.has('adjust'),
          form: (panel) => <AdjustForm advance={advance} {...panel} />,
        },
        { key: 'refundDue', label: t('advances.steps.refundDue'), shown: can.has('refund_due') },
        {
          key: 'refund',
          label: t('advances.steps.refund'),
          shown: can.has('refund'),
          form: (panel) => <RefundForm advance={advance} {...panel} />,
        },
        {
          key: 'forfeit',
          label: t('advances.steps.forfeit'),
          shown: can.has('forfeit'),
          variant: 'danger',
          form: (panel) => <ReasonForm {...panel} />,
        },
        {
          key: 'writeOff',
          label: t('advances.steps.writeOff'),
          shown: can.has('write_off'),
          variant: 'danger',
          form: (panel) => <ReasonForm {...panel} />,
        },
      ]}
    />
  )
}
