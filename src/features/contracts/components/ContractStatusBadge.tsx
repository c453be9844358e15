import type { ContractStatus } from '@contract/contracts'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<ContractStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'primary',
  rejected: 'danger',
  cancelled: 'neutral',
  sent: 'primary',
  partly_signed: 'warning',
  executed: 'success',
  expiring: 'warning',
  expired: 'neutral',
  terminated: 'danger',
  amended: 'neutral',
  renewed: 'neutral',
}

/** Where a contract is on its way from draft to executed (or ended), in words (never colour alone). */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`contracts.status.${status}`)}</Badge>
    </span>
  )
}
