import type { CreditNoteStatus } from '@contract/spend/credit-notes'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<CreditNoteStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'primary',
  rejected: 'danger',
  posted: 'primary',
  applied: 'success',
  refund_due: 'warning',
  refunded: 'success',
  cancelled: 'neutral',
}

/** Where a credit note is on its way from draft to applied or refunded, in words (never colour alone). */
export function CreditNoteStatusBadge({ status }: { status: CreditNoteStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`creditNotes.status.${status}`)}</Badge>
    </span>
  )
}
