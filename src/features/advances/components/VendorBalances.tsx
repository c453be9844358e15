import { advancesApi } from '@contract/api/advances'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api'
import { formatAmount } from '@/lib/format'

/**
 * The chosen vendor's unadjusted advances and deposits beside what it is owed (approved, unpaid);
 * `empty` is shown when nothing is open (nothing at all by default).
 */
export function VendorBalances({ vendorId, empty = null }: { vendorId: number; empty?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const summary = useQuery({
    queryKey: ['advances', 'vendor', vendorId],
    queryFn: async () => (await callApi(advancesApi.vendorSummary, { params: { id: vendorId } })).data,
  })
  if (!summary.data) return null
  if (!summary.data.totals.length) return <>{empty}</>
  return (
    <dl
      aria-label={t('advances.vendor.title')}
      className="mb-4 flex flex-wrap gap-x-8 gap-y-2 rounded border border-line p-3 text-sm"
    >
      {summary.data.totals.flatMap((total) => {
        const money = (units: number) =>
          formatAmount(units, { code: total.currency_code, minor_units: total.minor_units }, i18n.language)
        return [
          [t('advances.vendor.advances'), money(total.advances_open)],
          [t('advances.vendor.deposits'), money(total.deposits_open)],
          [t('advances.vendor.payables'), money(total.payables)],
        ].map(([label, value]) => (
          <div key={`${total.currency_code}-${label}`}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))
      })}
    </dl>
  )
}
