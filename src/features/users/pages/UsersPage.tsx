import type { User } from '@contract/users'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatches, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { type DataColumn, DataTable, ListTabsAndSearch, listQueryProps } from '@/components/data-table'
import { PageHeader } from '@/components/Layout'
import { Badge } from '@/components/Segmented'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { listSearch } from '@/lib/search-params'
import {
  archiveUser,
  fetchAllUsers,
  USER_TABS,
  type UserTab,
  updateUser,
  usersKeys,
  usersListQuery,
} from '../api'
import { UserFormDialog } from '../components/UserFormDialog'

/** The list's URL state, read alike on /usersView and the contract area's /contract/usersView. */
const usersSearch = listSearch(USER_TABS)

function status(user: User): { tone: 'success' | 'warning' | 'neutral'; key: string } {
  if (user.archived) return { tone: 'neutral', key: 'users.status.archived' }
  if (user.contract_active === 4) return { tone: 'warning', key: 'users.status.requested' }
  return { tone: 'success', key: 'users.status.active' }
}

export default function UsersPage() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const search = usersSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const titleKey = useMatches().at(-1)?.staticData.titleKey ?? 'pages.users'
  const filter = {
    tab: search.tab ?? 'active',
    page: search.page ?? 1,
    search: search.search,
    sort: search.sort,
  } as const
  const list = useQuery(usersListQuery(filter))
  const canAdd = useCan('users', 'POST')
  const canEdit = useCan('users', 'PUT')
  const canArchive = useCan('users', 'DELETE')
  const [editing, setEditing] = useState<User | 'new' | null>(null)
  const [archiving, setArchiving] = useState<User | null>(null)

  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })

  const afterChange = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.all })
    notify({ variant: 'success', message })
  }
  const failure = (error: unknown) => {
    if (error instanceof ApiError && !error.notified)
      notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
  }
  const archive = useMutation({
    mutationFn: (user: User) => archiveUser(user.user_id),
    onSuccess: (user) => {
      setArchiving(null)
      afterChange(t('users.archived', { name: user.name }))
    },
    onError: failure,
  })
  const restore = useMutation({
    mutationFn: (user: User) => updateUser(user.user_id, { archived: false }),
    onSuccess: (user) => afterChange(t('users.restored', { name: user.name })),
    onError: failure,
  })

  const date = (value: string | null) =>
    value ? new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '—'
  const columns = useMemo<DataColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: t('users.fields.name'),
        sortable: true,
        canHide: false,
        cell: (user) => (
          <div>
            <p className="font-medium text-ink">{user.name}</p>
            <p className="text-xs text-ink-muted">{user.email}</p>
          </div>
        ),
        exportValue: (user) => user.name,
      },
      {
        id: 'email',
        header: t('users.fields.email'),
        sortable: true,
        hiddenByDefault: true,
        cell: (user) => user.email,
        exportValue: (user) => user.email,
      },
      {
        id: 'role',
        header: t('users.fields.role'),
        sortable: true,
        cell: (user) => (user.role_name === user.role_type ? t(`roles.${user.role_type}`) : user.role_name),
        exportValue: (user) => user.role_name,
      },
      {
        id: 'company',
        header: t('users.fields.company'),
        sortable: true,
        cell: (user) => (
          <div>
            <p>{user.company_name ?? '—'}</p>
            {user.department_name ? <p className="text-xs text-ink-muted">{user.department_name}</p> : null}
          </div>
        ),
        exportValue: (user) => user.company_name,
      },
      {
        id: 'designation',
        header: t('users.fields.designation'),
        cell: (user) => user.designation_name ?? '—',
        exportValue: (user) => user.designation_name,
      },
      {
        id: 'status',
        header: t('users.fields.status'),
        cell: (user) => <Badge tone={status(user).tone}>{t(status(user).key)}</Badge>,
        exportValue: (user) => t(status(user).key),
      },
      {
        id: 'last_login_at',
        header: t('users.fields.lastLogin'),
        sortable: true,
        cell: (user) => date(user.last_login_at),
        exportValue: (user) => user.last_login_at,
        exportType: 'date',
      },
    ],
    // biome-ignore lint/correctness/useExhaustiveDependencies: columns follow the language
    [t, date],
  )

  const actions = (user: User) => (
    <div className="flex justify-end gap-1">
      {user.archived ? (
        canEdit ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => restore.mutate(user)}
            aria-label={t('users.restoreNamed', { name: user.name })}
          >
            {t('common.restore')}
          </Button>
        ) : null
      ) : (
        <>
          {canEdit ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(user)}
              aria-label={t('users.editNamed', { name: user.name })}
            >
              {t('common.edit')}
            </Button>
          ) : null}
          {canArchive ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setArchiving(user)}
              aria-label={t('users.archiveNamed', { name: user.name })}
            >
              {t('common.archive')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )

  return (
    <>
      <PageHeader
        title={t(titleKey)}
        description={t('users.description')}
        actions={
          canAdd ? (
            <Button icon="user" onClick={() => setEditing('new')}>
              {t('users.add')}
            </Button>
          ) : null
        }
      />
      <DataTable
        tableId="users"
        caption={t(titleKey)}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(user) => user.user_id}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(page) => setSearch({ page })}
        actions={canEdit || canArchive ? actions : undefined}
        loadAllRows={() => fetchAllUsers(filter)}
        exportName="users"
        empty={{
          title: filter.search
            ? t('users.emptySearch', { search: filter.search })
            : t(`users.empty.${filter.tab}`),
          body: filter.tab === 'active' && !filter.search ? t('users.emptyBody') : undefined,
        }}
        toolbar={
          <ListTabsAndSearch<UserTab>
            tabsLabel={t('users.show')}
            tabs={[
              { value: 'active', label: t('users.tabs.active') },
              { value: 'requested', label: t('users.tabs.requested') },
              { value: 'archived', label: t('users.tabs.archived') },
            ]}
            tab={filter.tab}
            searchLabel={t('users.search')}
            search={filter.search}
            onChange={setSearch}
          />
        }
      />
      {editing ? (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.user_id}
          open
          user={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('users.archiveTitle', { name: archiving?.name ?? '' })}
        body={t('users.archiveBody')}
        confirmLabel={t('common.archive')}
        busy={archive.isPending}
        onConfirm={() => archiving && archive.mutate(archiving)}
        onCancel={() => setArchiving(null)}
      />
    </>
  )
}
