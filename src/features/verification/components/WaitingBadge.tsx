import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { summaryQuery } from '../api'

/** How often the count is asked again, so approvals made by others show without a reload. */
const REFRESH_MS = 60_000

/**
 * The sidebar's count of what waits on the signed-in user: purchase orders, expenses and credit
 * notes to approve, challans to verify. Loaded after the first paint (it needs the API contract); refreshed
 * every minute, when the window regains focus, and after any approval (the 'verification' keys).
 */
export default function WaitingBadge({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation()
  const summary = useQuery({ ...summaryQuery(), refetchInterval: REFRESH_MS, refetchOnWindowFocus: true })
  const data = summary.data
  const count = data
    ? data.pos_waiting +
      data.challans_waiting +
      Object.values(data.documents_waiting).reduce((sum, waiting) => sum + waiting, 0)
    : 0
  if (count === 0) return null
  const shown = count > 99 ? '99+' : String(count)
  return (
    <span
      data-testid="waiting-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-primary-600 px-1.5 text-xs font-semibold leading-5 text-white tabular-nums ${collapsed ? 'absolute -right-1 -top-1' : 'ml-auto'}`}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t('nav.waitingOnYou', { count })}</span>
    </span>
  )
}
