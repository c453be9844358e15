import { isAdminRole } from '@contract/codes'
import { Combobox } from '@headlessui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { MIN_REASON, OverrideReason } from '@/components/OverrideReason'
import {
  SearchComboboxField,
  SearchComboboxInput,
  SearchComboboxOption,
  SearchComboboxOptions,
} from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { remainingQuery } from '@/lib/budget-remaining'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { invalidateAfterMove, moveExpenses } from '../actuals-api'

type Props = {
  projectId: number
  fromCode: string
  expenseIds: number[]
  onCancel: () => void
  onMoved: () => void
}

/** The request fields this form shows errors beside; any other error shows on top. */
const FIELDS = ['to_budget_code', 'reason', 'override_reason']

/**
 * Re-books the chosen expenses onto another code (POST moveToBudget), with a reason. The move is
 * budget-checked like an approval: a Stop (409 overBudget) is shown, and an Admin may let it
 * through with a second reason, as on an expense.
 */
export function MoveExpensesForm({ projectId, fromCode, expenseIds, onCancel, onMoved }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const [code, setCode] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [reason, setReason] = useState('')
  const [overriding, setOverriding] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const options = useQuery(remainingQuery(projectId, useDeferredValue(query)))
  const money = useMoney(options.data?.currency ?? { code: 'INR', minor_units: 2 })
  const choices = (options.data?.codes ?? []).filter((figure) => figure.budget_code !== fromCode)

  const move = useMutation({
    mutationFn: (override: string | undefined) =>
      moveExpenses({
        project_id: projectId,
        expense_ids: expenseIds,
        to_budget_code: code as string,
        reason: reason.trim(),
        ...(override ? { override_reason: override } : {}),
      }),
    onSuccess: (moved) => {
      invalidateAfterMove(queryClient, projectId)
      notify({
        variant: 'success',
        message: t('actuals.lines.moved', { count: moved.moved, code: moved.to_budget_code }),
      })
      onMoved()
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path, field.message])))
    },
  })
  const failure = move.error instanceof ApiError ? move.error : null
  const overBudget = failure?.code === 'overBudget'
  const shownOnTop = move.isError && !failure?.fieldErrors.some((field) => FIELDS.includes(field.path))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing: Record<string, string> = {}
    if (!code) missing.to_budget_code = t('actuals.lines.codeRequired')
    if (reason.trim().length < MIN_REASON) missing.reason = t('actuals.lines.reasonRequired')
    setErrors(missing)
    if (Object.keys(missing).length === 0) move.mutate(undefined)
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('actuals.lines.move')}
      className="space-y-3 rounded-control border border-line p-4"
    >
      <h3 className="font-semibold text-ink">{t('actuals.lines.moveTitle', { count: expenseIds.length })}</h3>
      {shownOnTop ? (
        <Alert tone="danger" title={overBudget ? t('expenses.actions.overBudgetTitle') : undefined}>
          {move.error?.message}
          {overBudget && !isAdmin ? ` ${t('expenses.actions.askAdmin')}` : ''}
        </Alert>
      ) : null}
      <SearchComboboxField label={t('actuals.lines.toCode')} error={errors.to_budget_code}>
        <Combobox
          value={code}
          onChange={(next: string | null) => setCode(next)}
          onClose={() => setQuery('')}
          immediate
        >
          <SearchComboboxInput
            placeholder={t('actuals.lines.codePlaceholder')}
            showChoicesLabel={t('actuals.lines.showCodes')}
            invalid={Boolean(errors.to_budget_code)}
            onSearch={setQuery}
            displayValue={(value: string | null) => value ?? ''}
            className="font-mono placeholder:font-sans"
          />
          <SearchComboboxOptions
            empty={options.isSuccess && !options.isPlaceholderData && choices.length === 0}
            noChoicesText={options.isError ? t('actuals.lines.codesFailed') : t('actuals.lines.noCodes')}
          >
            {choices.map((figure) => (
              <SearchComboboxOption key={figure.budget_code} value={figure.budget_code}>
                <span className="font-mono">{figure.budget_code}</span>
                <span className="text-ink-muted"> — {figure.description}</span>
                <span className={`block text-xs ${figure.over_budget ? 'text-danger' : 'text-ink-muted'}`}>
                  {t(figure.over_budget ? 'actuals.lines.overOption' : 'actuals.lines.remainingOption', {
                    amount: money(figure.remaining),
                  })}
                </span>
              </SearchComboboxOption>
            ))}
          </SearchComboboxOptions>
        </Combobox>
      </SearchComboboxField>
      <TextAreaField
        label={t('actuals.lines.reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {overBudget && isAdmin && !overriding ? (
        <Button variant="secondary" onClick={() => setOverriding(true)}>
          {t('expenses.actions.override')}
        </Button>
      ) : null}
      {overriding ? (
        <OverrideReason
          label={t('expenses.actions.overrideReason')}
          confirmLabel={t('expenses.actions.overrideConfirm')}
          loading={move.isPending}
          error={errors.override_reason}
          blocked={reason.trim().length < MIN_REASON}
          onConfirm={(why) => move.mutate(why)}
        />
      ) : null}
      <FormActions
        onCancel={onCancel}
        submitLabel={t('actuals.lines.moveConfirm', { count: expenseIds.length })}
        busy={move.isPending && !overriding}
      />
    </form>
  )
}
