import type { DprStatus } from '@contract/dpr'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<DprStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  locked: 'primary',
  superseded: 'neutral',
}

/** Where a report is on its way from draft to locked, in words (never colour alone). */
export function DprStatusBadge({ status }: { status: DprStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`dpr.status.${status}`)}</Badge>
    </span>
  )
}
