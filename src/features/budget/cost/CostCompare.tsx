import type { BudgetCurrency } from '@contract/budget'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { useMoney } from '@/lib/money'
import { LoadFailed, LoadingBlock } from '../reports/shared'
import { costCompareQuery } from './cost-api'

/** The codes whose estimated final cost moved since a kept week, then and now. */
export function CostCompare({
  projectId,
  snapshotId,
  currency,
}: {
  projectId: number
  snapshotId: number
  currency: BudgetCurrency
}) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const compare = useQuery(costCompareQuery(projectId, snapshotId))
  if (compare.isPending) return <LoadingBlock />
  if (compare.isError) return <LoadFailed error={compare.error} onRetry={() => void compare.refetch()} />
  const { rows, from_week, from_totals, to_totals } = compare.data
  const moved = rows.filter((row) => row.efc_change !== 0)
  const change = to_totals.efc - from_totals.efc
  return (
    <section className="space-y-3" aria-labelledby="cost-compare-heading">
      <h3 id="cost-compare-heading" className="text-base font-semibold text-ink">
        {t('budgetReports.cost.compareHeading', { week: from_week })}
      </h3>
      <p className="text-sm text-ink-muted">
        {t('budgetReports.cost.compareTotals', {
          before: money(from_totals.efc),
          now: money(to_totals.efc),
          change: `${change > 0 ? '+' : ''}${money(change)}`,
        })}
      </p>
      {moved.length === 0 ? (
        <EmptyState icon="check" title={t('budgetReports.cost.compareNone')} />
      ) : (
        <PlainTable
          caption={t('budgetReports.cost.compareHeading', { week: from_week })}
          columns={[
            { key: 'code', header: t('budgetReports.columns.code') },
            { key: 'description', header: t('budgetReports.columns.description') },
            { key: 'then', header: t('budgetReports.cost.efcThen'), align: 'end' },
            { key: 'now', header: t('budgetReports.cost.efcNow'), align: 'end' },
            { key: 'change', header: t('budgetReports.cost.efcChange'), align: 'end' },
          ]}
        >
          {moved.map((row) => (
            <tr key={row.budget_code} className={plainRow}>
              <td className={`${plainCell()} font-medium whitespace-nowrap`}>{row.budget_code}</td>
              <td className={plainCell()}>{row.description}</td>
              <td className={`${plainCell('end')} tabular-nums whitespace-nowrap`}>{money(row.from.efc)}</td>
              <td className={`${plainCell('end')} tabular-nums whitespace-nowrap`}>{money(row.to.efc)}</td>
              <td
                className={`${plainCell('end')} tabular-nums whitespace-nowrap ${row.efc_change > 0 ? 'font-medium text-danger' : 'text-success'}`}
              >
                {row.efc_change > 0 ? '+' : ''}
                {money(row.efc_change)}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
    </section>
  )
}
