import type { BudgetLine, BudgetListResponse } from '@contract/budget'
import { formatMoney } from '@contract/masters/fields'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps, SearchField } from '@/components/data-table'
import { Badge } from '@/components/Segmented'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { fetchAllBudgetLines } from '../api'
import { LineEditDialog } from './LineEditDialog'
import { LineExpensesDialog } from './LineExpensesDialog'

type Props = {
  projectId: number
  /** The version asked for (null = current). */
  version: number | null
  list: UseQueryResult<BudgetListResponse>
  search: string
  onSearch: (search: string) => void
  onPageChange: (page: number) => void
  /** The version shown is the locked original: its lines cannot be edited. */
  locked: boolean
}

const FALLBACK_CURRENCY: BudgetCurrency = { code: 'INR', minor_units: 2 }

/** The lines of the version shown, a page at a time, with search, export and editing. */
export function BudgetLinesTab({ projectId, version, list, search, onSearch, onPageChange, locked }: Props) {
  const { t } = useTranslation()
  const canEdit = useCan('budget', 'PUT')
  const currency = list.data?.currency ?? FALLBACK_CURRENCY
  const money = useMoney(currency)
  const [open, setOpen] = useState<BudgetLine | null>(null)
  // The server lists a line's expenses to whoever may read the budget (and sees the project).
  const canSeeExpenses = useCan('budget', 'GET')
  const [expensesOf, setExpensesOf] = useState<BudgetLine | null>(null)

  const columns = useMemo<DataColumn<BudgetLine>[]>(
    () => [
      {
        id: 'budget_code',
        header: t('budget.fields.code'),
        canHide: false,
        cell: (line) => <span className="font-mono text-xs font-semibold">{line.budget_code}</span>,
        exportValue: (line) => line.budget_code,
      },
      {
        id: 'category',
        header: t('budget.fields.categoryAndSub'),
        cell: (line) => (
          <div>
            <p>{line.category_name ?? '—'}</p>
            {line.sub_category_name ? (
              <p className="text-xs text-ink-muted">{line.sub_category_name}</p>
            ) : null}
          </div>
        ),
        exportValue: (line) => line.category_name,
      },
      {
        id: 'sub_category',
        header: t('budget.fields.subCategory'),
        hiddenByDefault: true,
        cell: (line) => line.sub_category_name ?? '—',
        exportValue: (line) => line.sub_category_name,
      },
      {
        id: 'description',
        header: t('budget.fields.description'),
        canHide: false,
        cell: (line) => <span className="line-clamp-2 block min-w-48 max-w-md">{line.description}</span>,
        exportValue: (line) => line.description,
      },
      {
        id: 'city',
        header: t('budget.fields.city'),
        cell: (line) => line.city_name ?? '—',
        exportValue: (line) => line.city_name,
      },
      {
        id: 'atl',
        header: t('budget.fields.atl'),
        cell: (line) =>
          line.is_atl ? (
            <Badge tone="primary">{t('budget.atlBadge')}</Badge>
          ) : (
            <Badge>{t('budget.btlBadge')}</Badge>
          ),
        exportValue: (line) => (line.is_atl ? 'ATL' : 'BTL'),
      },
      {
        id: 'quantity',
        header: t('budget.fields.quantity'),
        align: 'end',
        // The unit rides along with the quantity ("32 day"), under it when long ("240 person-day"),
        // so the amount and the actions fit a laptop screen beside the sidebar.
        cell: (line) => (
          <span className="tabular-nums">
            {line.quantity}
            {line.unit ? (
              <span className="ml-1 inline-block whitespace-nowrap text-xs text-ink-muted">{line.unit}</span>
            ) : null}
          </span>
        ),
        exportValue: (line) => Number(line.quantity),
        exportType: 'number',
      },
      {
        id: 'unit',
        header: t('budget.fields.unit'),
        hiddenByDefault: true,
        cell: (line) => line.unit ?? '—',
        exportValue: (line) => line.unit,
      },
      {
        id: 'rate',
        header: t('budget.fields.rate'),
        align: 'end',
        cell: (line) => <span className="whitespace-nowrap tabular-nums">{money(line.rate)}</span>,
        exportValue: (line) => Number(formatMoney(line.rate, currency.minor_units)),
        exportType: 'money',
      },
      {
        id: 'amount',
        header: t('budget.fields.amount'),
        align: 'end',
        canHide: false,
        cell: (line) => (
          <span className="whitespace-nowrap font-semibold tabular-nums">{money(line.amount)}</span>
        ),
        exportValue: (line) => Number(formatMoney(line.amount, currency.minor_units)),
        exportType: 'money',
      },
      {
        id: 'notes',
        header: t('budget.fields.notes'),
        hiddenByDefault: true,
        cell: (line) => line.notes ?? '—',
        exportValue: (line) => line.notes,
      },
    ],
    [t, money, currency.minor_units],
  )

  const expensesButton = (line: BudgetLine) =>
    canSeeExpenses ? (
      <Button
        size="sm"
        variant="ghost"
        icon="receipt"
        onClick={() => setExpensesOf(line)}
        aria-label={t('actuals.lines.actionNamed', { code: line.budget_code })}
      >
        {t('actuals.lines.action')}
      </Button>
    ) : null
  const actions = (line: BudgetLine) => (
    <div className="flex items-center justify-end gap-1">
      {locked || !canEdit ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(line)}
          aria-label={t('budget.line.viewNamed', { code: line.budget_code })}
        >
          {t('budget.line.view')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(line)}
          aria-label={t('budget.line.editNamed', { code: line.budget_code })}
        >
          {t('budget.edit')}
        </Button>
      )}
      {expensesButton(line)}
    </div>
  )

  return (
    <>
      <DataTable
        tableId="budget-lines"
        caption={t('budget.lines.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(line) => line.budget_id}
        onPageChange={onPageChange}
        actions={actions}
        loadAllRows={() => fetchAllBudgetLines(projectId, version, search)}
        exportName={`budget-${projectId}-v${list.data?.budgetV ?? version ?? 'current'}`}
        empty={{
          title: search ? t('budget.lines.emptySearch', { search }) : t('budget.lines.empty'),
        }}
        toolbar={<SearchField label={t('budget.lines.search')} value={search} onChange={onSearch} />}
      />
      {open ? (
        <LineEditDialog
          key={open.budget_id}
          line={open}
          currency={currency}
          locked={locked || !canEdit}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {expensesOf ? (
        <LineExpensesDialog
          key={expensesOf.budget_id}
          line={expensesOf}
          onClose={() => setExpensesOf(null)}
        />
      ) : null}
    </>
  )
}
