import { type DailyBudget, dailyBudgetListResponseSchema } from '@contract/budget'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, IconButton } from '@/components/Button'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { LineInput } from '@/components/LineInput'
import { LinesFooter } from '@/components/LinesFooter'
import { SearchCombobox } from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { InvalidForm } from '@/lib/forms'
import { getJson } from '@/lib/http'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { cityOptionsQuery, createDailyBudget, invalidateDailyBudgets, updateDailyBudget } from '../report-api'
import { BudgetCodeCombobox } from './BudgetCodeCombobox'
import { longDay } from './calendar'
import {
  blankLine,
  checkDraft,
  type DayDraft,
  type DraftErrors,
  draftOf,
  draftTotal,
  serverErrors,
} from './draft'

type Props = {
  projectId: number
  day: string
  /** The day's budget when it has one: the dialog edits it. */
  existing: DailyBudget | undefined
  currency: BudgetCurrency
  onClose: () => void
}

/**
 * Creates or edits one shoot day's budget. An edit sends the row_version it started from; when
 * someone else saved the day meanwhile (409 stale) the user's input stays, and reloading takes
 * their version's row_version so that saving applies this user's changes on top of theirs.
 */
export function DailyBudgetDialog({ projectId, day, existing, currency, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney(currency)
  const [base, setBase] = useState(existing)
  const [draft, setDraft] = useState<DayDraft>(() => draftOf(existing, currency.minor_units))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [conflict, setConflict] = useState<'stale' | 'reloaded' | 'unique' | null>(null)

  const save = useMutation({
    mutationFn: async () => {
      const checked = checkDraft(draft, currency.minor_units, t)
      if (!checked.ok) throw new InvalidForm(checked.errors)
      return base
        ? updateDailyBudget(base.dailybudget_id, { ...checked.fields, row_version: base.row_version })
        : createDailyBudget({ ...checked.fields, project_id: projectId, dailybudget_date: day })
    },
    onSuccess: (saved) => {
      invalidateDailyBudgets(queryClient, projectId)
      notify({ variant: 'success', message: t('budgetReports.daily.saved', { title: saved.title }) })
      onClose()
    },
    onError: (error: unknown) => {
      if (error instanceof InvalidForm) {
        setErrors(error.errors)
        return
      }
      setErrors(serverErrors(error, draft))
      if (error instanceof ApiError && error.status === 409)
        setConflict(error.code === 'unique' ? 'unique' : 'stale')
      else if (error instanceof ApiError && !error.notified && error.status !== 400)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })

  const reload = useMutation({
    mutationFn: async () => {
      const params = new URLSearchParams({ project_id: String(projectId), dailybudget_date: day })
      return (await getJson(`v2/dailybudget?${params}`, dailyBudgetListResponseSchema)).data[0]
    },
    onSuccess: (latest) => {
      setBase(latest)
      setConflict('reloaded')
      invalidateDailyBudgets(queryClient, projectId)
    },
  })

  const setLine = (index: number, patch: Partial<DayDraft['lines'][number]>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }))
  const title = base
    ? t('budgetReports.daily.editTitle', { day: longDay(day, i18n.language) })
    : t('budgetReports.daily.newTitle', { day: longDay(day, i18n.language) })

  return (
    <Dialog open onClose={onClose} title={title} wide>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          save.mutate()
        }}
      >
        <ConflictNotice
          conflict={conflict}
          theirs={base}
          format={money}
          reloading={reload.isPending}
          onReload={() => reload.mutate()}
          onUseTheirs={() => {
            setDraft(draftOf(base, currency.minor_units))
            setConflict(null)
          }}
        />
        {errors.form || errors.dailybudget_date ? (
          <Alert tone="danger">{errors.form ?? errors.dailybudget_date}</Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('budgetReports.daily.fields.title')}
            value={draft.title}
            maxLength={160}
            error={errors.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <CityField
            value={draft.cityId === null ? null : { id: draft.cityId, label: draft.cityLabel }}
            error={errors.city_id}
            onChange={(city) =>
              setDraft({ ...draft, cityId: city?.id ?? null, cityLabel: city?.label ?? '' })
            }
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('budgetReports.daily.fields.lines')}</legend>
          {draft.lines.map((line, index) => {
            const number = t('budgetReports.daily.lineNumber', { number: index + 1 })
            return (
              <div
                key={line.key}
                className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-[10rem_1fr_9rem_auto]"
              >
                <BudgetCodeCombobox
                  projectId={projectId}
                  label={t('budgetReports.daily.fields.code')}
                  srSuffix={number}
                  value={line.budget_code}
                  error={errors[`lines.${index}.budget_code`]}
                  onChange={(code, option) =>
                    setLine(index, {
                      budget_code: code,
                      description: line.description || option?.description || '',
                    })
                  }
                />
                <LineInput
                  label={t('budgetReports.daily.fields.description')}
                  srSuffix={number}
                  value={line.description}
                  error={errors[`lines.${index}.description`]}
                  onChange={(value) => setLine(index, { description: value })}
                />
                <LineInput
                  label={t('budgetReports.daily.fields.amount', { currency: currency.code })}
                  srSuffix={number}
                  value={line.amount}
                  inputMode="decimal"
                  error={errors[`lines.${index}.amount`]}
                  onChange={(value) => setLine(index, { amount: value })}
                  alignEnd
                />
                <IconButton
                  icon="close"
                  className="mt-5"
                  label={t('budgetReports.daily.removeLine', { number: index + 1 })}
                  onClick={() => setDraft({ ...draft, lines: draft.lines.filter((_, at) => at !== index) })}
                />
              </div>
            )
          })}
          <LinesFooter
            addLabel={t('budgetReports.daily.addLine')}
            onAdd={() => setDraft({ ...draft, lines: [...draft.lines, blankLine()] })}
            totalLabel={t('budgetReports.daily.runningTotal')}
            total={money(draftTotal(draft, currency.minor_units))}
            totalTestId="daily-total"
          />
        </fieldset>
        <TextAreaField
          label={t('budgetReports.daily.fields.notes')}
          value={draft.notes}
          maxLength={2000}
          error={errors.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={base ? t('budgetReports.daily.save') : t('budgetReports.daily.create')}
          busy={save.isPending}
        />
      </form>
    </Dialog>
  )
}

