import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Icon } from '@/components/Icon'
import { useCountFormat } from './count-format'

type MoreCodesRowProps = {
  /** The category's name, for screen readers that meet the button away from its heading. */
  category: string
  shown: number
  /** How many codes the category lists: all, or (overBudgetOnly) those over budget. */
  total: number
  overBudgetOnly: boolean
  /** How many codes the button adds: a page, or what is left. */
  next: number
  canLoadMore: boolean
  loading: boolean
  failed: boolean
  columns: number
  onMore: () => void
  onRetry: () => void
}

/** Under a category's codes while some are not shown yet: how many are, and the way to the next ones. */
export function MoreCodesRow(props: MoreCodesRowProps) {
  const { category, shown, total, overBudgetOnly, next, canLoadMore, loading, failed, columns } = props
  const { onMore, onRetry } = props
  const { t } = useTranslation()
  const count = useCountFormat()
  const statusId = useId()
  return (
    <tr className="border-t border-line bg-surface-muted/60" data-testid="report-more-codes">
      <td colSpan={columns} className="px-4 py-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p id={statusId} className="text-sm text-ink-muted" aria-live="polite">
            {t(overBudgetOnly ? 'budgetReports.report.overBudgetShown' : 'budgetReports.report.codesShown', {
              count: total,
              shown: count(shown),
              total: count(total),
            })}
            <span className="sr-only"> ({category})</span>
          </p>
          {failed ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
              <span className="inline-flex items-center gap-1.5 font-medium">
                <Icon name="alert" className="size-4 shrink-0" aria-hidden="true" />
                {t('budgetReports.report.codesFailed')}
              </span>
              <Button
                variant="secondary"
                size="sm"
                icon="refresh"
                onClick={onRetry}
                aria-describedby={statusId}
              >
                {t('common.retry')}
              </Button>
            </div>
          ) : canLoadMore ? (
            <Button
              variant="secondary"
              size="sm"
              loading={loading}
              onClick={onMore}
              aria-describedby={statusId}
            >
              {t('budgetReports.report.showMoreCodes', { count: next, more: count(next) })}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  )
}
