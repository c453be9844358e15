import { PO_STATUSES, type PoStatus, type PurchaseOrderSummary } from '@contract/spend/purchase-orders'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { PageHeader } from '@/components/Layout'
import { choicesQuery } from '@/lib/choices'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { approvalMapQuery, fetchAllPos, type PoFilter, poListQuery } from '../api'
import { PoDetailDialog } from '../components/PoDetailDialog'
import { PoFormDialog } from '../components/PoFormDialog'
import { PoNumberLink } from '../components/PoNumberLink'
import { PoStatusBadge } from '../components/PoStatus'

export type PoListSearch = PoFilter & { po?: number }

/** /projectPosList/{projectID}: the project's purchase orders, new ones, and one opened in a dialog. */
export default function PoListPage() {
  const { t, i18n } = useTranslation()
  const projectId = Number(useParams({ strict: false }).projectID)
  const search = useSearch({ strict: false }) as PoListSearch
  const navigate = useNavigate()
  const filter: PoFilter = { page: search.page, status: search.status, vendor: search.vendor }
  const list = useQuery(poListQuery(projectId, filter))
  // The project's name from the project choices, which the pickers have usually cached already.
  const projects = useQuery(choicesQuery('project'))
  const projectName = projects.data?.find((choice) => choice.id === projectId)?.label ?? ''
  const map = useQuery(approvalMapQuery(projectId))
  const currency = map.data?.currency ?? { code: 'INR', minor_units: 2 }
  const money = useMoney(currency)
  const [creating, setCreating] = useState(false)
  const setSearch = useCallback(
    (patch: PoListSearch) =>
      void navigate({
        to: '.',
        search: (previous: PoListSearch) => ({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<PurchaseOrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('purchase.fields.number'),
        canHide: false,
        cell: (po) => <PoNumberLink poId={po.po_id} number={po.number} />,
        exportValue: (po) => po.number,
      },
      {
        id: 'title',
        header: t('purchase.fields.title'),
        cell: (po) => po.title,
        exportValue: (po) => po.title,
      },
      {
        id: 'vendor',
        header: t('purchase.fields.vendor'),
        cell: (po) => po.vendor_name,
        exportValue: (po) => po.vendor_name,
      },
      {
        id: 'po_date',
        header: t('purchase.fields.date'),
        cell: (po) => <span className="whitespace-nowrap">{formatDate(po.po_date, i18n.language)}</span>,
        exportValue: (po) => po.po_date,
        exportType: 'date',
      },
      {
        id: 'status',
        header: t('purchase.fields.status'),
        cell: (po) => <PoStatusBadge status={po.status} />,
        exportValue: (po) => t(`purchase.status.${po.status}`),
      },
      {
        id: 'total',
        header: t('purchase.fields.total'),
        align: 'end',
        cell: (po) => <span className="tabular-nums">{money(po.total)}</span>,
        exportValue: (po) => po.total / 10 ** currency.minor_units,
        exportType: 'money',
      },
      {
        id: 'waiting',
        header: t('purchase.fields.waitingOn'),
        cell: (po) =>
          po.pending_level
            ? t('purchase.levelShort', { number: po.pending_level.level_no, name: po.pending_level.name })
            : '—',
        exportValue: (po) => po.pending_level?.name ?? '',
      },
      {
        id: 'requested_by',
        header: t('purchase.fields.requestedBy'),
        hiddenByDefault: true,
        cell: (po) => po.requested_by_name ?? '—',
        exportValue: (po) => po.requested_by_name,
      },
    ],
    [t, i18n.language, money, currency.minor_units],
  )

  // Raising POs is a grant of its own (an Admin gives or takes it per role in /userRoleView).
  const mayRaise = useCan('purchase', 'POST')
  const newButton = mayRaise ? (
    <Button icon="plus" onClick={() => setCreating(true)}>
      {t('purchase.list.new')}
    </Button>
  ) : undefined
  const filtered = Boolean(filter.status || filter.vendor)
  return (
    <>
      <PageHeader
        title={t('purchase.list.title', { project: projectName })}
        description={t('purchase.list.description')}
        actions={newButton}
      />
      <DataTable
        tableId="purchase-orders"
        caption={t('purchase.list.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(po) => po.po_id}
        onPageChange={(page) => setSearch({ page })}
        loadAllRows={() => fetchAllPos(projectId, filter)}
        exportName="purchase-orders"
        empty={{
          title: filtered ? t('purchase.list.emptyFiltered') : t('purchase.list.empty'),
          body: filtered ? undefined : mayRaise ? t('purchase.list.emptyBody') : undefined,
          action: filtered ? undefined : newButton,
        }}
        toolbar={
          <>
            <StatusSelect
              value={filter.status}
              onChange={(status) => setSearch({ status, page: undefined })}
            />
            <VendorSelect
              value={filter.vendor}
              onChange={(vendor) => setSearch({ vendor, page: undefined })}
            />
          </>
        }
      />
      {creating && mayRaise ? (
        <PoFormDialog
          projectId={projectId}
          currency={currency}
          onClose={() => setCreating(false)}
          onSaved={(po) => {
            setCreating(false)
            setSearch({ po: po.po_id })
          }}
        />
      ) : null}
      {search.po ? <PoDetailDialog poId={search.po} onClose={() => setSearch({ po: undefined })} /> : null}
    </>
  )
}

const selectClasses =
  'h-10 rounded-control border border-line bg-surface px-3 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400'

function StatusSelect({ value, onChange }: { value?: PoStatus; onChange: (status?: PoStatus) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('purchase.fields.status')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        className={selectClasses}
        onChange={(event) => onChange((event.target.value || undefined) as PoStatus | undefined)}
      >
        <option value="">{t('purchase.list.allStatuses')}</option>
        {PO_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`purchase.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

function VendorSelect({ value, onChange }: { value?: number; onChange: (vendor?: number) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const vendors = useQuery(choicesQuery('vendor'))
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('purchase.fields.vendor')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        className={`${selectClasses} max-w-56`}
        onChange={(event) => onChange(Number(event.target.value) || undefined)}
      >
        <option value="">
          {vendors.isError ? t('purchase.form.vendorsFailed') : t('purchase.list.allVendors')}
        </option>
        {(vendors.data ?? []).map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendor.label}
          </option>
        ))}
      </select>
    </div>
  )
}
