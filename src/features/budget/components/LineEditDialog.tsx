import { type BudgetLine, updateBudgetLineRequestSchema } from '@contract/budget'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, fieldErrorsFrom, InvalidForm, validateForm } from '@/lib/forms'
import type { BudgetCurrency } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { budgetKeys, budgetLineQuery, updateBudgetLine } from '../api'
import { LineChangeLog } from './LineChangeLog'
import { LineConflict } from './LineConflict'
import { type ChoiceLabels, LineFormFields } from './LineFormFields'
import { changedFields, formValuesOf, type LineFormValues, updateRequestOf } from './line-form'

type Props = {
  line: BudgetLine
  currency: BudgetCurrency
  /** The line belongs to the locked original: shown with its log, not editable. */
  locked: boolean
  onClose: () => void
}

const labelsOf = (line: BudgetLine): ChoiceLabels => ({
  category: line.category_name,
  subCategory: line.sub_category_name,
  city: line.city_name,
})

/**
 * Edits one budget line and shows its change log. Only the changed fields are sent, with the
 * row_version the edit started from: when someone saved the line meanwhile (409) the user's input
 * is kept and shown beside the saved values, to apply on top of them or drop.
 */
export function LineEditDialog({ line, currency, locked, onClose }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [base, setBase] = useState(line)
  const [values, setValues] = useState<LineFormValues>(() => formValuesOf(line, currency.minor_units))
  const [labels, setLabels] = useState<ChoiceLabels>(() => labelsOf(line))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [latest, setLatest] = useState<BudgetLine | null>(null)
  const [lockedNow, setLockedNow] = useState(false)

  const changes = changedFields(formValuesOf(base, currency.minor_units), values)

  const startFrom = (saved: BudgetLine) => {
    setBase(saved)
    setValues(formValuesOf(saved, currency.minor_units))
    setLabels(labelsOf(saved))
    setLatest(null)
    setErrors({})
  }

  const save = useMutation({
    mutationFn: (rowVersion: number) => {
      const request = updateRequestOf(values, changes, rowVersion, currency.minor_units)
      const checked = validateForm(updateBudgetLineRequestSchema, request, t)
      const found: FieldErrors = checked.ok ? {} : checked.errors
      if (Number.isNaN(request.rate)) found.rate = t('budget.line.rateInvalid')
      if (Object.keys(found).length) return Promise.reject(new InvalidForm(found))
      return updateBudgetLine(line.budget_id, request)
    },
    onSuccess: (saved) => {
      startFrom(saved)
      queryClient.setQueryData(budgetKeys.line(saved.budget_id), saved)
      void queryClient.invalidateQueries({ queryKey: budgetKeys.all })
      notify({ variant: 'success', message: t('budget.line.saved', { code: saved.budget_code }) })
    },
    onError: async (error) => {
      if (error instanceof InvalidForm) return setErrors(error.errors)
      if (error instanceof ApiError && error.status === 409 && error.code === 'locked')
        return setLockedNow(true)
      if (error instanceof ApiError && error.status === 409 && error.code === 'stale') {
        // Someone saved first: fetch the line as it is now; the user's input stays as typed.
        try {
          setLatest(await queryClient.fetchQuery({ ...budgetLineQuery(line.budget_id), staleTime: 0 }))
        } catch {
          notify({ variant: 'danger', message: t('budget.conflict.reloadFailed') })
        }
        return
      }
      // 400 invalid fields, 409 a code already in this version: said beside the field.
      if (error instanceof ApiError && error.fieldErrors.length) return setErrors(fieldErrorsFrom(error))
      if (!(error instanceof ApiError && error.notified))
        notify({
          variant: 'danger',
          title: t('budget.notSaved'),
          message: error instanceof Error ? error.message : String(error),
        })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (changes.length === 0 || latest) return
    save.mutate(base.row_version)
  }
  const readOnly = locked || lockedNow

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={t(readOnly ? 'budget.line.viewTitle' : 'budget.line.editTitle', { code: base.budget_code })}
      description={t('budget.line.version', { version: base.budgetV })}
    >
      {readOnly ? (
        <div className="mb-4">
          <Alert tone={lockedNow ? 'warning' : 'info'} title={t('budget.line.lockedTitle')}>
            {t('budget.line.lockedBody')}
          </Alert>
        </div>
      ) : null}
      {latest && !readOnly ? (
        <LineConflict
          base={base}
          latest={latest}
          values={values}
          labels={labels}
          currency={currency}
          busy={save.isPending}
          onApply={() => save.mutate(latest.row_version)}
          onDiscard={() => startFrom(latest)}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <LineFormFields
          values={values}
          onChange={(patch) => {
            setValues((previous) => ({ ...previous, ...patch }))
            setErrors((previous) => {
              const next = { ...previous }
              for (const field of Object.keys(patch)) delete next[field]
              return next
            })
          }}
          labels={labels}
          onLabels={(patch) => setLabels((previous) => ({ ...previous, ...patch }))}
          errors={errors}
          currency={currency}
          disabled={readOnly}
        />
        {errors.form ? <p className="mt-3 text-sm text-danger">{errors.form}</p> : null}
        <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
          {!readOnly && changes.length > 0 ? (
            <p className="mr-auto text-sm text-ink-muted">
              {t('budget.line.changedCount', { count: changes.length })}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('budget.close')}
          </Button>
          {readOnly ? null : (
            <Button
              type="submit"
              loading={save.isPending && !latest}
              disabled={changes.length === 0 || Boolean(latest)}
            >
              {t('budget.line.save')}
            </Button>
          )}
        </div>
      </form>
      <LineChangeLog lineId={line.budget_id} currency={currency} />
    </Dialog>
  )
}
