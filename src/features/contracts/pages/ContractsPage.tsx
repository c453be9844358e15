import type { Contract } from '@contract/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { PageHeader } from '@/components/Layout'
import { formatAmount, formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { type ContractFilter, contractListQuery } from '../api'
import { ContractDetailDialog } from '../components/ContractDetailDialog'
import { ContractFilters } from '../components/ContractFilters'
import { ContractFormDialog } from '../components/ContractFormDialog'
import { ContractStatusBadge } from '../components/ContractStatusBadge'
import { type ContractListSearch, contractListSearch } from '../routing'

/** /contractView: the deals with talent, crew and vendors the caller may see, with their money. */
export default function ContractsPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = contractListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { contract: openId, ...rest } = search
  const filter: ContractFilter = { ...rest, page: search.page ?? 1 }
  const list = useQuery(contractListQuery(filter))
  const canAdd = useCan('contract', 'POST')
  const [adding, setAdding] = useState(false)

  const setSearch = useCallback(
    (patch: Partial<ContractListSearch>) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  )

  const columns = useMemo<DataColumn<Contract>[]>(() => {
    const money = (c: Contract, units: number) =>
      formatAmount(units, { code: c.currency_code, minor_units: c.minor_units }, language)
    const amount = (id: 'value' | 'paid' | 'committed', sortable = false): DataColumn<Contract> => ({
      id,
      header: t(`contracts.fields.${id}`),
      align: 'end',
      sortable,
      cell: (c) => <span className="whitespace-nowrap tabular-nums">{money(c, c[id])}</span>,
    })
    return [
      {
        id: 'contract_no',
        header: t('contracts.fields.contractNo'),
        canHide: false,
        cell: (c) => (
          <button
            type="button"
            className="whitespace-nowrap font-medium text-link hover:underline"
            onClick={() => setSearch({ contract: c.contract_id })}
          >
            {c.contract_no}
          </button>
        ),
      },
      // Next to the number: at the end it was the first column pushed out of view.
      {
        id: 'status',
        header: t('contracts.fields.status'),
        cell: (c) => <ContractStatusBadge status={c.status} />,
      },
      {
        id: 'title',
        header: t('contracts.fields.titleAndCounterparty'),
        sortable: true,
        // The counterparty under the title: a column of its own pushed the amounts out of view.
        cell: (c) => (
          <span className="block min-w-40">
            <span className="block">{c.title}</span>
            <span className="block text-xs text-ink-muted">{c.counterparty}</span>
          </span>
        ),
      },
      { id: 'agreement', header: t('contracts.fields.agreement'), cell: (c) => c.agreement_name },
      {
        id: 'end_date',
        header: t('contracts.fields.term'),
        sortable: true,
        // Start over end: the term on one line pushed the status out of the table's view.
        cell: (c) => (
          <span className="block whitespace-nowrap">
            {formatDate(c.start_date, language)} –
            <br />
            {formatDate(c.end_date, language)}
          </span>
        ),
      },
      amount('value', true),
      amount('paid'),
      amount('committed'),
    ]
  }, [t, language, setSearch])

  const filtered = Boolean(search.search || search.project || search.status || search.agreement)
  const newContract = canAdd ? (
    <Button icon="plus" onClick={() => setAdding(true)}>
      {t('contracts.new')}
    </Button>
  ) : null

  return (
    <>
      <PageHeader
        title={t('contracts.title')}
        description={t('contracts.description')}
        actions={newContract}
      />
      <DataTable
        tableId="contracts"
        caption={t('contracts.title')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(c) => c.contract_id}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(page) => setSearch({ page })}
        empty={{
          title: filtered ? t('contracts.emptyFiltered') : t('contracts.empty'),
          body: filtered ? undefined : t('contracts.emptyBody'),
          action: filtered ? undefined : newContract,
        }}
        toolbar={<ContractFilters search={search} onChange={setSearch} />}
      />
      {adding ? (
        <ContractFormDialog
          projectId={search.project ?? null}
          onClose={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false)
            setSearch({ contract: id })
          }}
        />
      ) : null}
      {openId ? (
        <ContractDetailDialog contractId={openId} onClose={() => setSearch({ contract: undefined })} />
      ) : null}
    </>
  )
}
