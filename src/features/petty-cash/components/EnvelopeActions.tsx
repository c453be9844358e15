import { envelopesApi } from '@contract/api/petty-cash'
import type { EnvelopeDetail } from '@contract/spend/petty-cash'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { callDocumentStep } from '@/lib/api'
import { pettyCashKeys } from '../api'
import { AuditForm, SendBackForm, SettleForm } from './EnvelopePanels'

/** Each step's endpoint by the key its toast and words go by: sending back is an audit's answer. */
const STEPS = {
  submit: envelopesApi.submit,
  approve: envelopesApi.approve,
  reject: envelopesApi.reject,
  cancel: envelopesApi.cancel,
  audit: envelopesApi.audit,
  sendBack: envelopesApi.audit,
  post: envelopesApi.post,
  settle: envelopesApi.settle,
}

/**
 * The shared approval buttons (a budget Stop an Admin may override), and the envelope's own
 * steps: the audit (input credit per bill) or sending it back, posting, and settling.
 */
export function EnvelopeActions({ envelope, onEdit }: { envelope: EnvelopeDetail; onEdit: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return (
    <DocumentActions<EnvelopeDetail>
      words="pettyCash.actions"
      toasts="pettyCash.toast"
      documentNo={envelope.envelope_no}
      rowVersion={envelope.row_version}
      can={{
        submit: envelope.can_submit,
        edit: envelope.can_edit,
        approve: envelope.can_approve,
        cancel: envelope.can_cancel,
      }}
      onEdit={onEdit}
      overridable
      perform={(step, body) =>
        callDocumentStep(STEPS[step as keyof typeof STEPS], envelope.envelope_id, body)
      }
      onDone={(saved) => {
        queryClient.setQueryData(pettyCashKeys.envelope(saved.envelope_id), saved)
        void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
        // The sidebar's count of what waits on the user.
        void queryClient.invalidateQueries({ queryKey: ['verification'] })
        // Posting makes the bills actual on their codes: the budget pages read them again.
        void queryClient.invalidateQueries({ queryKey: ['budget'] })
      }}
      steps={[
        {
          key: 'audit',
          label: t('pettyCash.actions.audit'),
          shown: envelope.can_audit,
          variant: 'primary',
          form: (panel) => <AuditForm {...panel} envelope={envelope} />,
        },
        {
          key: 'sendBack',
          label: t('pettyCash.actions.sendBack'),
          shown: envelope.can_send_back,
          form: (panel) => <SendBackForm {...panel} />,
        },
        { key: 'post', label: t('pettyCash.actions.post'), shown: envelope.can_post, variant: 'primary' },
        {
          key: 'settle',
          label: t('pettyCash.actions.settle'),
          shown: envelope.can_settle,
          variant: 'primary',
          form: (panel) => <SettleForm {...panel} outstanding={envelope.outstanding} />,
        },
      ]}
    />
  )
}
