import type { UpdateBudgetControlsRequest } from '@contract/spend/actuals'
import { BUDGET_CONTROL_ACTIONS, type BudgetControlAction } from '@contract/spend/common'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { SelectField } from '@/components/Field'
import { Spinner } from '@/components/Spinner'
import { budgetControlsQuery, budgetRemainingKeys, saveBudgetControls } from '@/lib/budget-remaining'
import { notify } from '@/lib/notifications'

/**
 * Budget controls (GET/PUT /v2/budget/controls): per document type, what happens when it would
 * take a code past its budget. Offered to those who may change settings (Admins, Admin Manager).
 */
export function BudgetControlsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  // The one cache every reader shares (the expense preview, the PO form): a save updates them all.
  const controls = useQuery(budgetControlsQuery())
  const [draft, setDraft] = useState<UpdateBudgetControlsRequest>({})
  const save = useMutation({
    mutationFn: () => saveBudgetControls(draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(budgetRemainingKeys.controls(), saved)
      notify({ variant: 'success', message: t('actuals.controls.saved') })
      onClose()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  const options = BUDGET_CONTROL_ACTIONS.map((action) => ({
    value: action,
    label: t(`actuals.controls.${action}`),
  }))
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('actuals.controls.title')}
      description={t('actuals.controls.description')}
    >
      {controls.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> {t('actuals.controls.loading')}
        </p>
      ) : controls.isError ? (
        <Alert tone="danger">{controls.error.message}</Alert>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          {save.isError ? <Alert tone="danger">{save.error.message}</Alert> : null}
          {(['po', 'expense'] as const).map((type) => (
            <SelectField
              key={type}
              label={t(`actuals.controls.${type}`)}
              value={draft[type] ?? controls.data[type]}
              onChange={(event) => setDraft({ ...draft, [type]: event.target.value as BudgetControlAction })}
              options={options}
            />
          ))}
          <FormActions onCancel={onClose} submitLabel={t('actuals.controls.save')} busy={save.isPending} />
        </form>
      )}
    </Dialog>
  )
}
