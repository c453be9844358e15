import type { FeatureFlag } from '@contract/codes'
import { type MasterKey, masterDefinition } from '@contract/masters/definitions'
import type { Field } from '@contract/masters/fields'
import type { AnyMasterRecord } from '@contract/masters/schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { ConfirmDialog, Dialog } from '@/components/Dialog'
import { DataTable, ListTabsAndSearch, listQueryProps } from '@/components/data-table'
import { EmptyState } from '@/components/Feedback'
import { SelectField } from '@/components/Field'
import { PageHeader } from '@/components/Layout'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'
import {
  archiveMaster,
  customFieldsQuery,
  deleteMaster,
  fetchAllMasterRows,
  filterFromSearch,
  type MasterTab,
  masterListQuery,
  masterOptionsQuery,
  mastersKeys,
  updateMaster,
} from '../api'
import { choiceLabel, masterColumns } from '../columns'
import { ImportDialog } from '../components/ImportDialog'
import { MasterEditBody } from '../components/MasterEditBody'
import { MASTER_PAGES } from '../registry'

type Confirming = { kind: 'archive' | 'delete'; record: AnyMasterRecord }

export type MasterListPageProps = {
  masterKey: MasterKey
  /** Filters the page itself sets (a sub-category page's category): never shown as choices. */
  fixed?: Record<string, string>
  /** Values a new record starts with and keeps (the page's category). */
  fixedValues?: Record<string, unknown>
  title?: string
  description?: ReactNode
  headerActions?: ReactNode
}

/**
 * The list page every master gets: its records on the shared DataTable (server paging, sort and
 * search in the URL, column choice, CSV/XLSX export), adding and changing them in a form made
 * from the definition, archive and restore, delete when unused, and CSV/XLSX import.
 */
export default function MasterListPage({
  masterKey,
  fixed = {},
  fixedValues,
  title,
  description,
  headerActions,
}: MasterListPageProps) {
  const { t, i18n } = useTranslation()
  const definition = masterDefinition(masterKey)
  const page = MASTER_PAGES[masterKey]
  const flags = useSession((state) => state.flags)
  const switchedOff = definition.flag ? !flags[definition.flag as FeatureFlag] : false
  const pageTitle = title ?? t(page.titleKey)

  if (switchedOff) {
    return (
      <>
        <PageHeader title={pageTitle} />
        <EmptyState
          icon="lock"
          title={t('masters.common.switchedOffTitle', { name: pageTitle })}
          action={
            <Link to="/pages/profile" className={buttonClasses('secondary')}>
              {t('masters.common.openProfile')}
            </Link>
          }
        >
          {t('masters.common.switchedOffBody')}
        </EmptyState>
      </>
    )
  }
  return (
    <MasterList
      masterKey={masterKey}
      fixed={fixed}
      fixedValues={fixedValues}
      title={pageTitle}
      description={description ?? t(`masters.${masterKey}.description`)}
      headerActions={headerActions}
      language={i18n.language}
    />
  )
}

