import { isAdminRole } from '@contract/codes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON } from '@/components/OverrideReason'
import { ApiError } from '@/lib/api-error'
import { useDateTime } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { dutyExceptionQuery, purchaseKeys, setDutyException } from '../api'

/**
 * Separation of duties on the project: by default nobody takes two steps of one document (submit
 * and approve, audit and approve, two levels, ask for and disburse a float). An organisation with
 * one accountant may have an Admin waive it, with a reason every such step repeats in its trail.
 */
export function DutyException({ projectId }: { projectId: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const admin = isAdminRole(useSession().role)
  const dateTime = useDateTime()
  const current = useQuery(dutyExceptionQuery(projectId))
  const [reason, setReason] = useState('')
  const change = useMutation({
    mutationFn: (next: string | null) => setDutyException(projectId, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(purchaseKeys.dutyException(projectId), saved)
      setReason('')
      notify({
        variant: 'success',
        message: t(saved.reason ? 'purchase.dutyException.waived' : 'purchase.dutyException.restored'),
      })
    },
  })
  const error = change.error instanceof ApiError && !change.error.notified ? change.error.message : null
  if (!current.data) return null
  const waived = current.data.reason
  return (
    <section
      aria-labelledby="duty-exception-title"
      className="mb-4 space-y-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="duty-exception-title" className="font-semibold text-ink">
        {t('purchase.dutyException.title')}
      </h2>
      {waived ? (
        <Alert tone="warning" title={t('purchase.dutyException.waivedTitle')}>
          {t('purchase.dutyException.waivedBy', {
            name: current.data.granted_by_name ?? '—',
            at: current.data.granted_at ? dateTime(current.data.granted_at) : '—',
          })}{' '}
          “{waived}”
        </Alert>
      ) : (
        <p className="text-sm text-ink-muted">{t('purchase.dutyException.holds')}</p>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {!admin ? (
        <p className="text-sm text-ink-muted">{t('purchase.dutyException.adminsOnly')}</p>
      ) : waived ? (
        <Button variant="secondary" loading={change.isPending} onClick={() => change.mutate(null)}>
          {t('purchase.dutyException.restore')}
        </Button>
      ) : (
        <div className="space-y-2">
          <TextAreaField
            label={t('purchase.dutyException.reason')}
            hint={t('purchase.dutyException.hint')}
            value={reason}
            rows={2}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="secondary"
            loading={change.isPending}
            disabled={reason.trim().length < MIN_REASON}
            onClick={() => change.mutate(reason.trim())}
          >
            {t('purchase.dutyException.waive')}
          </Button>
        </div>
      )}
    </section>
  )
}
