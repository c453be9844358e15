import { floatsApi } from '@contract/api/petty-cash'
import type { FloatDetail } from '@contract/spend/petty-cash'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { PaymentPanel } from '@/components/StepPanel'
import { callDocumentStep } from '@/lib/api'
import { useMoney } from '@/lib/money'
import { pettyCashKeys } from '../api'
import { ReturnForm } from './FloatPanels'

/** Each step's endpoint by the key its toast and words go by (`return` is the returnCash call). */
const STEPS = {
  submit: floatsApi.submit,
  approve: floatsApi.approve,
  reject: floatsApi.reject,
  cancel: floatsApi.cancel,
  disburse: floatsApi.disburse,
  return: floatsApi.returnCash,
  close: floatsApi.close,
}

/**
 * The shared approval buttons, and the float's own steps once approved: disburse it (a payment),
 * start an envelope of bills against it, record cash handed back, close it.
 */
export function FloatActions({
  float,
  onEdit,
  onNewEnvelope,
}: {
  float: FloatDetail
  onEdit: () => void
  onNewEnvelope: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney({ code: float.currency_code, minor_units: float.minor_units })
  const open = float.kind === 'float' && (float.status === 'disbursed' || float.status === 'closing')
  return (
    <DocumentActions<FloatDetail>
      words="pettyCash.actions"
      toasts="pettyCash.toast"
      documentNo={float.float_no}
      rowVersion={float.row_version}
      can={{ submit: float.can_submit, approve: float.can_approve, cancel: float.can_cancel }}
      perform={(step, body) => callDocumentStep(STEPS[step as keyof typeof STEPS], float.float_id, body)}
      onDone={(saved) => {
        queryClient.setQueryData(pettyCashKeys.float(saved.float_id), saved)
        void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
        // The sidebar's count of what waits on the user.
        void queryClient.invalidateQueries({ queryKey: ['verification'] })
      }}
      steps={[
        // The request's own words ("Change the request"), not the envelope's "Change the bills".
        { key: 'edit', label: t('pettyCash.actions.editRequest'), shown: float.can_edit, onClick: onEdit },
        {
          key: 'disburse',
          label: t('pettyCash.actions.disburse'),
          shown: float.can_disburse,
          variant: 'primary',
          form: (panel) => (
            <PaymentPanel
              {...panel}
              confirmLabel={t('pettyCash.actions.disburseConfirm', { amount: money(float.amount) })}
            />
          ),
        },
        {
          key: 'newEnvelope',
          label: t('pettyCash.actions.newEnvelope'),
          shown: open,
          onClick: onNewEnvelope,
        },
        {
          key: 'return',
          label: t('pettyCash.actions.return'),
          shown: float.can_return,
          form: (panel) => <ReturnForm {...panel} minorUnits={float.minor_units} />,
        },
        { key: 'close', label: t('pettyCash.actions.close'), shown: float.can_close, variant: 'primary' },
      ]}
    />
  )
}
