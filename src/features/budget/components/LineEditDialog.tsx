import {
  type BudgetLine,
  type UpdateBudgetLineRequest,
  updateBudgetLineRequestSchema,
} from '@contract/budget'
import { useQueryClient } from '@tanstack/react-query'
import { type ComponentProps, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { FormDialog, useAppForm, useFormSubmit } from '@/components/form'
import { ApiError } from '@/lib/api-error'
import { checkResolver } from '@/lib/form-resolvers'
import { validateForm } from '@/lib/forms'
import type { BudgetCurrency } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { budgetKeys, budgetLineQuery, updateBudgetLine } from '../api'
import { LineChangeLog } from './LineChangeLog'
import { LineConflict } from './LineConflict'
import { type ChoiceLabels, LineFormFields } from './LineFormFields'
import { changedFields, formValuesOf, type LineFormValues, rebasedValues, updateRequestOf } from './line-form'

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
  const units = currency.minor_units
  const [base, setBase] = useState(line)
  const [labels, setLabels] = useState<ChoiceLabels>(() => labelsOf(line))
  /** Someone saved the line first: the line this edit started from, and the line as now saved. */
  const [conflict, setConflict] = useState<{ original: BudgetLine; saved: BudgetLine } | null>(null)
  const [lockedNow, setLockedNow] = useState(false)
  const form = useAppForm<LineFormValues, UpdateBudgetLineRequest>({
    defaultValues: formValuesOf(line, units),
    // While a newer save is shown, the only way to send is to apply the changes on top of it.
    resolver: checkResolver((values: LineFormValues) => {
      const changes = changedFields(formValuesOf(base, units), values)
      const request = updateRequestOf(values, changes, base.row_version, units)
      const checked = validateForm(updateBudgetLineRequestSchema, request, t)
      if (!Number.isNaN(request.rate)) return checked
      return {
        ok: false,
        errors: { ...(checked.ok ? {} : checked.errors), rate: t('budget.line.rateInvalid') },
      }
    }),
  })
  const values = useWatch({ control: form.control }) as LineFormValues
  const changes = changedFields(formValuesOf(base, units), values)

  const startFrom = (saved: BudgetLine) => {
    setBase(saved)
    form.reset(formValuesOf(saved, units))
    setLabels(labelsOf(saved))
    setConflict(null)
  }

  /** The form moves onto the saved line, keeping only what this user changed. */
  const rebaseOnto = (saved: BudgetLine) => {
    const edited = form.getValues()
    const mine = changedFields(formValuesOf(base, units), edited)
    form.reset(rebasedValues(formValuesOf(base, units), edited, formValuesOf(saved, units)))
    setLabels((typed) => ({
      category: mine.includes('category_id') ? typed.category : saved.category_name,
      subCategory: mine.includes('sub_category_id') ? typed.subCategory : saved.sub_category_name,
      city: mine.includes('city_id') ? typed.city : saved.city_name,
    }))
    setConflict({ original: base, saved })
    setBase(saved)
  }

  const save = async (request: UpdateBudgetLineRequest) => {
    try {
      const saved = await updateBudgetLine(line.budget_id, request)
      startFrom(saved)
      queryClient.setQueryData(budgetKeys.line(saved.budget_id), saved)
      void queryClient.invalidateQueries({ queryKey: budgetKeys.all })
      notify({ variant: 'success', message: t('budget.line.saved', { code: saved.budget_code }) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'locked') {
        setLockedNow(true)
        return
      }
      if (error instanceof ApiError && error.status === 409 && error.code === 'stale') {
        // Someone saved first: fetch the line as it is now; the user's changes stay as typed.
        try {
          rebaseOnto(await queryClient.fetchQuery({ ...budgetLineQuery(line.budget_id), staleTime: 0 }))
        } catch {
          notify({ variant: 'danger', message: t('budget.conflict.reloadFailed') })
        }
        return
      }
      // 400 invalid fields, 409 a code already in this version: said beside the field.
      throw error
    }
  }
  const readOnly = locked || lockedNow

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      wide
      onClose={onClose}
      title={t(readOnly ? 'budget.line.viewTitle' : 'budget.line.editTitle', { code: base.budget_code })}
      description={t('budget.line.version', { version: base.budgetV })}
      before={
        readOnly ? (
          <div className="mb-4">
            <Alert tone={lockedNow ? 'warning' : 'info'} title={t('budget.line.lockedTitle')}>
              {t('budget.line.lockedBody')}
            </Alert>
          </div>
        ) : null
      }
      after={<LineChangeLog lineId={line.budget_id} currency={currency} />}
      cancelLabel={t('budget.close')}
      submitLabel={t('budget.line.save')}
      readOnly={readOnly}
      submitDisabled={changes.length === 0 || Boolean(conflict)}
      actionsNote={
        !readOnly && changes.length > 0 ? t('budget.line.changedCount', { count: changes.length }) : undefined
      }
      className="space-y-6"
    >
      {conflict && !readOnly ? (
        <ConflictInForm
          base={conflict.original}
          latest={conflict.saved}
          values={values}
          labels={labels}
          currency={currency}
          busy={form.formState.isSubmitting}
          onDiscard={() => startFrom(conflict.saved)}
        />
      ) : null}
      <LineFormFields
        labels={labels}
        onLabels={(patch) => setLabels((previous) => ({ ...previous, ...patch }))}
        currency={currency}
        disabled={readOnly}
      />
    </FormDialog>
  )
}

/** The conflict panel inside the form, whose "apply my changes" sends the form on top of the latest. */
function ConflictInForm(props: Omit<ComponentProps<typeof LineConflict>, 'onApply'>) {
  const submit = useFormSubmit()
  return <LineConflict {...props} onApply={() => void submit()} />
}
