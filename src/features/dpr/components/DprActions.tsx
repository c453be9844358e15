import { dprApi } from '@contract/api/dpr'
import type { Dpr } from '@contract/dpr'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DocumentActions } from '@/components/DocumentActions'
import { callDocumentStep } from '@/lib/api'
import { afterDprWrite } from '../api'
import { ReviseDprDialog } from './ReviseDprDialog'

type Step = 'submit' | 'approve' | 'reject' | 'cancel' | 'lock'

/**
 * The shared approval buttons, and the report's own steps: lock (asked first, it is final) and
 * revise with a reason, which opens the new draft's form. Nothing shows when the caller may do nothing.
 */
export function DprActions({ dpr }: { dpr: Dpr }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [revising, setRevising] = useState(false)

  const anything =
    dpr.can_edit || dpr.can_submit || dpr.can_approve || dpr.can_cancel || dpr.can_lock || dpr.can_revise
  if (!anything) return null
  return (
    <>
      <DocumentActions<Dpr>
        words="dpr.actions"
        toasts="dpr.toast"
        documentNo={dpr.dpr_no}
        rowVersion={dpr.row_version}
        can={{ submit: dpr.can_submit, edit: dpr.can_edit, approve: dpr.can_approve, cancel: dpr.can_cancel }}
        onEdit={() => void navigate({ to: '/dprForm', search: { id: dpr.dpr_id } })}
        perform={(step, body) => callDocumentStep(dprApi[step as Step], dpr.dpr_id, body)}
        onDone={(saved) => afterDprWrite(queryClient, saved)}
        steps={[
          {
            key: 'lock',
            label: t('dpr.actions.lock'),
            shown: dpr.can_lock,
            confirm: {
              title: t('dpr.actions.lockTitle', { no: dpr.dpr_no }),
              body: t('dpr.actions.lockBody'),
              label: t('dpr.actions.lockConfirm'),
            },
          },
          {
            key: 'revise',
            label: t('dpr.actions.revise'),
            shown: dpr.can_revise,
            onClick: () => setRevising(true),
          },
        ]}
      />
      <ReviseDprDialog dpr={dpr} open={revising} onClose={() => setRevising(false)} />
    </>
  )
}
