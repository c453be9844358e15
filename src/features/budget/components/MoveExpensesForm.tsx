import { isAdminRole } from '@contract/codes'
import { Combobox } from '@headlessui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Form, FormField, FormTextAreaField, useAppForm, useFormSubmit } from '@/components/form'
import { MIN_REASON, OverrideReason } from '@/components/OverrideReason'
import {
  SearchComboboxField,
  SearchComboboxInput,
  SearchComboboxOption,
  SearchComboboxOptions,
} from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { remainingQuery } from '@/lib/budget-remaining'
import { checkResolver } from '@/lib/form-resolvers'
import type { FieldErrors } from '@/lib/forms'
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

type Values = { to_budget_code: string | null; reason: string; override_reason?: string }
type MoveRequest = { to_budget_code: string; reason: string }

/**
 * Re-books the chosen expenses onto another code (POST moveToBudget), with a reason. The move is
 * budget-checked like an approval: a Stop (409 overBudget) is shown, and an Admin may let it
 * through with a second reason, as on an expense.
 */
export function MoveExpensesForm({ projectId, fromCode, expenseIds, onCancel, onMoved }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const [query, setQuery] = useState('')
  const [overBudget, setOverBudget] = useState(false)
  const [overriding, setOverriding] = useState(false)
  /** The Admin's reason while their override is being sent. */
  const overrideReason = useRef<string | undefined>(undefined)
  const options = useQuery(remainingQuery(projectId, useDeferredValue(query)))
  const money = useMoney(options.data?.currency ?? { code: 'INR', minor_units: 2 })
  const choices = (options.data?.codes ?? []).filter((figure) => figure.budget_code !== fromCode)
  const form = useAppForm<Values, MoveRequest>({
    defaultValues: { to_budget_code: null, reason: '' },
    resolver: checkResolver((values: Values) => {
      const missing: FieldErrors = {}
      if (!values.to_budget_code) missing.to_budget_code = t('actuals.lines.codeRequired')
      if (values.reason.trim().length < MIN_REASON) missing.reason = t('actuals.lines.reasonRequired')
      if (Object.keys(missing).length) return { ok: false, errors: missing }
      return {
        ok: true,
        data: { to_budget_code: values.to_budget_code as string, reason: values.reason.trim() },
      }
    }),
  })

  const move = async (request: MoveRequest) => {
    const override = overrideReason.current
    try {
      const moved = await moveExpenses({
        project_id: projectId,
        expense_ids: expenseIds,
        ...request,
        ...(override ? { override_reason: override } : {}),
      })
      invalidateAfterMove(queryClient, projectId)
      notify({
        variant: 'success',
        message: t('actuals.lines.moved', { count: moved.moved, code: moved.to_budget_code }),
      })
      onMoved()
    } catch (error) {
      setOverBudget(error instanceof ApiError && error.code === 'overBudget')
      throw error
    }
  }

  return (
    <Form
      form={form}
      onSubmit={move}
      onCancel={onCancel}
      describeRefusal={(error) =>
        error.code === 'overBudget'
          ? {
              title: t('expenses.actions.overBudgetTitle'),
              message: isAdmin ? error.message : `${error.message} ${t('expenses.actions.askAdmin')}`,
            }
          : error.message
      }
      submitLabel={t('actuals.lines.moveConfirm', { count: expenseIds.length })}
      aria-label={t('actuals.lines.move')}
      className="space-y-3 rounded-control border border-line p-4"
    >
      <h3 className="font-semibold text-ink">{t('actuals.lines.moveTitle', { count: expenseIds.length })}</h3>
      <FormField
        name="to_budget_code"
        render={({ value, onChange, error }) => (
          <SearchComboboxField label={t('actuals.lines.toCode')} error={error}>
            <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} immediate>
              <SearchComboboxInput
                placeholder={t('actuals.lines.codePlaceholder')}
                showChoicesLabel={t('actuals.lines.showCodes')}
                invalid={Boolean(error)}
                onSearch={setQuery}
                displayValue={(chosen: string | null) => chosen ?? ''}
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
                    <span
                      className={`block text-xs ${figure.over_budget ? 'text-danger' : 'text-ink-muted'}`}
                    >
                      {t(figure.over_budget ? 'actuals.lines.overOption' : 'actuals.lines.remainingOption', {
                        amount: money(figure.remaining),
                      })}
                    </span>
                  </SearchComboboxOption>
                ))}
              </SearchComboboxOptions>
            </Combobox>
          </SearchComboboxField>
        )}
      />
      <FormTextAreaField name="reason" label={t('actuals.lines.reason')} maxLength={500} />
      {overBudget && isAdmin && !overriding ? (
        <Button variant="secondary" onClick={() => setOverriding(true)}>
          {t('expenses.actions.override')}
        </Button>
      ) : null}
      {overriding ? <OverrideSubmit reasonRef={overrideReason} /> : null}
    </Form>
  )
}

/** An Admin's override: sends the same move again with their reason for going over the budget. */
function OverrideSubmit({ reasonRef }: { reasonRef: { current: string | undefined } }) {
  const { t } = useTranslation()
  const submit = useFormSubmit()
  const [sending, setSending] = useState(false)
  return (
    <FormField
      name="override_reason"
      render={({ error }) => (
        <OverrideReason
          label={t('expenses.actions.overrideReason')}
          confirmLabel={t('expenses.actions.overrideConfirm')}
          loading={sending}
          error={error}
          onConfirm={async (why) => {
            reasonRef.current = why
            setSending(true)
            try {
              await submit()
            } finally {
              reasonRef.current = undefined
              setSending(false)
            }
          }}
        />
      )}
    />
  )
}
