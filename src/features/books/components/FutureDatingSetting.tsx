import { MAX_FUTURE_DAYS } from '@contract/books'
import { isAdminRole } from '@contract/codes'
import { parseMoney } from '@contract/masters/fields'
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
 * The organisation's booking rules: how far ahead of today documents may be dated, and from what
 * amount bills and invoices need their receipt (the server refuses the rest). Everyone reads them;
 * Admins change them.
 */
export function FutureDatingSetting() {
  const { t, i18n } = useTranslation()
  const settings = useQuery(booksSettingsQuery())
  const isAdmin = isAdminRole(useSession((state) => state.role))
  if (settings.isPending) return <p className="text-sm text-ink-muted">{t('reports.ahead.loading')}</p>
  if (settings.isError) return <p className="text-sm text-danger">{t('reports.ahead.failed')}</p>
  const { future_days_allowed: days, latest_date: latest, receipts_required_from: receipts } = settings.data
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        {t('reports.ahead.latest', { count: days, date: formatDate(latest, i18n.language) })}
      </p>
      {isAdmin ? <DaysForm key={days} days={days} /> : null}
      <p className="text-sm text-ink-muted">
        {receipts === null
          ? t('reports.receipts.none')
          : t('reports.receipts.from', { amount: amountText(receipts, i18n.language) })}
      </p>
      {isAdmin ? <ReceiptsForm key={receipts ?? 'none'} receipts={receipts} /> : null}
    </div>
  )
}

/** An amount of minor units in any project's currency (two decimals), grouped as the language does. */
const amountText = (units: number, language: string) =>
  (units / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The amount from which bills and invoices need a receipt; empty: none is required. */
function ReceiptsForm({ receipts }: { receipts: number | null }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(receipts === null ? '' : String(receipts / 100))
  const units = value.trim() === '' ? null : parseMoney(value, 2)
  const save = useMutation({
    mutationFn: () => saveBooksSettings({ receipts_required_from: units }),
    onSuccess: (saved) => {
      queryClient.setQueryData(booksKeys.settings(), saved)
      notify({ variant: 'success', message: t('reports.receipts.saved') })
    },
  })
  const error = save.error instanceof ApiError ? save.error : undefined
  const unreadable = value.trim() !== '' && units === null
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!unreadable) save.mutate()
      }}
    >
      <TextField
        className="w-56"
        inputMode="decimal"
        label={t('reports.receipts.amount')}
        hint={t('reports.receipts.hint')}
        value={value}
        error={
          unreadable
            ? t('reports.receipts.unreadable')
            : error
              ? errorText(error.fieldErrors[0] ?? error)
              : undefined
        }
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('reports.receipts.save')}
      </Button>
    </form>
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
