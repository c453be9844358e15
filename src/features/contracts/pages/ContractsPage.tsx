import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { DataTable, listQueryProps } from '@/components/data-table'
import { Icon } from '@/components/Icon'
import { PageHeader } from '@/components/Layout'
import { useCan } from '@/lib/permissions'
import { type ContractFilter, contractListQuery } from '../api'
import { ContractDetailDialog } from '../components/ContractDetailDialog'
import { ContractFilters } from '../components/ContractFilters'
import { ContractFormDialog } from '../components/ContractFormDialog'
import { useContractColumns } from '../components/contract-columns'
import { type ContractListSearch, contractListSearch } from '../routing'

/** /contractView: the deals with talent, crew and vendors the caller may see, with their money. */
export default function ContractsPage() {
  const { t } = useTranslation()
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

  const openContract = useCallback((contract: number) => setSearch({ contract }), [setSearch])
  const columns = useContractColumns(openContract)

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
        actions={
          <>
            {/* Any combination of fields, saved filters and exports live on their own page. */}
            <Link to="/contractFilter" className={buttonClasses('secondary')}>
              <Icon name="search" className="size-4" />
              {t('pages.contractFilter')}
            </Link>
            {newContract}
          </>
        }
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
