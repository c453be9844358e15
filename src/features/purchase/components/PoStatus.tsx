import type { ChallanStatus, PoStatus } from '@contract/spend/purchase-orders'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const PO_TONES = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
} as const
const CHALLAN_TONES = { pending: 'warning', verified: 'success', rejected: 'danger' } as const

export function PoStatusBadge({ status }: { status: PoStatus }) {
  const { t } = useTranslation()
  return <Badge tone={PO_TONES[status]}>{t(`purchase.status.${status}`)}</Badge>
}

export function ChallanStatusBadge({ status }: { status: ChallanStatus }) {
  const { t } = useTranslation()
  return <Badge tone={CHALLAN_TONES[status]}>{t(`purchase.challan.status.${status}`)}</Badge>
}
