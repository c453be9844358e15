import type { Organization } from '@contract/organizations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { type DataColumn, DataTable, ListTabsAndSearch, listQueryProps } from '@/components/data-table'
import { PageHeader } from '@/components/Layout'
import { Badge } from '@/components/Segmented'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import {
  fetchAllOrganizations,
  type OrganizationTab,
  organizationsKeys,
  organizationsListQuery,
  resendCredentials,
  updateOrganization,
} from '../api'
import { OrganizationFormDialog } from '../components/OrganizationFormDialog'

const route = getRouteApi('/_app/Organization')

type Pending = { kind: 'archive' | 'restore' | 'resend'; organization: Organization }

export default function OrganizationsPage() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const filter = {
    tab: search.tab ?? 'active',
    page: search.page ?? 1,
    search: search.search,
    sort: search.sort,
  } as const
  const list = useQuery(organizationsListQuery(filter))
  const [editing, setEditing] = useState<Organization | 'new' | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })

  const act = useMutation({
    mutationFn: async ({ kind, organization }: Pending) => {
      if (kind === 'resend')
        return { kind, sentTo: (await resendCredentials(organization.organization_id)).sent_to, organization }
      await updateOrganization(organization.organization_id, { archived: kind === 'archive' })
      return { kind, sentTo: null, organization }
    },
    onSuccess: ({ kind, sentTo, organization }) => {
      setPending(null)
      void queryClient.invalidateQueries({ queryKey: organizationsKeys.all })
      notify({
        variant: 'success',
        message:
          kind === 'resend'
            ? t('organizations.resent', { email: sentTo })
            : t(kind === 'archive' ? 'organizations.archived' : 'organizations.restored', {
                name: organization.name,
              }),
      })
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })

  const columns = useMemo<DataColumn<Organization>[]>(
    () => [
      {
        id: 'name',
        header: t('organizations.fields.name'),
        sortable: true,
        canHide: false,
        cell: (organization) => (
          <div>
            <p className="font-medium text-ink">{organization.name}</p>
            {organization.legal_name ? (
              <p className="text-xs text-ink-muted">{organization.legal_name}</p>
            ) : null}
          </div>
        ),
        exportValue: (organization) => organization.name,
      },
      {
        id: 'admin',
        header: t('organizations.fields.admin'),
        cell: (organization) => (
          <div>
            <p>{organization.admin_name ?? '—'}</p>
            <p className="text-xs text-ink-muted">{organization.admin_email}</p>
          </div>
        ),
        exportValue: (organization) => organization.admin_email,
      },
      {
        id: 'users',
        header: t('organizations.fields.users'),
        align: 'end',
        cell: (o) => o.user_count,
        exportValue: (o) => o.user_count,
        exportType: 'integer',
      },
      {
        id: 'modules',
        header: t('organizations.fields.modules'),
        cell: (o) => t('organizations.modulesOn', { count: o.enabled_modules.length }),
        exportValue: (o) => o.enabled_modules.join(' '),
      },
      {
        id: 'kind',
        header: t('organizations.fields.kind'),
        cell: (o) => (
          <Badge tone={o.is_platform ? 'primary' : 'neutral'}>
            {t(o.is_platform ? 'organizations.platform' : 'organizations.company')}
          </Badge>
        ),
      },
      {
        id: 'created_at',
        header: t('organizations.fields.created'),
        sortable: true,
        cell: (o) => new Date(o.created_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
        exportValue: (o) => o.created_at,
        exportType: 'date',
      },
    ],
    [t, i18n.language],
  )

  const actions = (organization: Organization) => (
    <div className="flex justify-end gap-1">
      {organization.archived ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setPending({ kind: 'restore', organization })}
          aria-label={t('organizations.restoreNamed', { name: organization.name })}
        >
          {t('common.restore')}
        </Button>
      ) : (
        <>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(organization)}
            aria-label={t('organizations.editNamed', { name: organization.name })}
          >
            {t('common.edit')}
          </Button>
          {organization.is_platform ? null : (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPending({ kind: 'resend', organization })}
                aria-label={t('organizations.resendNamed', { name: organization.name })}
              >
                {t('organizations.resend')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPending({ kind: 'archive', organization })}
                aria-label={t('organizations.archiveNamed', { name: organization.name })}
              >
                {t('common.archive')}
              </Button>
            </>
          )}
        </>
      )}
    </div>
  )

  const confirmText =
    pending &&
    {
      archive: {
        title: t('organizations.archiveTitle', { name: pending.organization.name }),
        body: t('organizations.archiveBody'),
        label: t('common.archive'),
      },
      restore: {
        title: t('organizations.restoreTitle', { name: pending.organization.name }),
        body: t('organizations.restoreBody'),
        label: t('common.restore'),
      },
      resend: {
        title: t('organizations.resendTitle', { name: pending.organization.name }),
        body: t('organizations.resendBody', { email: pending.organization.admin_email ?? '' }),
        label: t('organizations.resend'),
      },
    }[pending.kind]

  return (
    <>
      <PageHeader
        title={t('pages.organizations')}
        description={t('organizations.description')}
        actions={
          <Button icon="building" onClick={() => setEditing('new')}>
            {t('organizations.add')}
          </Button>
        }
      />
      <DataTable
        tableId="organizations"
        caption={t('pages.organizations')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(organization) => organization.organization_id}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(page) => setSearch({ page })}
        actions={actions}
        loadAllRows={() => fetchAllOrganizations(filter)}
        exportName="organisations"
        empty={{
          title: filter.search
            ? t('organizations.emptySearch', { search: filter.search })
            : t(`organizations.empty.${filter.tab}`),
        }}
        toolbar={
          <ListTabsAndSearch<OrganizationTab>
            tabsLabel={t('users.show')}
            tabs={[
              { value: 'active', label: t('organizations.tabs.active') },
              { value: 'archived', label: t('organizations.tabs.archived') },
            ]}
            tab={filter.tab}
            searchLabel={t('organizations.search')}
            search={filter.search}
            onChange={setSearch}
          />
        }
      />
      {editing ? (
        <OrganizationFormDialog
          organization={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={confirmText?.title ?? ''}
        body={confirmText?.body ?? ''}
        confirmLabel={confirmText?.label ?? ''}
        tone={pending?.kind === 'archive' ? 'danger' : 'primary'}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
