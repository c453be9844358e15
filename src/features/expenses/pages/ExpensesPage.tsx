import { formatMoney } from '@contract/masters/fields'
import type { Expense } from '@contract/spend/expenses'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { PageHeader } from '@/components/Layout'
import { formatAmount, formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { type ExpenseFilter, expenseListQuery, fetchAllExpenses } from '../api'
import { ExpenseDetailDialog } from '../components/ExpenseDetailDialog'
import { ExpenseFilters } from '../components/ExpenseFilters'
import { ExpenseFormDialog } from '../components/ExpenseFormDialog'
import { ExpenseStatusBadge } from '../components/ExpenseStatusBadge'
import { type ExpenseListSearch, expenseListSearch } from '../routing'

const money = (units: number, code: string, minorUnits: number, language: string) =>
  formatAmount(units, { code, minor_units: minorUnits }, language)

/** /apps/expenseMasterView: every expense the caller may see, filtered, totalled and exported. */
export default function ExpensesPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = expenseListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { expense: openId, ...rest } = search
  const filter: ExpenseFilter = { ...rest, page: search.page ?? 1 }
  const list = useQuery(expenseListQuery(filter))
  const canAdd = useCan('expenses', 'POST')
  const [adding, setAdding] = useState(false)

  const setSearch = (patch: Partial<ExpenseListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })

  const openExpense = useCallback(
    (expense: number) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, expense }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<Expense>[]>(
    () => [
      {
        id: 'invoice_date',
        header: t('expenses.fields.invoiceDate'),
        sortable: true,
        cell: (e) => <span className="whitespace-nowrap">{formatDate(e.invoice_date, language)}</span>,
        exportValue: (e) => e.invoice_date,
        exportType: 'date',
      },
      {
        id: 'invoice_no',
        header: t('expenses.fields.invoiceNo'),
        canHide: false,
        cell: (e) => (
          <button
            type="button"
            className="font-medium text-link hover:underline"
            onClick={() => openExpense(e.expense_id)}
          >
            {e.invoice_no}
          </button>
        ),
        exportValue: (e) => e.invoice_no,
      },
      {
        id: 'vendor',
        header: t('expenses.fields.vendor'),
        cell: (e) => e.vendor_name,
        exportValue: (e) => e.vendor_name,
      },
      {
        id: 'project',
        header: t('expenses.fields.project'),
        cell: (e) => e.project_name,
        exportValue: (e) => e.project_name,
      },
      {
        id: 'budget_code',
        header: t('expenses.fields.budgetCode'),
        cell: (e) => <span className="whitespace-nowrap font-mono text-xs">{e.budget_code}</span>,
        exportValue: (e) => e.budget_code,
      },
      {
        id: 'po_number',
        header: t('expenses.fields.po'),
        hiddenByDefault: true,
        cell: (e) => <span className="whitespace-nowrap">{e.po_number ?? '—'}</span>,
        exportValue: (e) => e.po_number,
      },
      {
        id: 'currency',
        header: t('expenses.fields.currency'),
        hiddenByDefault: true,
        cell: (e) => e.currency_code,
        exportValue: (e) => e.currency_code,
      },
      {
        id: 'amount',
        header: t('expenses.fields.amount'),
        align: 'end',
        cell: (e) => (
          <span className="whitespace-nowrap">
            {money(e.amount, e.currency_code, e.minor_units, language)}
          </span>
        ),
        // The invoice's currency has a column of its own in the export.
        exportValue: (e) => Number(formatMoney(e.amount, e.minor_units)),
        exportType: 'money',
      },
      {
        id: 'amount_project',
        header: t('expenses.fields.amountProject'),
        sortable: true,
        align: 'end',
        cell: (e) => (
          <span className="whitespace-nowrap">
            {money(e.amount_project, e.project_currency_code, e.project_minor_units, language)}
          </span>
        ),
        exportValue: (e) => Number(formatMoney(e.amount_project, e.project_minor_units)),
        exportType: 'money',
      },
      {
        id: 'net_payable',
        header: t('expenses.fields.netPayable'),
        hiddenByDefault: true,
        align: 'end',
        cell: (e) => money(e.net_payable, e.currency_code, e.minor_units, language),
        exportValue: (e) => Number(formatMoney(e.net_payable, e.minor_units)),
        exportType: 'money',
      },
      {
        id: 'status',
        header: t('expenses.fields.status'),
        cell: (e) => <ExpenseStatusBadge status={e.status} />,
        exportValue: (e) => t(`expenses.status.${e.status}`),
      },
    ],
    [t, language, openExpense],
  )

  const totals = list.data?.totals ?? []
  const filtered = Boolean(
    search.search ||
      search.project ||
      search.code ||
      search.vendor ||
      search.status ||
      search.from ||
      search.to,
  )
  const newExpense = canAdd ? (
    <Button icon="plus" onClick={() => setAdding(true)}>
      {t('expenses.new')}
    </Button>
  ) : null

  return (
    <>
      <PageHeader title={t('expenses.title')} description={t('expenses.description')} actions={newExpense} />
      <DataTable
        tableId="expenses"
        caption={t('expenses.title')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(e) => e.expense_id}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(page) => setSearch({ page })}
        loadAllRows={() => fetchAllExpenses(filter)}
        exportName="expenses"
        empty={{
          title: filtered ? t('expenses.emptyFiltered') : t('expenses.empty'),
          body: filtered ? undefined : t('expenses.emptyBody'),
          action: filtered ? undefined : newExpense,
        }}
        toolbar={<ExpenseFilters search={search} onChange={setSearch} />}
      />
      {totals.length ? (
        <p className="mt-3 text-sm text-ink" aria-live="polite">
          <span className="font-medium">{t('expenses.totals')}</span>{' '}
          {totals
            .map((total) => money(total.amount_project, total.currency_code, total.minor_units, language))
            .join(' · ')}
        </p>
      ) : null}
      {adding ? (
        <ExpenseFormDialog
          projectId={search.project ?? null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false)
            setSearch({ expense: id })
          }}
        />
      ) : null}
      {openId ? (
        <ExpenseDetailDialog expenseId={openId} onClose={() => setSearch({ expense: undefined })} />
      ) : null}
    </>
  )
}
