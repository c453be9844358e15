import { type BooksSettings, MAX_FUTURE_DAYS } from '@contract/books'
import { isAdminRole } from '@contract/codes'
import { parseMoney } from '@contract/masters/fields'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/Field'
import { InlineSettingForm } from '@/components/InlineSettingForm'
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
export function BooksSettingsPanel() {
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
  const [value, setValue] = useState(receipts === null ? '' : String(receipts / 100))
  const units = value.trim() === '' ? null : parseMoney(value, 2)
  const unreadable = value.trim() !== '' && units === null
  const save = useSaveSettings(() => t('reports.receipts.saved'))
  return (
    <InlineSettingForm
      submitLabel={t('reports.receipts.save')}
      busy={save.isPending}
      onSubmit={() => {
        if (!unreadable) save.mutate({ receipts_required_from: units })
      }}
    >
      <TextField
        className="w-56"
        inputMode="decimal"
        label={t('reports.receipts.amount')}
        hint={t('reports.receipts.hint')}
        value={value}
        error={unreadable ? t('reports.receipts.unreadable') : refusalOf(save.error)}
        onChange={(event) => setValue(event.target.value)}
      />
    </InlineSettingForm>
  )
}

function DaysForm({ days }: { days: number }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(String(days))
  const save = useSaveSettings((saved) => t('reports.ahead.saved', { count: saved.future_days_allowed }))
  return (
    <InlineSettingForm
      submitLabel={t('reports.ahead.save')}
      busy={save.isPending}
      onSubmit={() => save.mutate({ future_days_allowed: Number(value) })}
    >
      <TextField
        className="w-40"
        type="number"
        min={0}
        max={MAX_FUTURE_DAYS}
        label={t('reports.ahead.days')}
        value={value}
        error={refusalOf(save.error)}
        onChange={(event) => setValue(event.target.value)}
      />
    </InlineSettingForm>
  )
}

/** Saves some of the settings: the answer becomes the query's data, and the user is told. */
function useSaveSettings(savedMessage: (saved: BooksSettings) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBooksSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(booksKeys.settings(), saved)
      notify({ variant: 'success', message: savedMessage(saved) })
    },
  })
}

/** The server's refusal of a setting, in the user's language. */
const refusalOf = (error: Error | null) =>
  error instanceof ApiError ? errorText(error.fieldErrors[0] ?? error) : undefined
