import type { FieldError } from '@contract/envelope'
import { MASTERS, type MasterKey } from '@contract/masters/definitions'
import type { Field } from '@contract/masters/fields'
import type { TFunction } from 'i18next'

type Coded = Pick<FieldError, 'message' | 'code' | 'params'> & { path?: string }

/** Codes said by `masters.errors.<code>`. */
export const FIELD_MESSAGE_CODES = new Set([
  'type',
  'range',
  'decimal',
  'min',
  'max',
  'choice',
  'refForeign',
  'refArchived',
  'refParent',
  'unknownField',
  'notFound',
  'sameAs',
  'wholeNumber',
  'amount',
  'yesNo',
  'archivedRecord',
  'rate',
  'date',
  'rateExists',
])
/** Codes of a master's own rules, said by `masters.rules.<code>`. */
export const RULE_CODES = new Set([
  'panInGstin',
  'gstSplit',
  'igstRate',
  'choiceOptions',
  'optionsOnlyForChoice',
])

/**
 * A problem the API (or the form's own check) reports, in the user's language: by its code where
 * it has one, by the English message where it does not.
 */
export function describeProblem(key: MasterKey, problem: Coded, t: TFunction): string {
  const params = problem.params ?? {}
  const fieldKey = problem.path?.split('.')[0] ?? ''
  const field = (MASTERS[key].fields as Record<string, Field>)[fieldKey]
  switch (problem.code) {
    case 'required':
      return params.label
        ? t('masters.errors.customRequired', { label: params.label })
        : t('validation.required')
    case 'maxLength':
      return t('validation.maxLength', { count: Number(params.count) })
    case 'minLength':
      return t('validation.minLength', { count: Number(params.count) })
    case 'email':
      return t('validation.email')
    case 'characters':
      return t('validation.characters')
    case 'pattern': {
      const pattern =
        field && 'pattern' in field ? field.pattern?.code : field?.kind === 'code' ? 'code' : undefined
      return pattern ? t(`masters.patterns.${pattern}`) : t('validation.invalid')
    }
    case 'unique':
    case 'uniqueArchived': {
      const text = t(`masters.${key}.unique.${params.rule ?? 0}`)
      return problem.code === 'uniqueArchived' ? `${text} ${t('masters.errors.uniqueArchived')}` : text
    }
    case 'number':
      return t('masters.errors.customNumber', { label: params.label })
    default:
      if (problem.code && RULE_CODES.has(problem.code)) return t(`masters.rules.${problem.code}`)
      if (problem.code === 'choice' && params.label) {
        return t('masters.errors.customChoice', { label: params.label, values: params.values })
      }
      if (problem.code === 'date' && params.label)
        return t('masters.errors.customDate', { label: params.label })
      if (problem.code && FIELD_MESSAGE_CODES.has(problem.code)) {
        return t(`masters.errors.${problem.code}`, { ...params, values: params.values ?? '' })
      }
      return problem.message
  }
}

/** Field problems keyed like the form's fields (`name`, `custom.12`), in the user's language. */
export function problemsByField(key: MasterKey, problems: readonly FieldError[], t: TFunction) {
  const byField: Record<string, string> = {}
  for (const problem of problems) {
    const path = problem.path.startsWith('custom.') ? problem.path : (problem.path.split('.')[0] ?? 'form')
    byField[path] ??= describeProblem(key, problem, t)
  }
  return byField
}
