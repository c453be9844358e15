import { type DprRules, type UpdateDprRulesRequest, updateDprRulesRequestSchema } from '@contract/dpr'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { Form, FormTextField, useAppForm } from '@/components/form'
import { Spinner } from '@/components/Spinner'
import { checkResolver } from '@/lib/form-resolvers'
import { type FieldErrors, type FormCheck, translateIssue } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { dprKeys, dprRulesQuery, updateDprRules } from '../api'
import { amountMessage } from '../form-values'

type RulesValues = {
  shift_minutes: string
  max_shift_minutes: string
  overtime_step_minutes: string
  overtime_percent: string
  meal_within_minutes: string
  meal_penalty: string
  meal_rate: string
}
/**
 * The meal penalty is one figure for every project of the organisation, in the minor units of the
 * project a DCR is read for; the form reads it with two decimals, as rupees and the other default
 * currencies have.
 */
const MINOR_UNITS = 2

const NUMBER_FIELDS = [
  'shift_minutes',
  'max_shift_minutes',
  'overtime_step_minutes',
  'overtime_percent',
  'meal_within_minutes',
] as const

const valuesOf = (rules: DprRules): RulesValues => ({
  shift_minutes: String(rules.shift_minutes),
  max_shift_minutes: String(rules.max_shift_minutes),
  overtime_step_minutes: String(rules.overtime_step_minutes),
  overtime_percent: String(rules.overtime_percent),
  meal_within_minutes: String(rules.meal_within_minutes),
  meal_penalty: formatMoney(rules.meal_penalty, MINOR_UNITS),
  meal_rate: formatMoney(rules.meal_rate, MINOR_UNITS),
})

function checkRules(values: RulesValues, rowVersion: number, t: TFunction): FormCheck<UpdateDprRulesRequest> {
  const errors: FieldErrors = {}
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => {
      const text = values[field].trim()
      if (!/^\d{1,6}$/.test(text)) errors[field] = text ? t('dpr.form.wholeNumber') : t('validation.required')
      return [field, Number(text)]
    }),
  )
  const amount = (field: 'meal_penalty' | 'meal_rate') => {
    const text = values[field].trim()
    const units = text ? parseMoney(text.replace(/,/g, ''), MINOR_UNITS) : null
    if (units === null) errors[field] = text ? amountMessage(t, MINOR_UNITS) : t('validation.required')
    return units ?? 0
  }
  const parsed = updateDprRulesRequestSchema.safeParse({
    ...numbers,
    meal_penalty: amount('meal_penalty'),
    meal_rate: amount('meal_rate'),
    row_version: rowVersion,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'form'
      errors[path] ??=
        issue.code === 'too_small' && issue.origin === 'number'
          ? t('dpr.form.atLeast', { count: Number(issue.minimum) })
          : issue.code === 'too_big' && issue.origin === 'number'
            ? t('dpr.form.atMost', { count: Number(issue.maximum) })
            : translateIssue(issue, t)
    }
  }
  if (Number(numbers.max_shift_minutes) < Number(numbers.shift_minutes) && !errors.max_shift_minutes) {
    errors.max_shift_minutes = t('dpr.rules.maxBelowShift')
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, data: parsed.data }
}

/**
 * The organisation's shift and meal rules that every DCR applies (GET/PUT /dpr/rules). Read-only
 * for those who may not change settings: the server would refuse them (403).
 */
export function DprRulesSection() {
  const { t } = useTranslation()
  const rules = useQuery(dprRulesQuery())
  return (
    <section
      aria-labelledby="dpr-rules-heading"
      className="rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="dpr-rules-heading" className="text-lg font-semibold text-ink">
        {t('dpr.rules.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('dpr.rules.description')}</p>
      <div className="mt-4">
        {rules.isPending ? (
          <div className="flex items-center gap-2 text-sm text-ink-muted" role="status">
            <Spinner className="size-4" />
            {t('dpr.rules.loading')}
          </div>
        ) : rules.isError ? (
          <Alert tone="danger" title={t('dpr.rules.failed')}>
            <p>{rules.error.message}</p>
            <button
              type="button"
              className="mt-1 font-medium text-link underline"
              onClick={() => void rules.refetch()}
            >
              {t('dpr.retry')}
            </button>
          </Alert>
        ) : (
          <RulesForm key={rules.data.row_version} rules={rules.data} />
        )}
      </div>
    </section>
  )
}

function RulesForm({ rules }: { rules: DprRules }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canChange = useCan('settings', 'PUT')
  const form = useAppForm<RulesValues, UpdateDprRulesRequest>({
    defaultValues: valuesOf(rules),
    resolver: checkResolver((values: RulesValues) => checkRules(values, rules.row_version, t)),
  })
  const minutes = (name: keyof RulesValues, hint?: string) => (
    <FormTextField
      name={name}
      label={t(`dpr.rules.fields.${name}`)}
      hint={hint}
      inputMode="numeric"
      readOnly={!canChange}
    />
  )
  return (
    <Form
      form={form}
      aria-label={t('dpr.rules.title')}
      readOnly={!canChange}
      submitLabel={t('dpr.rules.save')}
      cancelLabel={t('dpr.rules.reset')}
      onCancel={() => form.reset(valuesOf(rules))}
      onSubmit={async (request) => {
        const saved = await updateDprRules(request)
        queryClient.setQueryData(dprKeys.rules(), saved)
        void queryClient.invalidateQueries({ queryKey: ['dpr', 'dcr'] })
        void queryClient.invalidateQueries({ queryKey: ['dpr', 'dcrPeriod'] })
        notify({ variant: 'success', message: t('dpr.rules.saved') })
      }}
      actionsNote={canChange ? undefined : t('dpr.rules.readOnly')}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {minutes('shift_minutes', t('dpr.rules.hints.shift_minutes'))}
        {minutes('max_shift_minutes', t('dpr.rules.hints.max_shift_minutes'))}
        {minutes('overtime_step_minutes', t('dpr.rules.hints.overtime_step_minutes'))}
        {minutes('overtime_percent', t('dpr.rules.hints.overtime_percent'))}
        {minutes('meal_within_minutes', t('dpr.rules.hints.meal_within_minutes'))}
        <FormTextField
          name="meal_penalty"
          label={t('dpr.rules.fields.meal_penalty')}
          hint={t('dpr.rules.hints.meal_penalty')}
          inputMode="decimal"
          readOnly={!canChange}
        />
        <FormTextField
          name="meal_rate"
          label={t('dpr.rules.fields.meal_rate')}
          hint={t('dpr.rules.hints.meal_rate')}
          inputMode="decimal"
          readOnly={!canChange}
        />
      </div>
    </Form>
  )
}
