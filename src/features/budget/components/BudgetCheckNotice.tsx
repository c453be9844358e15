import type { BudgetCheck } from '@contract/spend/common'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'

/**
 * What the budget check recorded on a document (PO, expense, envelope, advance): the codes it takes
 * past their budget and, when an Admin let it through a Stop, who and why. Nothing when within budget.
 */
export function BudgetCheckNotice({ check }: { check: BudgetCheck | null }) {
  const { t } = useTranslation()
  if (!check?.over_codes.length) return null
  return (
    <Alert tone="warning" title={t('actuals.check.title')}>
      {t('actuals.check.overCodes', { codes: check.over_codes.join(', ') })}
      {check.override_reason
        ? ` ${t('actuals.check.overridden', { name: check.override_by_name ?? '—', reason: check.override_reason })}`
        : ''}
    </Alert>
  )
}
