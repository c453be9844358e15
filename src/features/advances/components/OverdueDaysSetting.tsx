import { advancesApi } from '@contract/api/advances'
import { isAdminRole } from '@contract/codes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/Field'
import { InlineSettingForm } from '@/components/InlineSettingForm'
import { callApi } from '@/lib/api'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { advancesKeys } from '../api'

/** The organisation's "advance unadjusted after N days" alert: Admins change it here. */
export function OverdueDaysSetting({ days }: { days: number }) {
  const { t } = useTranslation()
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const queryClient = useQueryClient()
  const [value, setValue] = useState(String(days))
  const save = useMutation({
    mutationFn: async () =>
      (await callApi(advancesApi.saveSettings, { body: { overdue_days: Number(value) } })).data,
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('advances.settings.saved', { count: saved.overdue_days }) })
      void queryClient.invalidateQueries({ queryKey: advancesKeys.lists() })
    },
  })
  if (!isAdmin) return null
  return (
    <InlineSettingForm
      submitLabel={t('advances.settings.save')}
      busy={save.isPending}
      onSubmit={() => save.mutate()}
    >
      <TextField
        className="w-28"
        type="number"
        min={1}
        max={3650}
        label={t('advances.settings.days')}
        value={value}
        error={save.error instanceof ApiError ? save.error.message : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
    </InlineSettingForm>
  )
}
