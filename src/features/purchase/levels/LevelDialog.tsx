import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { ApprovalLevel } from '@contract/spend/approvals'
import type { DocumentType } from '@contract/spend/common'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { FormCheckboxGroup, FormDialog, FormTextField, useAppForm } from '@/components/form'
import { checkResolver } from '@/lib/form-resolvers'
import type { FieldErrors } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { approvalMapQuery, createLevel, invalidatePurchase, projectUsersQuery, updateLevel } from '../api'

type Values = { name: string; threshold: string; approver_ids: number[] }
type LevelRequest = { name: string; threshold: number; approver_ids: number[] }

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
  const form = useAppForm<Values, LevelRequest>({
    defaultValues: {
      name: level?.name ?? '',
      threshold: level ? formatMoney(level.threshold, currency.minor_units) : '0',
      approver_ids: level?.approver_ids ?? [],
    },
    resolver: checkResolver((values: Values) => {
      const problems: FieldErrors = {}
      const units = parseMoney(values.threshold, currency.minor_units)
      if (!values.name.trim()) problems.name = t('purchase.levels.errors.name')
      if (units === null || units < 0) problems.threshold = t('purchase.levels.errors.threshold')
      if (values.approver_ids.length === 0) problems.approver_ids = t('purchase.levels.errors.approvers')
      if (Object.keys(problems).length) return { ok: false, errors: problems }
      return {
        ok: true,
        data: { name: values.name.trim(), threshold: units ?? 0, approver_ids: values.approver_ids },
      }
    }),
  })

  const save = async (body: LevelRequest) => {
    const saved = level
      ? await updateLevel(level.level_id, body)
      : await createLevel(projectId, { ...body, document_type: type })
    invalidatePurchase(queryClient)
    notify({ variant: 'success', message: t('purchase.levels.saved', { name: saved.name }) })
    onClose()
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      title={level ? t('purchase.levels.editTitle', { name: level.name }) : t('purchase.levels.addTitle')}
      description={t('purchase.levels.dialogHint')}
      submitLabel={level ? t('purchase.levels.save') : t('purchase.levels.add')}
    >
      <FormTextField name="name" label={t('purchase.levels.fields.name')} maxLength={80} />
      <FormTextField
        name="threshold"
        label={t('purchase.levels.fields.thresholdIn', { currency: currency.code })}
        hint={t('purchase.levels.thresholdHint')}
        inputMode="decimal"
      />
      {users.isError ? (
        <Alert tone="danger">{t('purchase.levels.usersFailed')}</Alert>
      ) : (
        <FormCheckboxGroup<number>
          name="approver_ids"
          legend={t('purchase.levels.fields.approvers')}
          hint={users.isPending ? t('purchase.levels.usersLoading') : t('purchase.levels.approversHint')}
          options={(users.data ?? []).map((user) => ({
            value: user.user_id,
            label: `${user.name} (${user.project_role})`,
          }))}
        />
      )}
    </FormDialog>
  )
}