function CityField({
  value,
  error,
  onChange,
}: {
  value: { id: number; label: string } | null
  error?: string
  onChange: (city: { id: number; label: string } | null) => void
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const cities = useQuery(cityOptionsQuery(search))
  const label = t('budgetReports.daily.fields.city')
  return (
    <SearchCombobox
      label={label}
      value={value}
      onChange={onChange}
      choices={cities.data ?? []}
      loaded={cities.isSuccess && !cities.isPlaceholderData}
      onSearch={setQuery}
      placeholder={t('budgetReports.daily.cityPlaceholder')}
      noChoicesText={t('budgetReports.daily.noCities')}
      showChoicesLabel={t('budgetReports.daily.showCities')}
      error={error ?? (cities.isError ? t('budgetReports.daily.citiesFailed') : undefined)}
    />
  )
}

function ConflictNotice({
  conflict,
  theirs,
  format,
  reloading,
  onReload,
  onUseTheirs,
}: {
  conflict: 'stale' | 'reloaded' | 'unique' | null
  theirs: DailyBudget | undefined
  format: (units: number) => string
  reloading: boolean
  onReload: () => void
  onUseTheirs: () => void
}) {
  const { t } = useTranslation()
  if (conflict === 'stale' || conflict === 'unique')
    return (
      <Alert tone="warning" title={t(`budgetReports.daily.conflict.${conflict}`)}>
        <p>{t('budgetReports.daily.conflict.kept')}</p>
        <Button
          variant="secondary"
          size="sm"
          icon="refresh"
          className="mt-2"
          loading={reloading}
          onClick={onReload}
        >
          {t('budgetReports.daily.conflict.reload')}
        </Button>
      </Alert>
    )
  if (conflict === 'reloaded' && theirs)
    return (
      <Alert tone="info" title={t('budgetReports.daily.conflict.reloaded')}>
        <p>
          {t('budgetReports.daily.conflict.theirs', { title: theirs.title, total: format(theirs.total) })}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onUseTheirs}>
          {t('budgetReports.daily.conflict.useTheirs')}
        </Button>
      </Alert>
    )
  return null
}
