import { formatMoney } from '@contract/masters/fields'
import type { CreditNote } from '@contract/spend/credit-notes'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { Alert } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { ApiError } from '@/lib/api-error'
import { formatAmount, formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { type CreditNoteFilter, creditNoteListQuery, fetchAllCreditNotes } from '../api'
import { CreditNoteDetailDialog } from '../components/CreditNoteDetailDialog'
import { CreditNoteFilters } from '../components/CreditNoteFilters'
import { CreditNoteFormDialog } from '../components/CreditNoteFormDialog'
import { CreditNoteStatusBadge } from '../components/CreditNoteStatusBadge'
import { type CreditNoteListSearch, creditNoteListSearch } from '../routing'

const money = (units: number, code: string, minorUnits: number, language: string) =>
  formatAmount(units, { code, minor_units: minorUnits }, language)

/** /apps/creditNoteMasterView: every credit note the caller may see, filtered and exported. */
export default function CreditNotesPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = creditNoteListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { creditNote: openId, ...rest } = search
  const filter: CreditNoteFilter = { ...rest, page: search.page ?? 1 }
  const list = useQuery(creditNoteListQuery(filter))
  const canAdd = useCan('creditnote', 'POST')
  const [adding, setAdding] = useState(false)
  const switchedOff = list.error instanceof ApiError && list.error.code === 'switchedOff'

  const setSearch = (patch: Partial<CreditNoteListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })
  const open = useCallback(
    (creditNote: number) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, creditNote }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<CreditNote>[]>(
    () => [
      {
        id: 'cn_date',
        header: t('creditNotes.fields.cnDate'),
        sortable: true,
        cell: (c) => <span className="whitespace-nowrap">{formatDate(c.cn_date, language)}</span>,
        exportValue: (c) => c.cn_date,
        exportType: 'date',
      },
      {
        id: 'cn_no',
        header: t('creditNotes.fields.cnNo'),
        canHide: false,
        cell: (c) => (
          <button
            type="button"
            className="font-medium text-link hover:underline"
            onClick={() => open(c.credit_note_id)}
          >
            {c.cn_no}
          </button>
        ),
        exportValue: (c) => c.cn_no,
      },
      {
        id: 'vendor',
        header: t('creditNotes.fields.vendor'),
        cell: (c) => c.vendor_name,
        exportValue: (c) => c.vendor_name,
      },
      {
        id: 'original',
        header: t('creditNotes.fields.original'),
        cell: (c) => c.original_invoice_no,
        exportValue: (c) => c.original_invoice_no,
      },
      {
        id: 'project',
        header: t('creditNotes.fields.project'),
        hiddenByDefault: true,
        cell: (c) => c.project_name,
        exportValue: (c) => c.project_name,
      },
      {
        id: 'budget_code',
        header: t('creditNotes.fields.budgetCode'),
        cell: (c) => <span className="whitespace-nowrap font-mono text-xs">{c.budget_code}</span>,
        exportValue: (c) => c.budget_code,
      },
      {
        id: 'reason',
        header: t('creditNotes.fields.reason'),
        hiddenByDefault: true,
        cell: (c) => t(`creditNotes.reasons.${c.reason}`),
        exportValue: (c) => t(`creditNotes.reasons.${c.reason}`),
      },
      {
        id: 'total',
        header: t('creditNotes.fields.total'),
        align: 'end',
        cell: (c) => (
          <span className="whitespace-nowrap">
            {money(c.total, c.currency_code, c.minor_units, language)}
          </span>
        ),
        exportValue: (c) => Number(formatMoney(c.total, c.minor_units)),
        exportType: 'money',
      },
      {
        id: 'amount_project',
        header: t('creditNotes.fields.amountProject'),
        sortable: true,
        align: 'end',
        cell: (c) => (
          <span className="whitespace-nowrap">
            {money(c.amount_project, c.project_currency_code, c.project_minor_units, language)}
          </span>
        ),
        exportValue: (c) => Number(formatMoney(c.amount_project, c.project_minor_units)),
        exportType: 'money',
      },
      {
        id: 'status',
        header: t('creditNotes.fields.status'),
        cell: (c) => <CreditNoteStatusBadge status={c.status} />,
        exportValue: (c) => t(`creditNotes.status.${c.status}`),
      },
    ],
    [t, language, open],
  )

  const filtered = Boolean(
    search.search || search.project || search.vendor || search.status || search.from || search.to,
  )
  const newCreditNote =
    canAdd && !switchedOff ? (
      <Button icon="plus" onClick={() => setAdding(true)}>
        {t('creditNotes.new')}
      </Button>
    ) : null

  return (
    <>
      <PageHeader
        title={t('creditNotes.title')}
        description={t('creditNotes.description')}
        actions={newCreditNote}
      />
      {switchedOff ? (
        <Alert tone="info" title={t('creditNotes.switchedOff.title')}>
          {t('creditNotes.switchedOff.body')}
        </Alert>
      ) : (
        <DataTable
          tableId="credit-notes"
          caption={t('creditNotes.title')}
          columns={columns}
          {...listQueryProps(list)}
          rowKey={(c) => c.credit_note_id}
          sort={filter.sort}
          onSortChange={(sort) => setSearch({ sort, page: undefined })}
          onPageChange={(page) => setSearch({ page })}
          loadAllRows={() => fetchAllCreditNotes(filter)}
          exportName="credit-notes"
          empty={{
            title: filtered ? t('creditNotes.emptyFiltered') : t('creditNotes.empty'),
            body: filtered ? undefined : t('creditNotes.emptyBody'),
            action: filtered ? undefined : newCreditNote,
          }}
          toolbar={<CreditNoteFilters search={search} onChange={setSearch} />}
        />
      )}
      {adding ? (
        <CreditNoteFormDialog
          projectId={search.project ?? null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false)
            setSearch({ creditNote: id })
          }}
        />
      ) : null}
      {openId ? (
        <CreditNoteDetailDialog creditNoteId={openId} onClose={() => setSearch({ creditNote: undefined })} />
      ) : null}
    </>
  )
}
