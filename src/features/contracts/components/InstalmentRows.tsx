import { INSTALMENT_TRIGGERS } from '@contract/contracts'
import { type ReactNode, useId } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { FormField, FormLineInput } from '@/components/form'
import { BudgetCodeCombobox } from '@/features/budget'
import { useTranslationPart } from '@/lib/i18n'
import { useCan } from '@/lib/permissions'
import { blankInstalment, type ContractDraft } from './contract-draft'

/**
 * The contract's instalments as editable rows (label, trigger, percentage or amount, due date,
 * budget code), "Add instalment" under them and the running total against the value, said as it
 * changes. The server's word that they do not add up is shown with the total.
 */
export function InstalmentRows({ currency, total }: { currency: string; total: string }) {
  const { t } = useTranslation()
  const { control } = useFormContext<ContractDraft>()
  const rows = useFieldArray({ control, name: 'instalments' })
  return (
    <fieldset className="space-y-2">
      {/* The form's "Instalments" part says it on screen; the group keeps its name for screen readers. */}
      <legend className="sr-only">{t('contracts.form.instalments')}</legend>
      {rows.fields.map((row, index) => {
        const number = t('contracts.form.instalmentNumber', { number: index + 1 })
        const at = `instalments.${index}` as const
        return (
          <div
            key={row.id}
            data-testid={`instalment-${index}`}
            className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-12"
          >
            <FormLineInput
              name={`${at}.label`}
              className="sm:col-span-4"
              label={t('contracts.fields.instalmentLabel')}
              srSuffix={number}
            />
            <FormField
              name={`${at}.trigger`}
              render={({ value, onChange, error }) => (
                <RowControl
                  className="sm:col-span-3"
                  label={t('contracts.fields.trigger')}
                  number={number}
                  error={error}
                >
                  {(props) => (
                    <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
                      {INSTALMENT_TRIGGERS.map((trigger) => (
                        <option key={trigger} value={trigger}>
                          {t(`contracts.triggers.${trigger}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </RowControl>
              )}
            />
            <FormLineInput
              name={`${at}.percent`}
              className="sm:col-span-2"
              label={t('contracts.fields.percent')}
              srSuffix={number}
              inputMode="decimal"
              alignEnd
            />
            <FormLineInput
              name={`${at}.amount`}
              className="sm:col-span-3"
              label={t('contracts.fields.amountIn', { currency })}
              srSuffix={number}
              inputMode="decimal"
              alignEnd
            />
            <FormField
              name={`${at}.due_date`}
              render={({ value, onChange, error }) => (
                <RowControl
                  className="sm:col-span-4"
                  label={t('contracts.fields.dueDate')}
                  number={number}
                  error={error}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="date"
                      value={value ?? ''}
                      onChange={(event) => onChange(event.target.value)}
                    />
                  )}
                </RowControl>
              )}
            />
            <InstalmentCode at={at} number={number} />
            <div className="flex h-full items-end justify-end sm:col-span-4">
              <Button variant="ghost" size="sm" icon="close" onClick={() => rows.remove(index)}>
                {t('contracts.form.remove')}
                <span className="sr-only"> {number}</span>
              </Button>
            </div>
          </div>
        )
      })}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <Button variant="secondary" size="sm" icon="plus" onClick={() => rows.append(blankInstalment())}>
          {t('contracts.form.addInstalment')}
        </Button>
        <p className="text-sm text-ink" aria-live="polite" data-testid="instalments-total">
          {total}
        </p>
      </div>
      <FormField
        name="instalments_total"
        render={({ error }) => (error ? <p className="text-sm text-danger">{error}</p> : null)}
      />
    </fieldset>
  )
}

/**
 * An instalment's budget code: chosen among the codes of the project's current budget when the
 * user may read budgets (and a project is chosen), else typed. The server checks the code either way.
 */
function InstalmentCode({ at, number }: { at: `instalments.${number}`; number: string }) {
  const { t } = useTranslation()
  const projectId = useWatch<ContractDraft, 'project_id'>({ name: 'project_id' })
  const mayReadBudget = useCan('budget', 'GET')
  // The combobox says its placeholder and "no codes" in the budget's words.
  const worded = useTranslationPart('budget', mayReadBudget)
  const label = t('contracts.fields.budgetCode')
  if (!projectId || !mayReadBudget || !worded)
    return (
      <FormLineInput name={`${at}.budget_code`} className="sm:col-span-4" label={label} srSuffix={number} />
    )
  return (
    <FormField
      name={`${at}.budget_code`}
      render={({ value, onChange, error }) => (
        <div className="sm:col-span-4">
          <BudgetCodeCombobox
            projectId={projectId}
            label={label}
            srSuffix={number}
            value={value ?? ''}
            onChange={(code) => onChange(code)}
            error={error}
            acceptTyped
          />
        </div>
      )}
    />
  )
}

type ControlProps = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A select or date input of a row, labelled like LineInput (with its row for screen readers). */
function RowControl({
  className,
  label,
  number,
  error,
  children,
}: {
  className: string
  label: string
  number: string
  error?: string
  children: (props: ControlProps) => ReactNode
}) {
  const id = useId()
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
        <span className="sr-only"> {number}</span>
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        className: `block h-10 w-full rounded-control border bg-surface px-2 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400 ${error ? 'border-danger' : 'border-line'}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
