import type { TeamMember } from '@contract/team'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { QueryState } from '@/components/QueryState'
import { formatAmount } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { clearanceQuery, clearMember, teamKeys } from '../api'

/**
 * Wrap clearance of one member: the three checks (float back, advances settled, items handed
 * back), each linking to the list that settles it, and the clear step once all are clear.
 */
export function ClearancePanel({
  member,
  mayChange,
  onClose,
}: {
  member: TeamMember
  mayChange: boolean
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const clearance = useQuery(clearanceQuery(member.member_id))
  const clear = useMutation({
    mutationFn: () => clearMember(member.member_id, member.row_version),
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('team.toast.cleared', { name: saved.name }) })
      void queryClient.invalidateQueries({ queryKey: teamKeys.all })
      onClose()
    },
  })
  return (
    <Dialog open onClose={onClose} title={t('team.clearance.title', { name: member.name })}>
      <QueryState query={clearance} loading={t('team.clearance.loading')} failed={t('team.clearance.failed')}>
        {(data) => {
          const money = (value: number) =>
            formatAmount(value, { code: data.currency_code, minor_units: data.minor_units }, i18n.language)
          const checks = [
            {
              key: 'float',
              clear: data.float.clear,
              detail: data.float.clear
                ? t('team.clearance.floatClear')
                : t('team.clearance.floatOpen', { amount: money(data.float.outstanding) }),
              link: (
                <Link to="/cashManagementView" search={{ project: member.project_id } as never}>
                  {t('team.clearance.openFloats')}
                </Link>
              ),
            },
            {
              key: 'advances',
              clear: data.advances.clear,
              detail: data.advances.clear
                ? t('team.clearance.advancesClear')
                : t('team.clearance.advancesOpen', {
                    count: data.advances.count,
                    amount: money(data.advances.open_amount),
                  }),
              link: (
                <Link
                  to="/vendorAdvanceRequestView"
                  search={
                    { project: member.project_id, vendor: data.advances.vendor_id ?? undefined } as never
                  }
                >
                  {t('team.clearance.openAdvances')}
                </Link>
              ),
            },
            {
              key: 'custody',
              clear: data.custody.clear,
              detail: data.custody.clear
                ? t('team.clearance.custodyClear')
                : t('team.clearance.custodyOpen', { count: data.custody.items }),
              link: (
                <Link to="/inventoryView" search={{ project: member.project_id } as never}>
                  {t('team.clearance.openCustody')}
                </Link>
              ),
            },
          ]
          return (
            <div className="space-y-4">
              {clear.isError ? <Alert tone="danger">{clear.error.message}</Alert> : null}
              <ul className="space-y-3" aria-label={t('team.clearance.checks')}>
                {checks.map((check) => (
                  <li key={check.key} className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-medium">
                        {check.clear ? '✓ ' : '✗ '}
                        {t(`team.clearance.${check.key}`)}
                      </p>
                      <p className="text-sm text-ink-muted">{check.detail}</p>
                    </div>
                    <span className="text-sm underline">{check.link}</span>
                  </li>
                ))}
              </ul>
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={onClose}>
                  {t('common.close')}
                </Button>
                {mayChange && member.status === 'wrapped' ? (
                  <Button disabled={!data.clear} loading={clear.isPending} onClick={() => clear.mutate()}>
                    {t('team.clearance.clear')}
                  </Button>
                ) : null}
              </div>
            </div>
          )
        }}
      </QueryState>
    </Dialog>
  )
}
