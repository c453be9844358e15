import type { BudgetReport } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'

type Code = BudgetReport['categories'][number]['codes'][number]
const amountCell = 'px-4 py-2 text-right tabular-nums whitespace-nowrap'

/** Budget versus actual headers: committed, actual, remaining and % used. */
export function ActualHeaders() {
  const { t } = useTranslation()
  return (
    <>
      {(['committed', 'actual', 'remaining', 'usedPct'] as const).map((key) => (
        <th key={key} scope="col" className="px-4 py-2 text-right font-semibold">
          {t(`budgetReports.columns.${key}`)}
        </th>
      ))}
    </>
  )
}

/**
 * A code's committed, actual, remaining and % used. Over budget says so in words and with an icon
 * beside the red remaining, so it never rests on colour alone.
 */
export function ActualCells({ code, money }: { code: Code; money: (units: number) => string }) {
  const { t } = useTranslation()
  return (
    <>
      <td className={amountCell}>{money(code.committed)}</td>
      <td className={amountCell}>{money(code.actual)}</td>
      <td className={`${amountCell} ${code.over_budget ? 'font-semibold text-danger' : ''}`}>
        {code.over_budget ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="alert" className="size-4" aria-hidden="true" />
            <span>{t('budgetReports.overBudget')}</span>
            <span>{money(code.remaining)}</span>
          </span>
        ) : (
          money(code.remaining)
        )}
      </td>
      <td className={amountCell}>{code.used_pct === null ? '—' : `${code.used_pct} %`}</td>
    </>
  )
}

/** The same four columns for a subtotal or total row (no share used). */
export function ActualTotals({
  committed,
  actual,
  remaining,
  money,
}: {
  committed: number
  actual: number
  remaining: number
  money: (units: number) => string
}) {
  return (
    <>
      <td className={`${amountCell} font-semibold`}>{money(committed)}</td>
      <td className={`${amountCell} font-semibold`}>{money(actual)}</td>
      <td className={`${amountCell} font-semibold ${remaining < 0 ? 'text-danger' : ''}`}>
        {money(remaining)}
      </td>
      <td className={amountCell} />
    </>
  )
}
