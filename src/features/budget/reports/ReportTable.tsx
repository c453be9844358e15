import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '@/components/ScrollRegion'
import { useMoney } from '@/lib/money'
import type { ListedReport } from '../report-api'
import { ActualHeaders, ActualTotals } from './ActualCells'
import { ReportCategoryRows } from './ReportCategoryRows'
import { amountCell, cell } from './report-cells'

/**
 * The budget report: each category a group with its subtotal on its heading row, its codes
 * below (the first page, more on request), then the ATL, BTL and grand totals. The totals are
 * the server's over every code, shown or not; nothing is added here.
 */
export function ReportTable({ report, caption }: { report: ListedReport; caption: string }) {
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
        {report.categories.map((category) => (
          <ReportCategoryRows
            // Keyed by scope and filter too: another version's category, or the same one listing
            // other codes, starts again from its first page.
            key={`${report.budgetV ?? `${report.dateFrom}_${report.dateTo}`}-${report.overBudgetOnly}-${category.category_id ?? 'none'}`}
            report={report}
            category={category}
            actuals={actuals}
            columns={actuals ? 9 : 5}
            money={money}
          />
        ))}
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
