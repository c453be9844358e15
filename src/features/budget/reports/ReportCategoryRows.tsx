import type { BudgetReport } from '@contract/budget'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'
import type { ListedReport } from '../report-api'
import { ActualCells, ActualTotals } from './ActualCells'
import { useCountFormat } from './count-format'
import { MoreCodesRow } from './MoreCodesRow'
import { amountCell, cell } from './report-cells'
import { useCategoryCodes } from './use-category-codes'

type Category = BudgetReport['categories'][number]

type ReportCategoryRowsProps = {
  report: ListedReport
  category: Category
  /** Budget versus actual columns (a version's report). */
  actuals: boolean
  columns: number
  money: (units: number) => string
}

/**
 * One category of the report as a row group: its heading row (name, how many codes, how many over
 * budget, subtotals over every code), the codes loaded so far, and the way to the next ones. When
 * the report lists only codes over budget, a category with none is its heading row alone.
 */
export function ReportCategoryRows({ report, category, actuals, columns, money }: ReportCategoryRowsProps) {
  const { t } = useTranslation()
  const count = useCountFormat()
  const { codes, total, next, canLoadMore, loading, failed, loadMore, retry } = useCategoryCodes(
    report,
    category,
  )
  const name = category.category_name ?? t('budgetReports.uncategorised')
  const body = useRef<HTMLTableSectionElement>(null)
  // The button is disabled while it loads, which drops focus: give it to the first code added.
  const firstAdded = useRef<number | null>(null)
  useEffect(() => {
    const index = firstAdded.current
    if (index === null || codes.length <= index) return
    firstAdded.current = null
    body.current?.querySelectorAll<HTMLElement>('th[scope="row"]')[index]?.focus()
  }, [codes.length])

  return (
    <tbody ref={body} className="border-t border-line">
      <tr className="bg-primary-50/60 dark:bg-surface-muted" data-testid="report-category">
        <th scope="rowgroup" colSpan={4} className={`${cell} font-semibold text-ink`}>
          {name}{' '}
          <span className="ml-2 text-xs font-normal text-ink-muted">
            {t('budgetReports.report.codeCount', {
              count: category.code_count,
              codes: count(category.code_count),
            })}
            {category.over_budget_count > 0 ? (
              <>
                {' · '}
                <span className="font-medium text-danger">
                  {t('budgetReports.report.overBudgetCount', {
                    count: category.over_budget_count,
                    codes: count(category.over_budget_count),
                  })}
                </span>
              </>
            ) : null}
          </span>
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
      {codes.map((code) => (
        <tr
          key={code.budget_code}
          className={`border-t border-line ${actuals && code.over_budget ? 'bg-danger-soft' : ''}`}
          data-over-budget={actuals && code.over_budget ? 'true' : undefined}
        >
          <th
            scope="row"
            tabIndex={-1}
            className={`${cell} whitespace-nowrap font-mono text-xs font-medium text-ink`}
          >
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
      {codes.length < total ? (
        <MoreCodesRow
          category={name}
          shown={codes.length}
          total={total}
          overBudgetOnly={report.overBudgetOnly}
          next={next}
          canLoadMore={canLoadMore}
          loading={loading}
          failed={failed}
          columns={columns}
          onMore={() => {
            firstAdded.current = codes.length
            loadMore()
          }}
          onRetry={() => {
            firstAdded.current = codes.length
            retry()
          }}
        />
      ) : null}
    </tbody>
  )
}
