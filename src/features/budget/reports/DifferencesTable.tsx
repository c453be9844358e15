import type { BUDGET_CHANGES, BudgetCompare, BudgetDifference } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Badge } from '@/components/Segmented'
import { useMoney } from '@/lib/money'

export type ChangeKind = (typeof BUDGET_CHANGES)[number]

const CHANGE_TONE: Record<ChangeKind, 'success' | 'danger' | 'warning' | 'neutral'> = {
  added: 'success',
  removed: 'danger',
  changed: 'warning',
  same: 'neutral',
}

/** One row per budget code that differs: what happened to it, both amounts and the variance. */
export function DifferencesTable({
  compare,
  differences,
}: {
  compare: BudgetCompare
  differences: BudgetDifference[]
}) {
  const { t } = useTranslation()
  const money = useMoney(compare.currency)
  const amount = (units: number | null) => (units === null ? '—' : money(units))
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <PlainTable
        caption={t('budgetReports.compare.caption', { from: compare.from, to: compare.to })}
        columns={[
          { key: 'code', header: t('budgetReports.columns.code') },
          { key: 'change', header: t('budgetReports.compare.change') },
          { key: 'description', header: t('budgetReports.columns.description') },
          { key: 'category', header: t('budgetReports.columns.category') },
          {
            key: 'from',
            header: t('budgetReports.compare.fromVersion', { version: compare.from }),
            align: 'end',
          },
          { key: 'to', header: t('budgetReports.compare.toVersion', { version: compare.to }), align: 'end' },
          { key: 'variance', header: t('budgetReports.compare.variance'), align: 'end' },
          { key: 'fields', header: t('budgetReports.compare.fields') },
        ]}
      >
        {differences.map((difference) => (
          <tr key={difference.budget_code} className={plainRow} data-change={difference.change}>
            <td className={`${plainCell()} font-mono text-xs font-medium`}>{difference.budget_code}</td>
            <td className={plainCell()}>
              <Badge tone={CHANGE_TONE[difference.change]}>
                {t(`budgetReports.change.${difference.change}`)}
              </Badge>
            </td>
            <td className={plainCell()}>{difference.description}</td>
            <td className={`${plainCell()} text-ink-muted`}>{difference.category_name ?? '—'}</td>
            <td className={`${plainCell('end')} tabular-nums whitespace-nowrap`}>
              {amount(difference.from_amount)}
            </td>
            <td className={`${plainCell('end')} tabular-nums whitespace-nowrap`}>
              {amount(difference.to_amount)}
            </td>
            <td
              className={`${plainCell('end')} tabular-nums whitespace-nowrap font-medium ${
                difference.variance > 0
                  ? 'text-danger'
                  : difference.variance < 0
                    ? 'text-success'
                    : 'text-ink-muted'
              }`}
            >
              {difference.variance > 0 ? '+' : ''}
              {money(difference.variance)}
            </td>
            <td className={`${plainCell()} text-xs text-ink-muted`}>
              {difference.fields
                .map((field) => t(`budgetReports.fields.${field}`, { defaultValue: field }))
                .join(', ') || '—'}
            </td>
          </tr>
        ))}
      </PlainTable>
    </div>
  )
}
