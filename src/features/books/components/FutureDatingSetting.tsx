import { MAX_FUTURE_DAYS } from '@contract/books'
import { isAdminRole } from '@contract/codes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { booksKeys, booksSettingsQuery, saveBooksSettings } from '../api'

/**
 * How far ahead of today documents may be dated (the server refuses the rest): the latest date
 * for everyone, and for Admins the number of days to change.
 */
export function FutureDatingSetting() {
  const { t, i18n } = useTranslation()
  const settings = useQuery(booksSettingsQuery())
  const isAdmin = isAdminRole(useSession((state) => state.role))
  if (settings.isPending) return <p className="text-sm text-ink-muted">{t('reports.ahead.loading')}</p>
  if (settings.isError) return <p className="text-sm text-danger">{t('reports.ahead.failed')}</p>
  const { future_days_allowed: days, latest_date: latest } = settings.data
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        {t('reports.ahead.latest', { count: days, date: formatDate(latest, i18n.language) })}
      </p>
      {isAdmin ? <DaysForm key={days} days={days} /> : null}
    </div>
  )
}

function DaysForm({ days }: { days: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(String(days))
  const save = useMutation({
    mutationFn: () => saveBooksSettings({ future_days_allowed: Number(value) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(booksKeys.settings(), saved)
      notify({ variant: 'success', message: t('reports.ahead.saved', { count: saved.future_days_allowed }) })
    },
  })
  const error = save.error instanceof ApiError ? save.error : undefined
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <TextField
        className="w-40"
        type="number"
        min={0}
        max={MAX_FUTURE_DAYS}
        label={t('reports.ahead.days')}
        value={value}
        error={error ? errorText(error.fieldErrors[0] ?? error) : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('reports.ahead.save')}
      </Button>
    </form>
  )
}
