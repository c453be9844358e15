import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { formatDate } from '@/lib/format'
import { ChallanDialog } from './ChallanDialog'
import { ChallanPhotos } from './ChallanPhotos'
import { ChallanStatusBadge } from './PoStatus'

/** The goods received against the PO: each challan with its status and photos, and "Record challan". */
export function ChallanSection({ po }: { po: PurchaseOrder }) {
  const { t, i18n } = useTranslation()
  const [recording, setRecording] = useState(false)
  const [photosOf, setPhotosOf] = useState<number | null>(null)
  return (
    <section aria-labelledby="po-challans" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="po-challans" className="text-sm font-semibold text-ink">
          {t('purchase.challan.sectionTitle')}
        </h3>
        {po.can_record_challan ? (
          <Button size="sm" icon="truck" onClick={() => setRecording(true)}>
            {t('purchase.challan.recordButton')}
          </Button>
        ) : null}
      </div>
      {po.challans.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('purchase.challan.none')}</p>
      ) : (
        <ul className="space-y-2">
          {po.challans.map((challan) => (
            <li key={challan.challan_id} className="rounded-control border border-line p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <strong>{challan.challan_no}</strong>
                <ChallanStatusBadge status={challan.status} />
                <span className="text-ink-muted">
                  {t('purchase.challan.receivedBy', {
                    date: formatDate(challan.received_on, i18n.language),
                    receiver: challan.receiver,
                  })}
                </span>
              </div>
              <p className="mt-1 text-ink-muted">
                {challan.lines.map((line) => `${line.description}: ${line.quantity}`).join(' · ')}
              </p>
              {challan.verified_by_name ? (
                <p className="mt-1 text-ink-muted">
                  {t(`purchase.challan.decidedBy.${challan.status}`, { name: challan.verified_by_name })}
                </p>
              ) : null}
              {challan.rejection_reason ? (
                <p className="mt-1 text-danger">“{challan.rejection_reason}”</p>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                className="mt-1"
                aria-expanded={photosOf === challan.challan_id}
                onClick={() => setPhotosOf(photosOf === challan.challan_id ? null : challan.challan_id)}
              >
                {t('purchase.challan.photos', {
                  count: challan.attachment_count,
                  number: challan.challan_no,
                })}
              </Button>
              {photosOf === challan.challan_id ? (
                <div className="mt-2">
                  <ChallanPhotos challanId={challan.challan_id} canUpload={po.can_record_challan} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {recording ? <ChallanDialog po={po} onClose={() => setRecording(false)} /> : null}
    </section>
  )
}
