import { formatMoney } from '@contract/masters/fields'
import type { Advance } from '@contract/spend/advances'
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
import { useSession } from '@/lib/session'
import { type AdvanceFilter, advanceListQuery, fetchAllAdvances } from '../api'
import { AdvanceDetailDialog } from '../components/AdvanceDetailDialog'
import { AdvanceFilters } from '../components/AdvanceFilters'
import { AdvanceFormDialog } from '../components/AdvanceFormDialog'
import { AdvanceStatusBadge } from '../components/AdvanceStatusBadge'
import { OverdueDaysSetting } from '../components/OverdueDaysSetting'
import { VendorBalances } from '../components/VendorBalances'
import { type AdvanceListSearch, advanceListSearch } from '../routing'

const money = (units: number, row: Advance, language: string) =>
  formatAmount(units, { code: row.currency_code, minor_units: row.minor_units }, language)

/** /vendorAdvanceRequestView: the vendor advances the caller may see, filtered, aged and exported. */
export default function AdvancesPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const switchedOn = useSession((state) => state.flags.advance_isActive)
  const search = advanceListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { advance: openId, ...rest } = search
  const filter: AdvanceFilter = { ...rest, overdue: rest.overdue === 1, page: search.page ?? 1 }
  const list = useQuery({ ...advanceListQuery(filter), enabled: switchedOn })
  const canAdd = useCan('var', 'POST')
  const [adding, setAdding] = useState(false)

  const setSearch = (patch: Partial<AdvanceListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })
  const openAdvance = useCallback(
    (advance: number) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, advance }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<Advance>[]>(
    () => [
      {
        id: 'advance_no',
        header: t('advances.fields.number'),
        canHide: false,
        cell: (a) => (
          <button
            type="button"
            className="font-medium text-link hover:underline"
            onClick={() => openAdvance(a.advance_id)}
          >
            {a.advance_no}
          </button>
        ),
        exportValue: (a) => a.advance_no,
      },
      {
        id: 'kind',
        header: t('advances.fields.kind'),
        cell: (a) => t(`advances.kind.${a.kind}`),
        exportValue: (a) => t(`advances.kind.${a.kind}`),
      },
      {
        id: 'vendor',
        header: t('advances.fields.vendor'),
        cell: (a) => a.vendor_name,
        exportValue: (a) => a.vendor_name,
      },
      {
        id: 'project',
        header: t('advances.fields.project'),
        cell: (a) => a.project_name,
        exportValue: (a) => a.project_name,
      },
      {
        id: 'po_number',
        header: t('advances.fields.po'),
        cell: (a) => <span className="whitespace-nowrap">{a.po_number ?? '—'}</span>,
        exportValue: (a) => a.po_number,
      },
      {
        id: 'budget_code',
        header: t('advances.fields.budgetCode'),
        hiddenByDefault: true,
        cell: (a) => <span className="font-mono text-xs">{a.budget_code}</span>,
        exportValue: (a) => a.budget_code,
      },
      {
        id: 'amount',
        header: t('advances.fields.amount'),
        sortable: true,
        align: 'end',
        cell: (a) => <span className="whitespace-nowrap">{money(a.amount, a, language)}</span>,
        exportValue: (a) => Number(formatMoney(a.amount, a.minor_units)),
        exportType: 'money',
      },
      {
        id: 'tds',
        header: t('advances.fields.tds'),
        hiddenByDefault: true,
        align: 'end',
        cell: (a) => money(a.tds_amount, a, language),
        exportValue: (a) => Number(formatMoney(a.tds_amount, a.minor_units)),
        exportType: 'money',
      },
      {
        id: 'balance',
        header: t('advances.fields.balance'),
        align: 'end',
        cell: (a) => <span className="whitespace-nowrap">{money(a.balance, a, language)}</span>,
        exportValue: (a) => Number(formatMoney(a.balance, a.minor_units)),
        exportType: 'money',
      },
      {
        id: 'paid_on',
        header: t('advances.fields.paidOn'),
        sortable: true,
        cell: (a) =>
          a.paid_on ? <span className="whitespace-nowrap">{formatDate(a.paid_on, language)}</span> : '—',
        exportValue: (a) => a.paid_on,
        exportType: 'date',
      },
      {
        id: 'age',
        header: t('advances.fields.age'),
        align: 'end',
        cell: (a) =>
          a.age_days === null ? (
            '—'
          ) : (
            <span className={a.overdue ? 'font-semibold text-danger' : ''}>
              {t('advances.days', { count: a.age_days })}
              {a.overdue ? ` · ${t('advances.overdue')}` : ''}
            </span>
          ),
        exportValue: (a) => a.age_days,
      },
      {
        id: 'status',
        header: t('advances.fields.status'),
        cell: (a) => <AdvanceStatusBadge status={a.status} />,
        exportValue: (a) => t(`advances.status.${a.status}`),
      },
    ],
    [t, language, openAdvance],
  )

  const filtered = Boolean(
    search.search || search.project || search.vendor || search.status || search.kind || search.overdue,
  )
  const newAdvance =
    canAdd && switchedOn ? (
      <Button icon="plus" onClick={() => setAdding(true)}>
        {t('advances.new')}
      </Button>
    ) : null
  const overdue = list.data?.overdue_count ?? 0

  return (
    <>
      <PageHeader title={t('advances.title')} description={t('advances.description')} actions={newAdvance} />
      {!switchedOn ? (
        <Alert tone="info" title={t('advances.switchedOffTitle')}>
          {t('advances.switchedOff')}
        </Alert>
      ) : (
        <>
          {overdue > 0 ? (
            <div className="mb-4">
              <Alert tone="warning" title={t('advances.overdueTitle', { count: overdue })}>
                {t('advances.overdueBody', { days: list.data?.overdue_days ?? 30 })}{' '}
                {search.overdue ? null : (
                  <button
                    type="button"
                    className="font-medium text-link underline"
                    onClick={() => setSearch({ overdue: 1, page: undefined })}
                  >
                    {t('advances.showOverdue')}
                  </button>
                )}
              </Alert>
            </div>
          ) : null}
          {list.data ? (
            <div className="mb-4">
              <OverdueDaysSetting key={list.data.overdue_days} days={list.data.overdue_days} />
            </div>
          ) : null}
          {search.vendor ? <VendorBalances vendorId={search.vendor} /> : null}
          <DataTable
            tableId="advances"
            caption={t('advances.title')}
            columns={columns}
            {...listQueryProps(list)}
            rowKey={(a) => a.advance_id}
            sort={filter.sort}
            onSortChange={(sort) => setSearch({ sort, page: undefined })}
            onPageChange={(page) => setSearch({ page })}
            loadAllRows={() => fetchAllAdvances(filter)}
            exportName="vendor-advances"
            empty={{
              title: filtered ? t('advances.emptyFiltered') : t('advances.empty'),
              body: filtered ? undefined : t('advances.emptyBody'),
              action: filtered ? undefined : newAdvance,
            }}
            toolbar={<AdvanceFilters search={search} onChange={setSearch} />}
          />
        </>
      )}
      {adding ? (
        <AdvanceFormDialog
          projectId={search.project ?? null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false)
            setSearch({ advance: id })
          }}
        />
      ) : null}
      {openId && switchedOn ? (
        <AdvanceDetailDialog advanceId={openId} onClose={() => setSearch({ advance: undefined })} />
      ) : null}
    </>
  )
}
