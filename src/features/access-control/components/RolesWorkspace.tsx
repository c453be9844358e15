import {
  isAdminRole,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
} from '@contract/codes'
import { createUserRoleRequestSchema, type UserRole } from '@contract/user-roles'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { EmptyState } from '@/components/Feedback'
import { FormDialog, FormSelectField, FormTextField, useAppForm } from '@/components/form'
import { Card } from '@/components/Layout'
import { Badge } from '@/components/Segmented'
import { PageSpinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { zodFormResolver } from '@/lib/form-resolvers'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { archiveUserRole, createUserRole, rolesKeys, updateUserRole, userRolesQuery } from '../api'
import { type Grants, grantKey, PermissionMatrix } from './PermissionMatrix'

const grantsOf = (role: UserRole): Grants =>
  new Set(
    role.permissions
      .filter((p) => p.permission_active === PERMISSION_ALLOWED)
      .map((p) => grantKey(p.module_name, p.method_name)),
  )

type NewRoleValues = { name: string; role_type: string; description: string }

function NewRoleDialog({
  organizationId,
  onClose,
  onCreated,
}: {
  organizationId?: number
  onClose: () => void
  onCreated: (role: UserRole) => void
}) {
  const { t } = useTranslation()
  const form = useAppForm({
    defaultValues: { name: '', role_type: 'Moderator', description: '' },
    resolver: zodFormResolver(createUserRoleRequestSchema, t, (values: NewRoleValues) => ({
      ...values,
      description: values.description.trim() || null,
    })),
  })
  return (
    <FormDialog
      form={form}
      onSubmit={async (request) => onCreated(await createUserRole(request, organizationId))}
      onClose={onClose}
      title={t('roleEditor.addTitle')}
      description={t('roleEditor.addDescription')}
      submitLabel={t('roleEditor.add')}
    >
      <FormTextField name="name" label={t('roleEditor.fields.name')} />
      <FormSelectField
        name="role_type"
        label={t('roleEditor.fields.type')}
        hint={t('roleEditor.typeHint')}
        options={(['Admin Manager', 'Moderator', 'User', 'Dashboard User'] as const).map((type) => ({
          value: type,
          label: t(`roles.${type}`),
        }))}
      />
      <FormTextField
        name="description"
        label={t('roleEditor.fields.description')}
        hint={t('common.optional')}
      />
    </FormDialog>
  )
}

/** The roles of one organisation and, for the chosen role, its permission records. */
export function RolesWorkspace({ organizationId }: { organizationId?: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const roles = useQuery(userRolesQuery(organizationId))
  const canChange = useCan('userrole', 'PUT')
  const canAdd = useCan('userrole', 'POST')
  const canRemove = useCan('userrole', 'DELETE')
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [grants, setGrants] = useState<Grants>(new Set())
  const [adding, setAdding] = useState(false)
  const [archiving, setArchiving] = useState(false)
  const selected = roles.data?.find((role) => role.role_id === selectedId) ?? roles.data?.[0]

  useEffect(() => {
    if (selected) setGrants(grantsOf(selected))
  }, [selected])

  const refresh = () => queryClient.invalidateQueries({ queryKey: rolesKeys.all })
  const save = useMutation({
    mutationFn: (role: UserRole) => {
      const before = grantsOf(role)
      const changes = role.permissions
        .filter(
          (p) =>
            before.has(grantKey(p.module_name, p.method_name)) !==
            grants.has(grantKey(p.module_name, p.method_name)),
        )
        .map((p) => ({
          module_name: p.module_name as PermissionModule,
          method_name: p.method_name,
          permission_active: grants.has(grantKey(p.module_name, p.method_name)) ? (2 as const) : (1 as const),
        }))
      return updateUserRole(role.role_id, { permissions: changes }, organizationId)
    },
    onSuccess: async (role) => {
      await refresh()
      notify({ variant: 'success', message: t('roleEditor.saved', { role: role.name }) })
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })
  const archive = useMutation({
    mutationFn: (role: UserRole) => archiveUserRole(role.role_id, organizationId),
    onSuccess: async (role) => {
      setArchiving(false)
      setSelectedId(null)
      await refresh()
      notify({ variant: 'success', message: t('roleEditor.archived', { role: role.name }) })
    },
    onError: (error) => {
      setArchiving(false)
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })

  if (roles.isPending) return <PageSpinner />
  if (roles.isError || !roles.data) {
    return (
      <EmptyState
        icon="alert"
        title={t('table.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void roles.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    )
  }
  const toggle = (module: PermissionModule, method: PermissionMethod) => {
    const next = new Set(grants)
    const key = grantKey(module, method)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    setGrants(next)
  }
  const readOnly = !selected || isAdminRole(selected.role_type) || !canChange
  const dirty = selected ? [...grantsOf(selected)].sort().join() !== [...grants].sort().join() : false
  const label = (role: UserRole) => (role.is_system ? t(`roles.${role.role_type}`) : role.name)

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <Card className="!p-0">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 className="text-sm font-semibold text-ink">{t('roleEditor.listTitle')}</h2>
          {canAdd ? (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              {t('roleEditor.add')}
            </Button>
          ) : null}
        </div>
        <ul aria-label={t('roleEditor.listTitle')}>
          {roles.data.map((role) => (
            <li key={role.role_id}>
              <button
                type="button"
                aria-current={role.role_id === selected?.role_id ? 'true' : undefined}
                onClick={() => setSelectedId(role.role_id)}
                className="flex w-full items-center justify-between gap-2 border-b border-line px-4 py-3 text-left text-sm hover:bg-surface-muted aria-[current]:bg-primary-50 dark:aria-[current]:bg-surface-muted"
              >
                <span>
                  <span className="block font-medium text-ink">{label(role)}</span>
                  <span className="block text-xs text-ink-muted">{t(`roles.${role.role_type}`)}</span>
                </span>
                <Badge>{t('roleEditor.userCount', { count: role.user_count })}</Badge>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {selected ? (
        <Card className="!p-0">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
            <div>
              <h2 className="text-base font-semibold text-ink">{label(selected)}</h2>
              <p className="text-xs text-ink-muted">
                {isAdminRole(selected.role_type)
                  ? t('roleEditor.adminNote')
                  : (selected.description ??
                    t('roleEditor.typeNote', { type: t(`roles.${selected.role_type}`) }))}
              </p>
            </div>
            <div className="flex gap-2">
              {!selected.is_system && canRemove ? (
                <Button size="sm" variant="secondary" onClick={() => setArchiving(true)}>
                  {t('common.archive')}
                </Button>
              ) : null}
              {readOnly ? null : (
                <Button
                  size="sm"
                  disabled={!dirty}
                  loading={save.isPending}
                  onClick={() => save.mutate(selected)}
                >
                  {t('common.save')}
                </Button>
              )}
            </div>
          </div>
          <PermissionMatrix
            roleName={label(selected)}
            grants={grants}
            onToggle={toggle}
            readOnly={readOnly}
          />
        </Card>
      ) : null}
      {adding ? (
        <NewRoleDialog
          organizationId={organizationId}
          onClose={() => setAdding(false)}
          onCreated={async (role) => {
            setAdding(false)
            await refresh()
            setSelectedId(role.role_id)
            notify({ variant: 'success', message: t('roleEditor.created', { role: role.name }) })
          }}
        />
      ) : null}
      <ConfirmDialog
        open={archiving}
        title={t('roleEditor.archiveTitle', { role: selected ? label(selected) : '' })}
        body={t('roleEditor.archiveBody')}
        confirmLabel={t('common.archive')}
        busy={archive.isPending}
        onConfirm={() => selected && archive.mutate(selected)}
        onCancel={() => setArchiving(false)}
      />
    </div>
  )
}
