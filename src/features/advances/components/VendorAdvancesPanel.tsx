import { useTranslation } from 'react-i18next'
import { useTranslationPart } from '@/lib/i18n'
import { useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'
import { VendorBalances } from './VendorBalances'

/**
 * On the vendor's own screen (/vendorView): its unadjusted advances and deposits beside what it is
 * owed, for whoever may see advances while the organisation has them switched on.
 */
export default function VendorAdvancesPanel({ recordId }: { recordId: number }) {
  const on = useSession((state) => state.flags.advance_isActive)
  const mayRead = useCan('var', 'GET')
  const ready = useTranslationPart('spend', on && mayRead)
  if (!on || !mayRead || !ready) return null
  return <Panel vendorId={recordId} />
}

function Panel({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="vendor-balances" className="mt-6 border-t border-line pt-4">
      <h3 id="vendor-balances" className="mb-2 text-sm font-semibold text-ink">
        {t('advances.vendor.title')}
      </h3>
      <VendorBalances
        vendorId={vendorId}
        empty={<p className="text-sm text-ink-muted">{t('advances.vendor.nothingOpen')}</p>}
      />
    </section>
  )
}
