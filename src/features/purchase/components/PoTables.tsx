import type { BudgetImpact } from '@contract/spend/common'
import type { PoLine } from '@contract/spend/purchase-orders'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'

type Money = (units: number) => string

/*
 * Both fit a laptop's dialog without scrolling sideways: the lines put quantity × rate in one
 * cell, the budget shows one card per code. On a phone the lines scroll inside their box.
 */

/** The PO's lines with what was received (verified challans) and invoiced on each. */
export function PoLinesTable({ lines, money }: { lines: PoLine[]; money: Money }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-control border border-line">
      <PlainTable
        caption={t('purchase.detail.lines')}
        columns={[
          { key: 'code', header: t('purchase.fields.code') },
          { key: 'description', header: t('purchase.fields.description') },
          { key: 'quantity', header: t('purchase.detail.quantityRate'), align: 'end' },
          { key: 'amount', header: t('purchase.fields.amount'), align: 'end' },
          { key: 'received', header: t('purchase.fields.received'), align: 'end' },
          { key: 'invoiced', header: t('purchase.fields.invoiced'), align: 'end' },
        ]}
      >
        {lines.map((line) => (
          <tr key={line.po_line_id} className={plainRow}>
            <td className={`${plainCell()} whitespace-nowrap font-mono`}>{line.budget_code}</td>
            <td className={plainCell()}>{line.description}</td>
            <td className={`${plainCell('end')} tabular-nums`}>
              {line.quantity} {line.unit ?? ''} × {money(line.rate)}
            </td>
            <td className={`${plainCell('end')} tabular-nums`}>{money(line.amount)}</td>
            <td className={`${plainCell('end')} tabular-nums`}>
              {line.received_quantity} {line.unit ?? ''}
            </td>
            <td className={`${plainCell('end')} tabular-nums`}>{money(line.invoiced)}</td>
          </tr>
        ))}
      </PlainTable>
    </div>
  )
}

/** Each code's budget, committed, actual and remaining now and after this PO (for budget readers). */
export function BudgetImpactTable({ impacts, money }: { impacts: BudgetImpact[]; money: Money }) {
  const { t } = useTranslation()
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('purchase.detail.budget')}>
      {impacts.map((impact) => {
        const over = impact.remaining_after < 0 && impact.this_document > 0
        const figures: [string, number][] = [
          [t('purchase.figures.budget'), impact.budget],
          [t('purchase.figures.committed'), impact.committed],
          [t('purchase.figures.actual'), impact.actual],
          [t('purchase.figures.remaining'), impact.remaining],
          [t('purchase.form.thisPo'), impact.this_document],
        ]
        return (
          <li
            key={impact.budget_code}
            className={`rounded-control border p-3 text-sm ${over ? 'border-danger' : 'border-line'}`}
          >
            <p className="font-mono font-semibold text-ink">{impact.budget_code}</p>
            {impact.description ? <p className="text-xs text-ink-muted">{impact.description}</p> : null}
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
              {figures.map(([label, units]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  <dd className="text-right tabular-nums text-ink">{money(units)}</dd>
                </div>
              ))}
              <dt className="font-medium text-ink">{t('purchase.form.remainingAfter')}</dt>
              <dd
                className={`text-right font-semibold tabular-nums ${over ? 'text-danger' : 'text-ink'}`}
                data-testid={`impact-after-${impact.budget_code}`}
              >
                {money(impact.remaining_after)}
              </dd>
            </dl>
            {over ? (
              <p className="mt-1 flex items-center justify-end gap-1 text-xs font-medium text-danger">
                <Icon name="alert" className="size-3.5" aria-hidden="true" />
                {t('purchase.form.overBudget')}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
