import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, listQueryProps } from '@/components/data-table'
import { Card, PageHeader } from '@/components/Layout'
import { SavedFiltersPanel } from '@/features/saved-filters'
import { fieldErrorsFrom } from '@/lib/forms'
import { contractFilterListQuery, fetchAllContracts } from '../api'
import { ContractDetailDialog } from '../components/ContractDetailDialog'
import { ContractFilterPanel } from '../components/ContractFilterPanel'
import { useContractColumns } from '../components/contract-columns'
import {
  type ContractFilterFields,
  type ContractFilterSearch,
  contractFilterFields,
  contractFilterSearch,
  filterCount,
  filterQueryOf,
} from '../filter-search'

/**
 * /contractFilter: contracts by any combination of their fields, the filter kept in the URL and
 * savable under a name (shared with the organisation or not), the matches exported as CSV or XLSX.
 */
export default function ContractFilterPage() {
  const { t } = useTranslation()
  const search = contractFilterSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const { page, contract: openId, ...fields } = search
  const query = filterQueryOf(fields)
  const list = useQuery(contractFilterListQuery(query, page ?? 1))
  const count = filterCount(fields)

  const setSearch = useCallback(
    (patch: Partial<ContractFilterSearch>) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  )
  /** A new filter: from the first page, and a new entry in the history (Back returns to the last). */
  const applyFilter = (next: ContractFilterFields) => void navigate({ to: '.', search: next })
  const openContract = useCallback((contract: number) => setSearch({ contract }), [setSearch])
  const columns = useContractColumns(openContract)

  return (
    <>
      <PageHeader
        title={t('contracts.filterPage.title')}
        description={t('contracts.filterPage.description')}
      />
      <div className="mb-6 grid gap-4 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <ContractFilterPanel
            // Started again from the URL whenever the applied filter changes (a saved one, Back).
            key={JSON.stringify(query)}
            fields={fields}
            serverErrors={list.isError ? fieldErrorsFrom(list.error) : {}}
            onApply={(next) => applyFilter({ ...next, sort: fields.sort })}
          />
        </Card>
        <Card>
          <SavedFiltersPanel
            scope="contracts"
            current={query}
            canSave={count > 0}
            onApply={(saved) => applyFilter(contractFilterFields(saved))}
          />
        </Card>
      </div>
      <DataTable
        tableId="contract-filter"
        caption={t('contracts.filterPage.title')}
        exportName="contracts"
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(c) => c.contract_id}
        sort={fields.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(next) => setSearch({ page: next })}
        loadAllRows={() => fetchAllContracts(query)}
        empty={{ title: t('contracts.emptyFiltered'), body: t('contracts.filterPage.emptyBody') }}
        toolbar={
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('contracts.filterPage.active', { count })}
          </p>
        }
      />
      {openId ? (
        <ContractDetailDialog contractId={openId} onClose={() => setSearch({ contract: undefined })} />
      ) : null}
    </>
  )
}
