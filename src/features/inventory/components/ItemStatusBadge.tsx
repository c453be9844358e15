import type { ItemStatus } from '@contract/inventory'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'

const TONES: Record<ItemStatus, 'neutral' | 'success' | 'warning' | 'danger' | 'primary'> = {
  in_store: 'success',
  issued: 'primary',
  repair: 'warning',
  lost: 'danger',
  damaged: 'danger',
  disposed: 'neutral',
  booked: 'neutral',
  on_hire: 'primary',
  returned: 'warning',
  inspected: 'success',
  closed: 'neutral',
}

/** Where an item is on its way (in store, issued, on hire…), in words (never colour alone). */
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`inventory.status.${status}`)}</Badge>
    </span>
  )
}
