import type { ExpenseStatus } from '@contract/spend/expenses'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<ExpenseStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'primary',
  rejected: 'danger',
  paid: 'success',
  cancelled: 'neutral',
}

/** Where an expense is on its way from draft to paid, in words (never colour alone). */
export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`expenses.status.${status}`)}</Badge>
    </span>
  )
}
