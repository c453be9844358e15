import type { BudgetReport } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '@/components/ScrollRegion'
import { Badge } from '@/components/Segmented'
import { useMoney } from '../components/money'
import { ActualCells, ActualHeaders, ActualTotals } from './ActualCells'

const cell = 'px-4 py-2'
const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`

/**
 * The budget report: each category a group with its subtotal on its heading row, its codes
 * below, then the ATL, BTL and grand totals. The totals are the server's; nothing is added here.
 */
export function ReportTable({ report, caption }: { report: BudgetReport; caption: string }) {
  const { t } = useTranslation()
  const money = useMoney(report.currency)
  // A version's report shows budget versus actual; the daily-budget date mode has no actuals.
  const actuals = report.budgetV !== null
  return (
    <ScrollRegion label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('budgetReports.columns.code')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('budgetReports.columns.description')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('budgetReports.columns.subCategory')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('budgetReports.columns.side')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('budgetReports.columns.amount', { currency: report.currency.code })}
            </th>
            {actuals ? <ActualHeaders /> : null}
          </tr>
        </thead>
        {report.categories.map((category) => {
          const name = category.category_name ?? t('budgetReports.uncategorised')
          return (
            <tbody key={category.category_id ?? 'none'} className="border-t border-line">
              <tr className="bg-primary-50/60 dark:bg-surface-muted" data-testid="report-category">
                <th scope="rowgroup" colSpan={4} className={`${cell} font-semibold text-ink`}>
                  {name}
                  <span className="sr-only"> — {t('budgetReports.subtotal')}</span>
                </th>
                <td className={`${amountCell} font-semibold text-ink`}>{money(category.subtotal)}</td>
                {actuals ? (
                  <ActualTotals
                    committed={category.committed_subtotal}
                    actual={category.actual_subtotal}
                    remaining={category.remaining_subtotal}
                    money={money}
                  />
                ) : null}
              </tr>
              {category.codes.map((code) => (
                <tr
                  key={code.budget_code}
                  className={`border-t border-line ${actuals && code.over_budget ? 'bg-danger-soft' : ''}`}
                  data-over-budget={actuals && code.over_budget ? 'true' : undefined}
                >
                  <th scope="row" className={`${cell} font-mono text-xs font-medium text-ink`}>
                    {code.budget_code}
                  </th>
                  <td className={cell}>{code.description}</td>
                  <td className={`${cell} text-ink-muted`}>{code.sub_category_name ?? '—'}</td>
                  <td className={cell}>
                    <Badge tone={code.is_atl ? 'primary' : 'neutral'}>
                      {code.is_atl ? t('budgetReports.atl') : t('budgetReports.btl')}
                    </Badge>
                  </td>
                  <td className={amountCell}>{money(code.amount)}</td>
                  {actuals ? <ActualCells code={code} money={money} /> : null}
                </tr>
              ))}
            </tbody>
          )
        })}
        <tfoot className="border-t-2 border-ink/30">
          <tr>
            <th scope="row" colSpan={4} className={`${cell} font-medium text-ink`}>
              {t('budgetReports.atlTotal')}
            </th>
            <td className={`${amountCell} font-medium`} data-testid="atl-total">
              {money(report.atl_total)}
            </td>
          </tr>
          <tr className="border-t border-line">
            <th scope="row" colSpan={4} className={`${cell} font-medium text-ink`}>
              {t('budgetReports.btlTotal')}
            </th>
            <td className={`${amountCell} font-medium`} data-testid="btl-total">
              {money(report.btl_total)}
            </td>
          </tr>
          <tr className="border-t border-line bg-surface-muted">
            <th scope="row" colSpan={4} className={`${cell} text-base font-semibold text-ink`}>
              {t('budgetReports.grandTotal')}
            </th>
            <td className={`${amountCell} text-base font-semibold text-ink`} data-testid="grand-total">
              {money(report.total)}
            </td>
            {actuals ? (
              <ActualTotals
                committed={report.committed_total}
                actual={report.actual_total}
                remaining={report.remaining_total}
                money={money}
              />
            ) : null}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  )
}
