import type { DailyBudget } from '@contract/budget'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, IconButton } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import {
  FormDialog,
  FormField,
  FormLineInput,
  FormTextAreaField,
  FormTextField,
  useAppForm,
} from '@/components/form'
import { LinesFooter } from '@/components/LinesFooter'
import { SearchCombobox } from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { checkResolver } from '@/lib/form-resolvers'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import {
  cityOptionsQuery,
  createDailyBudget,
  fetchDailyBudget,
  invalidateDailyBudgets,
  updateDailyBudget,
} from '../report-api'
import { BudgetCodeCombobox } from './BudgetCodeCombobox'
import { longDay } from './calendar'
import {
  blankLine,
  checkDraft,
  type DayDraft,
  type DayRequest,
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
  const [conflict, setConflict] = useState<'stale' | 'reloaded' | 'unique' | null>(null)
  const form = useAppForm<DayDraft, DayRequest>({
    defaultValues: draftOf(existing, currency.minor_units),
    resolver: checkResolver((draft: DayDraft) => checkDraft(draft, currency.minor_units, t)),
  })
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const draft = useWatch({ control: form.control }) as DayDraft

  const save = async (fields: DayRequest) => {
    try {
      const saved = base
        ? await updateDailyBudget(base.dailybudget_id, { ...fields, row_version: base.row_version })
        : await createDailyBudget({ ...fields, project_id: projectId, dailybudget_date: day })
      invalidateDailyBudgets(queryClient, projectId)
      notify({ variant: 'success', message: t('budgetReports.daily.saved', { title: saved.title }) })
      onClose()
    } catch (error) {
      // Saved by someone else meanwhile: the notice offers their version; what was typed stays.
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.code === 'unique' ? 'unique' : 'stale')
        if (error.fieldErrors.length === 0) return
      }
      throw error
    }
  }

  const reload = useMutation({
    mutationFn: () => fetchDailyBudget(projectId, day),
    onSuccess: (latest) => {
      setBase(latest)
      setConflict('reloaded')
      invalidateDailyBudgets(queryClient, projectId)
    },
  })

  const title = base
    ? t('budgetReports.daily.editTitle', { day: longDay(day, i18n.language) })
    : t('budgetReports.daily.newTitle', { day: longDay(day, i18n.language) })

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={(error) => serverErrors(error, form.getValues())}
      onClose={onClose}
      title={title}
      wide
      submitLabel={base ? t('budgetReports.daily.save') : t('budgetReports.daily.create')}
      before={
        <ConflictNotice
          conflict={conflict}
          theirs={base}
          format={money}
          reloading={reload.isPending}
          onReload={() => reload.mutate()}
          onUseTheirs={() => {
            form.reset(draftOf(base, currency.minor_units))
            setConflict(null)
          }}
        />
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="title" label={t('budgetReports.daily.fields.title')} maxLength={160} />
        <FormField
          name="city_id"
          render={({ value, onChange, error }) => (
            <CityField
              value={value === null ? null : { id: value, label: draft.cityLabel }}
              error={error}
              onChange={(city) => {
                onChange(city?.id ?? null)
                form.setValue('cityLabel', city?.label ?? '')
              }}
            />
          )}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('budgetReports.daily.fields.lines')}</legend>
        {lines.fields.map((line, index) => {
          const number = t('budgetReports.daily.lineNumber', { number: index + 1 })
          return (
            <div
              key={line.id}
              className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-[10rem_1fr_9rem_auto]"
            >
              <FormField
                name={`lines.${index}.budget_code`}
                render={({ value, onChange, error }) => (
                  <BudgetCodeCombobox
                    projectId={projectId}
                    label={t('budgetReports.daily.fields.code')}
                    srSuffix={number}
                    value={value}
                    error={error}
                    onChange={(code, option) => {
                      onChange(code)
                      const description = form.getValues(`lines.${index}.description`)
                      if (!description && option?.description)
                        form.setValue(`lines.${index}.description`, option.description)
                    }}
                  />
                )}
              />
              <FormLineInput
                name={`lines.${index}.description`}
                label={t('budgetReports.daily.fields.description')}
                srSuffix={number}
              />
              <FormLineInput
                name={`lines.${index}.amount`}
                label={t('budgetReports.daily.fields.amount', { currency: currency.code })}
                srSuffix={number}
                inputMode="decimal"
                alignEnd
              />
              <IconButton
                icon="close"
                className="mt-5"
                label={t('budgetReports.daily.removeLine', { number: index + 1 })}
                onClick={() => lines.remove(index)}
              />
            </div>
          )
        })}
        <LinesFooter
          addLabel={t('budgetReports.daily.addLine')}
          onAdd={() => lines.append(blankLine())}
          totalLabel={t('budgetReports.daily.runningTotal')}
          total={money(draftTotal({ ...draft, lines: draft.lines ?? [] }, currency.minor_units))}
          totalTestId="daily-total"
        />
      </fieldset>
      <FormTextAreaField name="notes" label={t('budgetReports.daily.fields.notes')} maxLength={2000} />
    </FormDialog>
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