function MasterList({
  masterKey,
  fixed,
  fixedValues,
  title,
  description,
  headerActions,
  language,
}: Required<Pick<MasterListPageProps, 'masterKey' | 'fixed'>> &
  Pick<MasterListPageProps, 'fixedValues' | 'headerActions'> & {
    title: string
    description: ReactNode
    language: string
  }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const definition = masterDefinition(masterKey)
  const page = MASTER_PAGES[masterKey]
  const filter = filterFromSearch(search, fixed)
  const list = useQuery(masterListQuery(masterKey, filter))
  const customFields = useQuery({
    ...customFieldsQuery(masterKey),
    enabled: Boolean(definition.customFields),
  })
  const canAdd = useCan(definition.permission, 'POST')
  const canEdit = useCan(definition.permission, 'PUT')
  const canArchive = useCan(definition.permission, 'DELETE')
  const [editing, setEditing] = useState<AnyMasterRecord | 'new' | null>(null)
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [importing, setImporting] = useState(false)
  const idOf = (record: AnyMasterRecord) => Number(record[definition.idField])

  const setSearch = (patch: Record<string, unknown>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    } as never)

  const afterChange = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: mastersKeys.all })
    notify({ variant: 'success', message })
  }
  const failure = (error: unknown) => {
    if (error instanceof ApiError && !error.notified) {
      notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    }
  }
  const act = useMutation({
    mutationFn: async ({ kind, record }: Confirming) =>
      kind === 'archive' ? archiveMaster(masterKey, idOf(record)) : deleteMaster(masterKey, idOf(record)),
    onSuccess: (_result, { kind, record }) => {
      setConfirming(null)
      void afterChange(
        t(kind === 'archive' ? 'masters.common.archived' : 'masters.common.deleted', { name: record.label }),
      )
    },
    onError: (error) => {
      setConfirming(null)
      failure(error)
    },
  })
  const restore = useMutation({
    mutationFn: (record: AnyMasterRecord) => updateMaster(masterKey, idOf(record), { archived: false }),
    onSuccess: (record) => void afterChange(t('masters.common.restored', { name: record.label })),
    onError: failure,
  })

  const columns = useMemo(
    () => masterColumns(masterKey, t, language, customFields.data ?? []),
    [masterKey, t, language, customFields.data],
  )

  const editLink = (record?: AnyMasterRecord) =>
    page.formPages
      ? record
        ? { to: page.formPages.edit, search: { id: idOf(record) } }
        : { to: page.formPages.create }
      : null

  const actions = (record: AnyMasterRecord) => {
    const name = record.label
    if (record.archived) {
      return (
        <div className="flex justify-end gap-1">
          {canEdit ? (
            <RowButton
              label={t('common.restore')}
              accessibleName={t('masters.common.restoreNamed', { name })}
              onClick={() => restore.mutate(record)}
            />
          ) : null}
          {canArchive ? (
            <RowButton
              label={t('masters.common.delete')}
              accessibleName={t('masters.common.deleteNamed', { name })}
              onClick={() => setConfirming({ kind: 'delete', record })}
            />
          ) : null}
        </div>
      )
    }
    const link = editLink(record)
    return (
      <div className="flex justify-end gap-1">
        {(page.rowLinks ?? []).map((rowLink) => (
          <Link key={rowLink.labelKey} to={rowLink.to(idOf(record))} className={buttonClasses('ghost', 'sm')}>
            {t(rowLink.labelKey)}
          </Link>
        ))}
        {canEdit ? (
          link ? (
            <Link
              {...(link as { to: string })}
              className={buttonClasses('ghost', 'sm')}
              aria-label={t('masters.common.editNamed', { name })}
            >
              {t('common.edit')}
            </Link>
          ) : (
            <RowButton
              label={t('common.edit')}
              accessibleName={t('masters.common.editNamed', { name })}
              onClick={() => setEditing(record)}
            />
          )
        ) : null}
        {canArchive ? (
          <RowButton
            label={t('common.archive')}
            accessibleName={t('masters.common.archiveNamed', { name })}
            onClick={() => setConfirming({ kind: 'archive', record })}
          />
        ) : null}
      </div>
    )
  }

  const createLink = editLink()
  const addButton = canAdd ? (
    createLink ? (
      <Link {...(createLink as { to: string })} className={buttonClasses('primary')}>
        {t(`masters.${masterKey}.add`)}
      </Link>
    ) : (
      <Button icon="plus" onClick={() => setEditing('new')}>
        {t(`masters.${masterKey}.add`)}
      </Button>
    )
  ) : null

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {headerActions}
            {definition.importable && canAdd ? (
              <Button variant="secondary" icon="file" onClick={() => setImporting(true)}>
                {t('masters.common.import')}
              </Button>
            ) : null}
            {addButton}
          </>
        }
      />
      <DataTable
        tableId={`master-${masterKey}`}
        caption={title}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={idOf}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(next) => setSearch({ page: next })}
        actions={canEdit || canArchive || page.rowLinks ? actions : undefined}
        loadAllRows={() => fetchAllMasterRows(masterKey, filter)}
        exportName={masterKey}
        empty={{
          title: filter.search
            ? t('masters.common.emptySearch', { search: filter.search })
            : filter.tab === 'archived'
              ? t('masters.common.emptyArchived')
              : t(`masters.${masterKey}.empty`),
          body: filter.tab === 'active' && !filter.search ? t('masters.common.emptyBody') : undefined,
          action: filter.tab === 'active' && !filter.search ? addButton : undefined,
        }}
        toolbar={
          <>
            <ListTabsAndSearch<MasterTab>
              tabsLabel={t('masters.common.show')}
              tabs={[
                { value: 'active', label: t('masters.common.tabs.active') },
                { value: 'archived', label: t('masters.common.tabs.archived') },
              ]}
              tab={filter.tab}
              searchLabel={t('masters.common.search', { name: title })}
              search={filter.search}
              onChange={setSearch}
            />
            <Filters
              masterKey={masterKey}
              fixed={fixed}
              values={filter.fields}
              onChange={(field, value) => setSearch({ [field]: value || undefined, page: undefined })}
            />
          </>
        }
      />
      {editing ? (
        <Dialog
          open
          wide
          onClose={() => setEditing(null)}
          title={
            editing === 'new'
              ? t(`masters.${masterKey}.add`)
              : t('masters.common.editTitle', { name: editing.label })
          }
        >
          <MasterEditBody
            key={editing === 'new' ? 'new' : idOf(editing)}
            masterKey={masterKey}
            record={editing === 'new' ? undefined : editing}
            fixed={fixedValues}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      ) : null}
      {importing ? (
        <ImportDialog masterKey={masterKey} title={title} onClose={() => setImporting(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming?.kind === 'delete' ? 'masters.common.deleteTitle' : 'masters.common.archiveTitle',
          {
            name: confirming?.record.label ?? '',
          },
        )}
        body={t(confirming?.kind === 'delete' ? 'masters.common.deleteBody' : 'masters.common.archiveBody')}
        confirmLabel={confirming?.kind === 'delete' ? t('masters.common.delete') : t('common.archive')}
        busy={act.isPending}
        onConfirm={() => confirming && act.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}

/** The list's filters: its choices and flags, and references to short lists. */
function Filters({
  masterKey,
  fixed,
  values,
  onChange,
}: {
  masterKey: MasterKey
  fixed: Record<string, string>
  values: Record<string, string>
  onChange: (field: string, value: string) => void
}) {
  const { t } = useTranslation()
  const fields = (Object.entries(masterDefinition(masterKey).fields) as [string, Field][]).filter(
    ([field, descriptor]) =>
      descriptor.filter &&
      !(field in fixed) &&
      !(
        descriptor.kind === 'ref' &&
        descriptor.target !== 'project' &&
        masterDefinition(descriptor.target).large
      ),
  )
  return (
    <>
      {fields.map(([field, descriptor]) => {
        const label = t(`masters.${masterKey}.fields.${field}`)
        const value = values[field] ?? ''
        if (descriptor.kind === 'ref') {
          return (
            <RefFilter
              key={field}
              field={field}
              target={descriptor.target}
              label={label}
              value={value}
              onChange={onChange}
            />
          )
        }
        const options =
          descriptor.kind === 'boolean'
            ? [
                { value: '1', label: t('masters.common.yes') },
                { value: '0', label: t('masters.common.no') },
              ]
            : descriptor.kind === 'choice'
              ? descriptor.values.map((choice) => ({ value: choice, label: choiceLabel(field, choice, t) }))
              : []
        return (
          <div key={field} className="w-44">
            <SelectField
              label={label}
              value={value}
              onChange={(event) => onChange(field, event.target.value)}
              options={[{ value: '', label: t('masters.common.all') }, ...options]}
            />
          </div>
        )
      })}
    </>
  )
}

function RefFilter({
  field,
  target,
  label,
  value,
  onChange,
}: {
  field: string
  target: Extract<Field, { kind: 'ref' }>['target']
  label: string
  value: string
  onChange: (field: string, value: string) => void
}) {
  const { t } = useTranslation()
  const options = useQuery(masterOptionsQuery(target))
  return (
    <div className="w-52">
      <SelectField
        label={label}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        options={[
          { value: '', label: t('masters.common.all') },
          ...(options.data ?? []).map((option) => ({ value: String(option.id), label: option.label })),
        ]}
      />
    </div>
  )
}

/** A row's action: its visible verb, and a name that says which record it acts on. */
function RowButton({
  label,
  accessibleName,
  onClick,
}: {
  label: string
  accessibleName: string
  onClick: () => void
}) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} aria-label={accessibleName}>
      {label}
    </Button>
  )
}
