import { isAccountsRole } from '@contract/codes'
import type { PendingLevel } from '@contract/spend/common'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'
import { useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'primary'
const TONES: Record<string, Tone> = {
  draft: 'neutral',
  submitted: 'warning',
  approved: 'primary',
  rejected: 'danger',
  cancelled: 'neutral',
  disbursed: 'success',
  closing: 'warning',
  closed: 'neutral',
  posted: 'success',
  reimbursed: 'success',
  topped_up: 'success',
}

/** Where a float or envelope is, in words (never colour alone). */
export function PettyCashStatus({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status] ?? 'neutral'}>{t(`pettyCash.status.${status}`)}</Badge>
    </span>
  )
}

/** Whether the caller keeps the books: a finance role with petty cash "change" (the server decides). */
export function useAccounts() {
  const role = useSession((state) => state.role)
  const mayChange = useCan('pcr', 'PUT')
  return mayChange && isAccountsRole(role)
}

/** Label–value pairs of a document, two columns from a tablet's width up. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Who it waits on. */
export function Waiting({ level }: { level: PendingLevel | null }) {
  const { t } = useTranslation()
  if (!level) return null
  return (
    <p>
      {t(level.level_no === 0 ? 'pettyCash.detail.waitingAdmins' : 'pettyCash.detail.waiting', {
        level: level.level_no,
        name: level.name,
        approvers: level.approver_names.join(', '),
      })}
    </p>
  )
}
