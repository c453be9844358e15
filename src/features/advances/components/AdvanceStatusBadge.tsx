import type { AdvanceStatus } from '@contract/spend/advances'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<AdvanceStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'primary',
  rejected: 'danger',
  cancelled: 'neutral',
  paid: 'primary',
  part_adjusted: 'warning',
  adjusted: 'success',
  refund_due: 'warning',
  refunded: 'success',
  forfeited: 'danger',
  written_off: 'danger',
}

/** Where an advance is on its way from draft to settled, in words (never colour alone). */
export function AdvanceStatusBadge({ status }: { status: AdvanceStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`advances.status.${status}`)}</Badge>
    </span>
  )
}
