import type { BudgetLine } from '@contract/budget'
import type { CodeFigures } from '@contract/spend/common'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { PageNav } from '@/components/data-table/PageNav'
import { EmptyState } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { QueryState } from '@/components/QueryState'
import { ExpenseStatusBadge } from '@/features/expenses'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { lineExpensesQuery } from '../actuals-api'
import { MoveExpensesForm } from './MoveExpensesForm'

type Props = { line: BudgetLine; onClose: () => void }

/**
 * The expenses booked on a budget line's code (GET getExpensesByBudget) with the code's budget,
 * committed, actual and remaining; whoever may edit expenses can move some onto another code.
 */
export function LineExpensesDialog({ line, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<Set<number>>(() => new Set())
  const [moving, setMoving] = useState(false)
  const canMove = useCan('expenses', 'PUT')
  const answer = useQuery(lineExpensesQuery(line, page))
  const money = useMoney(answer.data?.currency ?? { code: 'INR', minor_units: 2 })
  const rows = answer.data?.data ?? []
  const pagination = answer.data?.pagination

  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.expense_id))
  const columns = [
    ...(canMove ? [{ key: 'choose', header: t('actuals.lines.chooseColumn'), hidden: true }] : []),
    { key: 'invoice', header: t('expenses.fields.invoiceNo') },
    { key: 'vendor', header: t('expenses.fields.vendor') },
    { key: 'date', header: t('expenses.fields.invoiceDate') },
    { key: 'status', header: t('expenses.fields.status') },
    { key: 'amount', header: t('expenses.fields.amountProject'), align: 'end' as const },
  ]

  return (
    <Dialog open onClose={onClose} title={t('actuals.lines.title', { code: line.budget_code })} wide>
      <div className="space-y-4 text-sm">
        <p className="text-ink-muted">{line.description}</p>
        <QueryState query={answer} loading={t('actuals.lines.loading')}>
          {(data) => (
            <>
              <LineFigures figures={data.figures} money={money} />
              {rows.length === 0 ? (
                <EmptyState icon="receipt" title={t('actuals.lines.empty')} />
              ) : (
                <div className="max-h-96 overflow-auto rounded-control border border-line">
                  <PlainTable
                    caption={t('actuals.lines.caption', { code: line.budget_code })}
                    columns={columns}
                  >
                    {rows.map((expense) => (
                      <tr key={expense.expense_id} className={plainRow}>
                        {canMove ? (
                          <td className={plainCell()}>
                            <input
                              type="checkbox"
                              className="size-4 rounded border-line accent-primary-600"
                              aria-label={t('actuals.lines.select', { no: expense.invoice_no })}
                              checked={chosen.has(expense.expense_id)}
                              onChange={(event) => toggle(expense.expense_id, event.target.checked)}
                            />
                          </td>
                        ) : null}
                        <td className={`${plainCell()} font-medium`}>{expense.invoice_no}</td>
                        <td className={plainCell()}>{expense.vendor_name}</td>
                        <td className={`${plainCell()} whitespace-nowrap`}>
                          {formatDate(expense.invoice_date, i18n.language)}
                        </td>
                        <td className={plainCell()}>
                          <ExpenseStatusBadge status={expense.status} />
                        </td>
                        <td className={`${plainCell('end')} whitespace-nowrap tabular-nums`}>
                          {money(expense.amount_project)}
                        </td>
                      </tr>
                    ))}
                  </PlainTable>
                </div>
              )}
              {pagination && pagination.last_page > 1 ? (
                <PageNav pagination={pagination} onPageChange={setPage} />
              ) : null}
              {canMove && rows.length > 0 ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      for (const row of rows) toggle(row.expense_id, !allChosen)
                    }}
                  >
                    {allChosen ? t('actuals.lines.clearPage') : t('actuals.lines.choosePage')}
                  </Button>
                  <span className="text-ink-muted" aria-live="polite">
                    {t('actuals.lines.chosen', { count: chosen.size })}
                  </span>
                  {!moving ? (
                    <Button
                      variant="secondary"
                      className="ml-auto"
                      disabled={chosen.size === 0}
                      onClick={() => setMoving(true)}
                    >
                      {t('actuals.lines.move')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {moving && chosen.size > 0 ? (
                <MoveExpensesForm
                  projectId={line.project_id}
                  fromCode={line.budget_code}
                  expenseIds={[...chosen]}
                  onCancel={() => setMoving(false)}
                  onMoved={() => {
                    setMoving(false)
                    setChosen(new Set())
                    setPage(1)
                  }}
                />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Dialog>
  )
}

/** Budget, committed, actual, remaining and the share used; over budget said in words, not colour alone. */
function LineFigures({ figures, money }: { figures: CodeFigures; money: (units: number) => string }) {
  const { t } = useTranslation()
  const over = figures.over_budget
  const items: [string, string, boolean][] = [
    [t('actuals.budget'), money(figures.budget), false],
    [t('actuals.committed'), money(figures.committed), false],
    [t('actuals.actual'), money(figures.actual), false],
    [t('actuals.remaining'), money(figures.remaining), over],
    [t('actuals.usedPct'), figures.used_pct === null ? '—' : `${figures.used_pct} %`, over],
  ]
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={t('actuals.lines.figuresLabel')}>
        {items.map(([label, value, danger]) => (
          <div key={label} className="rounded-control bg-surface-muted px-3 py-2">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className={`font-semibold tabular-nums ${danger ? 'text-danger' : 'text-ink'}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {over ? (
        <p className="flex items-center gap-2 font-semibold text-danger">
          <Icon name="alert" className="size-4" /> {t('actuals.over')}
        </p>
      ) : null}
    </div>
  )
}
