import type { ApprovalLevel } from '@contract/spend/approvals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { invalidatePurchase, removeLevel } from '../api'
import { LevelsScope, useLevelsScope } from '../levels/LevelsScope'
import { LevelsTable } from '../levels/LevelsTable'

/** /removeLevel: the levels with a Remove button; what waits on a removed level moves on. */
export default function RemoveLevelPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const scope = useLevelsScope()
  const [removing, setRemoving] = useState<ApprovalLevel | null>(null)
  const remove = useMutation({
    mutationFn: (level: ApprovalLevel) => removeLevel(level.level_id),
    onSuccess: (_, level) => {
      invalidatePurchase(queryClient)
      notify({ variant: 'success', message: t('purchase.levels.removed', { name: level.name }) })
      setRemoving(null)
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('purchase.levels.removeFailed'), message: error.message })
      setRemoving(null)
    },
  })
  return (
    <>
      <PageHeader
        title={t('purchase.levels.removePageTitle')}
        description={t('purchase.levels.removePageDescription')}
      />
      <LevelsScope scope={scope} />
      {scope.projectId ? (
        <LevelsTable
          projectId={scope.projectId}
          type={scope.type}
          action={(level) => (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              aria-label={t('purchase.levels.removeNamed', { name: level.name })}
              onClick={() => setRemoving(level)}
            >
              {t('purchase.levels.remove')}
            </Button>
          )}
        />
      ) : (
        <EmptyState icon="folder" title={t('purchase.chooseProject')} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('purchase.levels.confirmTitle', { name: removing?.name ?? '' })}
        body={t('purchase.levels.confirmBody', { number: removing?.level_no ?? 0 })}
        confirmLabel={t('purchase.levels.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}
