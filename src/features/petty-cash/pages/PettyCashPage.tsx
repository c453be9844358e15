import type { Holder } from '@contract/spend/petty-cash'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { DataTable, listQueryProps, SearchField } from '@/components/data-table'
import { SelectField } from '@/components/Field'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { Segmented } from '@/components/Segmented'
import { useCan } from '@/lib/permissions'
import {
  envelopesQuery,
  fetchAllEnvelopes,
  fetchAllFloats,
  fetchAllHolders,
  floatsQuery,
  holdersQuery,
  type PettyCashFilter,
} from '../api'
import { EnvelopeDetailDialog } from '../components/EnvelopeDetailDialog'
import { EnvelopeFormDialog } from '../components/EnvelopeFormDialog'
import { FloatDetailDialog } from '../components/FloatDetailDialog'
import { FloatRequestDialog } from '../components/FloatRequestDialog'
import { HolderActions } from '../components/HolderActions'
import { HolderDialog } from '../components/HolderDialog'
import { useAccounts } from '../components/shared'
import { envelopeColumns, floatColumns, holderColumns } from '../components/tables'
import {
  ENVELOPE_STATUSES,
  FLOAT_STATUSES,
  type PettyCashSearch,
  type PettyCashTab,
  pettyCashSearch,
} from '../routing'

type Dialog =
  | { kind: 'none' }
  | { kind: 'holder'; holder?: Holder }
  | { kind: 'request'; holder: Holder }
  | { kind: 'envelope'; floatId: number }

