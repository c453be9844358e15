import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { Holder } from '@contract/spend/petty-cash'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxField, SelectField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { notify } from '@/lib/notifications'
import { candidatesQuery, createHolder, pettyCashKeys, updateHolder } from '../api'

/** Names a team member a petty-cash holder with a float limit, or changes a holder (accounts). */
export function HolderDialog({
  holder,
  projectId,
  onClose,
}: {
  holder?: Holder
  projectId: number | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [project, setProject] = useState<number | null>(holder?.project_id ?? projectId)
  const [userId, setUserId] = useState('')
  const [limit, setLimit] = useState(holder ? formatMoney(holder.float_limit, holder.minor_units) : '')
  const [active, setActive] = useState(holder?.active ?? true)
  const candidates = useQuery({ ...candidatesQuery(project ?? 0), enabled: !holder && project !== null })
  const limitUnits = parseMoney(limit, holder?.minor_units ?? 2)
  const save = useMutation({
    mutationFn: () =>
      holder
        ? updateHolder(holder.holder_id, {
            float_limit: limitUnits ?? undefined,
            active,
            row_version: holder.row_version,
          })
        : createHolder({ project_id: project ?? 0, user_id: Number(userId), float_limit: limitUnits ?? 0 }),
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('pettyCash.holders.saved', { name: saved.user_name }) })
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.holders() })
      onClose()
    },
  })
  const ready = limitUnits !== null && limitUnits > 0 && (holder || (project !== null && userId !== ''))
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        holder
          ? t('pettyCash.holders.editTitle', { name: holder.user_name })
          : t('pettyCash.holders.newTitle')
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) save.mutate()
        }}
      >
        {save.isError ? <Alert tone="danger">{save.error.message}</Alert> : null}
        {holder ? null : (
          <>
            <ProjectPicker label={t('pettyCash.fields.project')} value={project} onChange={setProject} />
            <SelectField
              label={t('pettyCash.fields.holder')}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              disabled={project === null}
              options={[
                { value: '', label: t('pettyCash.fields.choose') },
                ...(candidates.data ?? [])
                  .filter((member) => !member.is_holder)
                  .map((member) => ({
                    value: String(member.user_id),
                    label: `${member.name} · ${member.project_role}`,
                  })),
              ]}
            />
          </>
        )}
        <TextField
          label={t('pettyCash.fields.floatLimit')}
          inputMode="decimal"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={limit && limitUnits === null ? t('pettyCash.fields.badAmount') : undefined}
        />
        {holder ? (
          <CheckboxField label={t('pettyCash.fields.active')} checked={active} onChange={setActive} />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!ready}>
            {t('pettyCash.holders.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
