import type { ApprovalLevel } from '@contract/spend/approvals'
import type { DocumentType } from '@contract/spend/common'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { Card } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { useMoney } from '@/lib/money'
import { approvalMapQuery, levelsQuery } from '../api'

/** A project's levels of one document type in order, with an action per level. */
export function LevelsTable({
  projectId,
  type,
  action,
  emptyAction,
}: {
  projectId: number
  type: DocumentType
  action: (level: ApprovalLevel) => ReactNode
  emptyAction?: ReactNode
}) {
  const { t } = useTranslation()
  const levels = useQuery(levelsQuery(projectId, type))
  const map = useQuery(approvalMapQuery(projectId))
  const money = useMoney(map.data?.currency ?? { code: 'INR', minor_units: 2 })
  if (levels.isPending)
    return (
      <div className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner className="size-4" /> {t('purchase.levels.loading')}
      </div>
    )
  if (levels.isError)
    return (
      <Alert tone="danger" title={t('purchase.levels.failed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void levels.refetch()}>
          {t('purchase.retry')}
        </Button>
      </Alert>
    )
  if (levels.data.length === 0)
    return (
      <EmptyState icon="shield" title={t('purchase.levels.empty')} action={emptyAction}>
        {t(`purchase.levels.emptyBody.${type}`)}
      </EmptyState>
    )
  return (
    <Card className="overflow-x-auto p-0">
      <PlainTable
        caption={t(`purchase.levels.caption.${type}`)}
        columns={[
          { key: 'no', header: t('purchase.levels.fields.levelNo') },
          { key: 'name', header: t('purchase.levels.fields.name') },
          { key: 'threshold', header: t('purchase.levels.fields.threshold'), align: 'end' },
          { key: 'approvers', header: t('purchase.levels.fields.approvers') },
          { key: 'actions', header: t('purchase.actions'), hidden: true, align: 'end' },
        ]}
      >
        {levels.data.map((level) => (
          <tr key={level.level_id} className={plainRow}>
            <td className={plainCell()}>{level.level_no}</td>
            <td className={`${plainCell()} font-medium`}>{level.name}</td>
            <td className={`${plainCell('end')} tabular-nums`}>
              {t('purchase.levels.from', { amount: money(level.threshold) })}
            </td>
            <td className={plainCell()}>{level.approver_names.join(', ')}</td>
            <td className={plainCell('end')}>{action(level)}</td>
          </tr>
        ))}
      </PlainTable>
    </Card>
  )
}