/** /cashManagementView: petty-cash holders with what they owe, their floats and envelopes. */
export default function PettyCashPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = pettyCashSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const tab: PettyCashTab = search.tab ?? 'holders'
  const filter: PettyCashFilter = {
    page: search.page ?? 1,
    search: search.search,
    project: search.project,
    holder: search.holder,
    status: search.status,
  }
  const accounts = useAccounts()
  const mayRequest = useCan('pcr', 'POST')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })

  const setSearch = useCallback(
    (patch: Partial<PettyCashSearch>) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  )
  const filterBy = (patch: Partial<PettyCashSearch>) => setSearch({ ...patch, page: undefined })

  const holders = useQuery({ ...holdersQuery(filter), enabled: tab === 'holders' })
  const floats = useQuery({ ...floatsQuery(filter), enabled: tab === 'floats' })
  const envelopes = useQuery({ ...envelopesQuery(filter), enabled: tab === 'envelopes' })

  const openFloat = useCallback((id: number) => setSearch({ float: id }), [setSearch])
  const openEnvelope = useCallback((id: number) => setSearch({ envelope: id }), [setSearch])
  const holderCols = useMemo(() => holderColumns(t, language), [t, language])
  const floatCols = useMemo(() => floatColumns(t, language, openFloat), [t, language, openFloat])
  const envelopeCols = useMemo(() => envelopeColumns(t, language, openEnvelope), [t, language, openEnvelope])

  const statuses = tab === 'envelopes' ? ENVELOPE_STATUSES : FLOAT_STATUSES
  const toolbar = (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ProjectPicker
        label={t('pettyCash.fields.project')}
        value={search.project ?? null}
        onChange={(project) => filterBy({ project: project ?? undefined })}
      />
      {tab === 'holders' ? null : (
        <SelectField
          label={t('pettyCash.fields.status')}
          value={search.status ?? ''}
          onChange={(event) =>
            filterBy({ status: (event.target.value || undefined) as PettyCashSearch['status'] })
          }
          options={[
            { value: '', label: t('pettyCash.filters.anyStatus') },
            ...statuses.map((status) => ({ value: status, label: t(`pettyCash.status.${status}`) })),
          ]}
        />
      )}
      <div className="flex items-end sm:col-span-2">
        <SearchField
          label={t('pettyCash.filters.search')}
          value={search.search ?? ''}
          onChange={(text) => filterBy({ search: text || undefined })}
        />
      </div>
    </div>
  )
  const shared = {
    toolbar,
    onPageChange: (page: number) => setSearch({ page }),
  }
  const filtered = Boolean(search.search || search.project || search.status || search.holder)
  const newHolder = accounts ? (
    <Button icon="plus" onClick={() => setDialog({ kind: 'holder' })}>
      {t('pettyCash.holders.new')}
    </Button>
  ) : null

  return (
    <>
      <PageHeader title={t('pettyCash.title')} description={t('pettyCash.description')} actions={newHolder} />
      <div className="mb-4">
        <Segmented<PettyCashTab>
          label={t('pettyCash.tabs.label')}
          value={tab}
          onChange={(next) =>
            setSearch({ tab: next === 'holders' ? undefined : next, page: undefined, status: undefined })
          }
          options={[
            { value: 'holders', label: t('pettyCash.tabs.holders') },
            { value: 'floats', label: t('pettyCash.tabs.floats') },
            { value: 'envelopes', label: t('pettyCash.tabs.envelopes') },
          ]}
        />
      </div>
      {tab === 'holders' ? (
        <DataTable
          tableId="petty-cash-holders"
          caption={t('pettyCash.tabs.holders')}
          columns={holderCols}
          {...listQueryProps(holders)}
          {...shared}
          rowKey={(row) => row.holder_id}
          loadAllRows={() => fetchAllHolders(filter)}
          exportName="petty-cash-holders"
          empty={{
            title: filtered ? t('pettyCash.emptyFiltered') : t('pettyCash.holders.empty'),
            body: filtered ? undefined : t('pettyCash.holders.emptyBody'),
            action: filtered ? undefined : newHolder,
          }}
          actions={(row) => (
            <HolderActions
              holder={row}
              mayRequest={mayRequest}
              accounts={accounts}
              onRequest={() => setDialog({ kind: 'request', holder: row })}
              onOpenFloat={openFloat}
              onEdit={() => setDialog({ kind: 'holder', holder: row })}
            />
          )}
        />
      ) : null}
      {tab === 'floats' ? (
        <DataTable
          tableId="petty-cash-floats"
          caption={t('pettyCash.tabs.floats')}
          columns={floatCols}
          {...listQueryProps(floats)}
          {...shared}
          rowKey={(row) => row.float_id}
          loadAllRows={() => fetchAllFloats(filter)}
          exportName="petty-cash-floats"
          empty={{ title: filtered ? t('pettyCash.emptyFiltered') : t('pettyCash.floats.empty') }}
        />
      ) : null}
      {tab === 'envelopes' ? (
        <DataTable
          tableId="petty-cash-envelopes"
          caption={t('pettyCash.tabs.envelopes')}
          columns={envelopeCols}
          {...listQueryProps(envelopes)}
          {...shared}
          rowKey={(row) => row.envelope_id}
          loadAllRows={() => fetchAllEnvelopes(filter)}
          exportName="petty-cash-envelopes"
          empty={{ title: filtered ? t('pettyCash.emptyFiltered') : t('pettyCash.envelopes.empty') }}
        />
      ) : null}
      {dialog.kind === 'holder' ? (
        <HolderDialog
          holder={dialog.holder}
          projectId={search.project ?? null}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {dialog.kind === 'request' ? (
        <FloatRequestDialog
          holder={dialog.holder}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(id) => {
            setDialog({ kind: 'none' })
            openFloat(id)
          }}
        />
      ) : null}
      {dialog.kind === 'envelope' ? (
        <EnvelopeFormDialog
          floatId={dialog.floatId}
          onClose={() => setDialog({ kind: 'none' })}
          onSaved={(id) => {
            setDialog({ kind: 'none' })
            openEnvelope(id)
          }}
        />
      ) : null}
      {search.float && dialog.kind === 'none' ? (
        <FloatDetailDialog
          floatId={search.float}
          onClose={() => setSearch({ float: undefined })}
          onNewEnvelope={(floatId) => {
            setSearch({ float: undefined })
            setDialog({ kind: 'envelope', floatId })
          }}
        />
      ) : null}
      {search.envelope && dialog.kind === 'none' ? (
        <EnvelopeDetailDialog
          envelopeId={search.envelope}
          onClose={() => setSearch({ envelope: undefined })}
        />
      ) : null}
    </>
  )
}
