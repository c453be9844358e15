import type { Item } from '@contract/inventory'
import { formatMoney } from '@contract/masters/fields'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { Alert } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { formatAmount, formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { fetchAllItems, type ItemFilter, itemListQuery } from '../api'
import { ItemDetailDialog } from '../components/ItemDetailDialog'
import { ItemFilters } from '../components/ItemFilters'
import { ItemFormDialog } from '../components/ItemFormDialog'
import { ItemStatusBadge } from '../components/ItemStatusBadge'
import { ReceiveChallanDialog } from '../components/ReceiveChallanDialog'
import { type ItemListSearch, itemListSearch } from '../routing'

const money = (units: number, row: Item, language: string) =>
  formatAmount(units, { code: row.currency_code, minor_units: row.minor_units }, language)

/** /inventoryView: a project's props, costume, equipment… owned or hired, where each is and what it cost. */
export default function InventoryPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = itemListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { item: openId, ...rest } = search
  const filter: ItemFilter = { ...rest, overdue: rest.overdue === 1, page: search.page ?? 1 }
  const list = useQuery(itemListQuery(filter))
  // Hires past their due date, whatever the filters: late days are charged when they come back.
  const overdue = useQuery({
    ...itemListQuery({ project: search.project, overdue: true, page: 1 }),
    enabled: !search.overdue,
  })
  const overdueCount = overdue.data?.pagination.total ?? 0
  const canAdd = useCan('inventory', 'POST')
  const [adding, setAdding] = useState(false)
  const [receiving, setReceiving] = useState(false)

  const setSearch = (patch: Partial<ItemListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })
  const openItem = useCallback(
    (item: number) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, item }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<Item>[]>(
    () => [
      {
        id: 'item_no',
        header: t('inventory.fields.itemNo'),
        canHide: false,
        cell: (item) => (
          <button
            type="button"
            className="whitespace-nowrap font-medium text-link hover:underline"
            onClick={() => openItem(item.item_id)}
          >
            {item.item_no}
          </button>
        ),
        exportValue: (item) => item.item_no,
      },
      {
        id: 'name',
        header: t('inventory.fields.name'),
        cell: (item) => item.name,
        exportValue: (item) => item.name,
      },
      {
        id: 'project',
        header: t('inventory.fields.project'),
        hiddenByDefault: true,
        cell: (item) => item.project_name,
        exportValue: (item) => item.project_name,
      },
      {
        id: 'category',
        header: t('inventory.fields.category'),
        cell: (item) => t(`inventory.category.${item.category}`),
        exportValue: (item) => t(`inventory.category.${item.category}`),
      },
      {
        id: 'ownership',
        header: t('inventory.fields.ownership'),
        cell: (item) => t(`inventory.ownership.${item.ownership}`),
        exportValue: (item) => t(`inventory.ownership.${item.ownership}`),
      },
      {
        id: 'quantity',
        header: t('inventory.fields.quantity'),
        align: 'end',
        cell: (item) => (
          <span className="whitespace-nowrap">
            {item.quantity.toLocaleString(language)}
            {item.unit ? ` ${item.unit}` : ''}
          </span>
        ),
        exportValue: (item) => item.quantity,
      },
      {
        id: 'unit',
        header: t('inventory.fields.unit'),
        hiddenByDefault: true,
        cell: (item) => item.unit ?? '—',
        exportValue: (item) => item.unit,
      },
      {
        id: 'status',
        header: t('inventory.fields.status'),
        cell: (item) => <ItemStatusBadge status={item.status} />,
        exportValue: (item) => t(`inventory.status.${item.status}`),
      },
      {
        id: 'custodian',
        header: t('inventory.fields.custodian'),
        cell: (item) => item.custodian_name ?? '—',
        exportValue: (item) => item.custodian_name,
      },
      {
        id: 'due_back',
        header: t('inventory.fields.dueBack'),
        cell: (item) =>
          item.due_back ? (
            <span className={`whitespace-nowrap ${item.overdue ? 'font-semibold text-danger' : ''}`}>
              {formatDate(item.due_back, language)}
              {item.overdue ? ` · ${t('inventory.overdue')}` : ''}
            </span>
          ) : (
            '—'
          ),
        exportValue: (item) => item.due_back,
        exportType: 'date',
      },
      {
        id: 'overdue',
        header: t('inventory.overdue'),
        hiddenByDefault: true,
        cell: (item) => (item.overdue ? t('inventory.yes') : t('inventory.no')),
        exportValue: (item) => (item.overdue ? t('inventory.yes') : t('inventory.no')),
      },
      {
        id: 'condition',
        header: t('inventory.fields.condition'),
        cell: (item) => t(`inventory.condition.${item.condition}`),
        exportValue: (item) => t(`inventory.condition.${item.condition}`),
      },
      {
        id: 'budget_code',
        header: t('inventory.fields.budgetCode'),
        hiddenByDefault: true,
        cell: (item) => <span className="font-mono text-xs">{item.budget_code ?? '—'}</span>,
        exportValue: (item) => item.budget_code,
      },
      {
        id: 'charged',
        header: t('inventory.fields.charged'),
        align: 'end',
        cell: (item) => <span className="whitespace-nowrap">{money(item.charged, item, language)}</span>,
        exportValue: (item) => Number(formatMoney(item.charged, item.minor_units)),
        exportType: 'money',
      },
    ],
    [t, language, openItem],
  )

  const filtered = Boolean(search.status || search.category || search.ownership || search.overdue)
  const newItem = canAdd ? (
    <Button icon="plus" onClick={() => setAdding(true)}>
      {t('inventory.new')}
    </Button>
  ) : null
  const actions = canAdd ? (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setReceiving(true)}>
        {t('inventory.fromChallan')}
      </Button>
      {newItem}
    </div>
  ) : null

  return (
    <>
      <PageHeader title={t('inventory.title')} description={t('inventory.description')} actions={actions} />
      {overdueCount > 0 && !search.overdue ? (
        <div className="mb-4">
          <Alert tone="warning" title={t('inventory.overdueAlert.title', { count: overdueCount })}>
            {t('inventory.overdueAlert.body')}{' '}
            <button
              type="button"
              className="font-medium text-link hover:underline"
              onClick={() => setSearch({ overdue: 1, page: 1 })}
            >
              {t('inventory.overdueAlert.show')}
            </button>
          </Alert>
        </div>
      ) : null}
      <DataTable
        tableId="inventory"
        caption={t('inventory.title')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(item) => item.item_id}
        onPageChange={(page) => setSearch({ page })}
        loadAllRows={() => fetchAllItems(filter)}
        exportName="inventory"
        empty={{
          title: filtered ? t('inventory.emptyFiltered') : t('inventory.empty'),
          body: filtered ? undefined : t('inventory.emptyBody'),
          action: filtered ? undefined : newItem,
        }}
        toolbar={<ItemFilters search={search} onChange={setSearch} />}
      />
      {adding ? (
        <ItemFormDialog
          projectId={search.project ?? null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false)
            setSearch({ item: id })
          }}
        />
      ) : null}
      {receiving ? (
        <ReceiveChallanDialog
          projectId={search.project ?? null}
          onClose={() => setReceiving(false)}
          onReceived={(ids) => {
            setReceiving(false)
            if (ids.length === 1) setSearch({ item: ids[0] })
          }}
        />
      ) : null}
      {openId ? <ItemDetailDialog itemId={openId} onClose={() => setSearch({ item: undefined })} /> : null}
    </>
  )
}
