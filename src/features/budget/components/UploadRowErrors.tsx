import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import type { ApiError } from '@/lib/api-error'
import { fieldName } from './field-names'

const SHOWN_ROWS = 200

type RowProblem = { key: string; line: number | null; field: string; problem: string }

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Codes the API gives a refused file and its rows (contract/budget-upload.ts), said in the user's language. */
const PROBLEM_CODES = new Set([
  'required',
  'budgetCode',
  'duplicateCode',
  'unknownCategory',
  'unknownSubCategory',
  'unknownCity',
  'yesNo',
  'quantity',
  'money',
  'rateOrAmount',
  'amountMismatch',
  'maxLength',
  'missingColumns',
])
/** `rows.12.rate` → line 12, field rate; anything else (`file`) is about the whole file. */
function problemsOf(error: ApiError, t: TFunction): RowProblem[] {
  return error.fieldErrors.map((fieldError, index) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(fieldError.path)
    const known = fieldError.code && PROBLEM_CODES.has(fieldError.code)
    return {
      key: `${fieldError.path}-${index}`,
      line: match ? Number(match[1]) : null,
      field: match ? (match[2] as string) : fieldError.path,
      // The line has its own column; the message need not repeat it.
      problem: known
        ? t(`budget.upload.problems.${fieldError.code}`, { ...fieldError.params })
        : capitalized(fieldError.message.replace(/^Line \d+:\s*/, '')),
    }
  })
}

/** Why a budget file was refused: the summary, then a row per problem (line, column, problem). */
export function UploadRowErrors({ error }: { error: ApiError }) {
  const { t } = useTranslation()
  const problems = problemsOf(error, t)
  return (
    <section aria-label={t('budget.upload.errorsCaption')} className="space-y-3">
      <Alert tone="danger" title={t('budget.upload.nothingUploaded')}>
        {error.message}
      </Alert>
      {problems.length ? (
        <div className="max-h-72 overflow-auto rounded-control border border-line">
          <PlainTable
            caption={t('budget.upload.errorsCaption')}
            stickyHeader
            columns={[
              { key: 'line', header: t('budget.upload.line') },
              { key: 'field', header: t('budget.upload.column') },
              { key: 'problem', header: t('budget.upload.problem') },
            ]}
          >
            {problems.slice(0, SHOWN_ROWS).map((problem) => (
              <tr key={problem.key} className={`${plainRow} align-top`}>
                <td className={`${plainCell()} tabular-nums text-ink-muted`}>{problem.line ?? '—'}</td>
                <td className={`${plainCell()} font-medium`}>{fieldName(problem.field, t)}</td>
                <td className={`${plainCell()} text-danger`}>{problem.problem}</td>
              </tr>
            ))}
          </PlainTable>
        </div>
      ) : null}
      {problems.length > SHOWN_ROWS ? (
        <p className="text-xs text-ink-muted">
          {t('budget.upload.moreProblems', { shown: SHOWN_ROWS, count: problems.length })}
        </p>
      ) : null}
    </section>
  )
}
