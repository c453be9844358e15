import { isAdminRole } from '@contract/codes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { autoApprovalQuery, purchaseKeys, setAutoApproval } from '../api'

/**
 * What a project does with a purchase order or expense of a type it has no levels for: by default
 * the organisation's Admins approve it (never its submitter alone); an Admin may let such
 * documents through at once.
 */
export function AutoApproval({ projectId }: { projectId: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const admin = isAdminRole(useSession().role)
  const current = useQuery(autoApprovalQuery(projectId))
  const change = useMutation({
    mutationFn: (autoApprove: boolean) => setAutoApproval(projectId, autoApprove),
    onSuccess: (saved) => {
      queryClient.setQueryData(purchaseKeys.autoApproval(projectId), saved)
      notify({
        variant: 'success',
        message: t(saved.auto_approve ? 'purchase.autoApproval.on' : 'purchase.autoApproval.off'),
      })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.notified) return
      notify({ variant: 'danger', message: error.message })
    },
  })
  if (!current.data) return null
  return (
    <div className="mb-4 rounded-card border border-line bg-surface p-4">
      <CheckboxField
        label={t('purchase.autoApproval.label')}
        hint={admin ? t('purchase.autoApproval.hint') : t('purchase.autoApproval.adminsOnly')}
        checked={current.data.auto_approve}
        disabled={!admin || change.isPending}
        onChange={(checked) => change.mutate(checked)}
      />
    </div>
  )
}
