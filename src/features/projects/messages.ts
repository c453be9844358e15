import type { FieldError } from '@contract/envelope'
import { issuesToErrors } from '@contract/masters/rules'
import type { TFunction } from 'i18next'
import type * as z from 'zod/mini'
import type { FieldErrors } from '@/lib/forms'

/*
 * A project form's problems in the user's language: the form's own checks and the API's answers
 * both arrive as coded field errors (the contract's issue codes and the server's rule codes), so
 * one function says them all; a code it does not know falls back to the API's English message.
 */

export function describeProjectProblem(
  problem: Pick<FieldError, 'path' | 'code' | 'message' | 'params'>,
  t: TFunction,
) {
  const field = problem.path.split('.')[0]
  const count = Number(problem.params?.count ?? 0)
  switch (problem.code) {
    case 'required':
      return field === 'user_id' ? t('projects.errors.choosePerson') : t('validation.required')
    case 'maxLength':
      return t('validation.maxLength', { count })
    case 'maxItems':
      return t('projects.errors.tooManyCities', { count })
    case 'pattern':
      return field === 'code' ? t('projects.errors.codePattern') : t('projects.errors.date')
    case 'unique':
      return t('projects.errors.codeTaken')
    case 'uniqueArchived':
      return t('projects.errors.codeTakenArchived')
    case 'refForeign':
      return t('projects.errors.refForeign')
    case 'refArchived':
      return t('projects.errors.refArchived')
    case 'dateOrder':
      return t('projects.errors.dateOrder')
    case 'date':
    case 'characters':
      return t(`validation.${problem.code}`)
    case 'alreadyMember':
      return t('projects.errors.alreadyMember')
    case 'invalid':
      // The contract's one refinement: the end date may not come before the start date.
      return field === 'end_date' ? t('projects.errors.dateOrder') : t('validation.invalid')
    default:
      return problem.message
  }
}

/** Coded field errors keyed by their field, said in the user's language. */
export function problemsByField(problems: readonly FieldError[], t: TFunction): FieldErrors {
  const byField: FieldErrors = {}
  for (const problem of problems) {
    const field = problem.path.split('.')[0] || 'form'
    byField[field] ??= describeProjectProblem(problem, t)
  }
  return byField
}

/** A form's values checked against a contract schema, with the same messages as the API's. */
export function checkProjectForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  t: TFunction,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, errors: problemsByField(issuesToErrors(result.error.issues), t) }
}
