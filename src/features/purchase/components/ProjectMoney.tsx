import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/lib/format'
import { approvalMapQuery } from '../api'

/**
 * An amount in its project's currency, for lists that span projects (the verifier's queue). The
 * currency comes with the project's approval map, fetched once per project and cached.
 */
export function ProjectMoney({ projectId, units }: { projectId: number; units: number }) {
  const { i18n } = useTranslation()
  const map = useQuery(approvalMapQuery(projectId))
  if (!map.data) return <span className="tabular-nums">…</span>
  return <span className="tabular-nums">{formatAmount(units, map.data.currency, i18n.language)}</span>
}
