import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { ApprovalLevel } from '@contract/spend/approvals'
import type { DocumentType } from '@contract/spend/common'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxGroup, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, fieldErrorsFrom, InvalidForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { approvalMapQuery, createLevel, invalidatePurchase, projectUsersQuery, updateLevel } from '../api'

/** Adds a project's next level, or changes one: name, threshold in the project currency, approvers. */
export function LevelDialog({
  projectId,
  type,
  level,
  onClose,
}: {
  projectId: number
  type: DocumentType
  /** The level to change; a new last level when absent. */
  level?: ApprovalLevel
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const map = useQuery(approvalMapQuery(projectId))
  const users = useQuery(projectUsersQuery(projectId))
  const currency = map.data?.currency ?? { code: 'INR', minor_units: 2 }
  const [name, setName] = useState(level?.name ?? '')
  const [threshold, setThreshold] = useState(level ? formatMoney(level.threshold, currency.minor_units) : '0')
  const [approvers, setApprovers] = useState<number[]>(level?.approver_ids ?? [])
  const [errors, setErrors] = useState<FieldErrors>({})

  const save = useMutation({
    mutationFn: async () => {
      const problems: FieldErrors = {}
      const units = parseMoney(threshold, currency.minor_units)
      if (!name.trim()) problems.name = t('purchase.levels.errors.name')
      if (units === null || units < 0) problems.threshold = t('purchase.levels.errors.threshold')
      if (approvers.length === 0) problems.approver_ids = t('purchase.levels.errors.approvers')
      if (Object.keys(problems).length) throw new InvalidForm(problems)
      const body = { name: name.trim(), threshold: units ?? 0, approver_ids: approvers }
      return level
        ? updateLevel(level.level_id, body)
        : createLevel(projectId, { ...body, document_type: type })
    },
    onSuccess: (saved) => {
      invalidatePurchase(queryClient)
      notify({ variant: 'success', message: t('purchase.levels.saved', { name: saved.name }) })
      onClose()
    },
    onError: (error) => {
      setErrors(fieldErrorsFrom(error))
      if (error instanceof ApiError && !error.notified && error.status !== 400)
        setErrors({ form: error.message })
    },
  })

  return (
    <Dialog
      open
      onClose={onClose}
      title={level ? t('purchase.levels.editTitle', { name: level.name }) : t('purchase.levels.addTitle')}
      description={t('purchase.levels.dialogHint')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          save.mutate()
        }}
      >
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <TextField
          label={t('purchase.levels.fields.name')}
          value={name}
          maxLength={80}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('purchase.levels.fields.thresholdIn', { currency: currency.code })}
          hint={t('purchase.levels.thresholdHint')}
          value={threshold}
          inputMode="decimal"
          error={errors.threshold}
          onChange={(event) => setThreshold(event.target.value)}
        />
        {users.isError ? (
          <Alert tone="danger">{t('purchase.levels.usersFailed')}</Alert>
        ) : (
          <CheckboxGroup<number>
            legend={t('purchase.levels.fields.approvers')}
            hint={users.isPending ? t('purchase.levels.usersLoading') : t('purchase.levels.approversHint')}
            options={(users.data ?? []).map((user) => ({
              value: user.user_id,
              label: `${user.name} (${user.project_role})`,
            }))}
            value={approvers}
            onChange={setApprovers}
          />
        )}
        {errors.approver_ids ? <p className="text-sm text-danger">{errors.approver_ids}</p> : null}
        <FormActions
          onCancel={onClose}
          submitLabel={level ? t('purchase.levels.save') : t('purchase.levels.add')}
          busy={save.isPending}
        />
      </form>
    </Dialog>
  )
}
