import { MODULE_CODES, type ModuleCode } from '@contract/codes'
import type { Organization } from '@contract/organizations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { CheckboxGroup, SelectField } from '@/components/Field'
import { Card, PageHeader } from '@/components/Layout'
import { Spinner } from '@/components/Spinner'
import { fetchAllOrganizations, organizationsKeys, updateOrganization } from '@/features/organizations'
import { isSuperAdminRole } from '@/lib/access'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { mastersKeys } from '../api'
import ModulesPage from './ModulesPage'

/**
 * /addModules: a Super Admin chooses an organisation and switches its modules on or off. Other
 * admins see their own organisation's modules, read-only: the server refuses them anyway.
 */
export default function AddModulesPage() {
  const isSuperAdmin = useSession((state) => isSuperAdminRole(state.role))
  return isSuperAdmin ? <ModuleSwitches /> : <ModulesPage />
}

function ModuleSwitches() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { organization: chosenId } = useSearch({ strict: false }) as { organization?: number }
  const organizations = useQuery({
    queryKey: [...organizationsKeys.all, 'choices'],
    queryFn: () => fetchAllOrganizations({ tab: 'active' }),
  })
  const chosen = organizations.data?.find((organization) => organization.organization_id === chosenId)

  return (
    <>
      <PageHeader title={t('pages.addModules')} description={t('masters.modules.addDescription')} />
      <Card className="max-w-3xl space-y-5">
        {organizations.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : organizations.isError ? (
          <Alert tone="danger" title={t('errors.serverError')}>
            <Button size="sm" variant="secondary" onClick={() => void organizations.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : organizations.data.length === 0 ? (
          <EmptyState icon="building" title={t('masters.modules.empty')} />
        ) : (
          <>
            <SelectField
              label={t('masters.modules.organisation')}
              value={chosen ? String(chosen.organization_id) : ''}
              onChange={(event) =>
                void navigate({
                  to: '/addModules',
                  search: { organization: event.target.value ? Number(event.target.value) : undefined },
                  replace: true,
                })
              }
              options={[
                { value: '', label: t('masters.modules.chooseOrganisation') },
                ...organizations.data
                  .filter((organization) => !organization.is_platform)
                  .map((organization) => ({
                    value: String(organization.organization_id),
                    label: organization.name,
                  })),
              ]}
            />
            {chosen ? (
              <SwitchesForm key={chosen.organization_id} organization={chosen} />
            ) : (
              <p className="text-sm text-ink-muted">{t('masters.modules.chooseFirst')}</p>
            )}
          </>
        )}
      </Card>
    </>
  )
}

function SwitchesForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [enabled, setEnabled] = useState<ModuleCode[]>(organization.enabled_modules)
  const save = useMutation({
    mutationFn: () =>
      updateOrganization(organization.organization_id, {
        enabled_modules: MODULE_CODES.filter((code) => enabled.includes(code)),
      }),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: mastersKeys.modules() }),
      ])
      notify({ variant: 'success', message: t('masters.modules.saved', { name: saved.name }) })
    },
  })
  const changed =
    [...enabled].sort().join() !== [...organization.enabled_modules].sort().join() && !save.isSuccess
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  return (
    <form onSubmit={submit} className="space-y-5">
      <CheckboxGroup<ModuleCode>
        legend={t('masters.modules.switches', { name: organization.name })}
        hint={t('masters.modules.enabledCount', { count: enabled.length, total: MODULE_CODES.length })}
        options={MODULE_CODES.map((code) => ({ value: code, label: `${code} · ${t(`modules.${code}`)}` }))}
        value={enabled}
        onChange={(next) => {
          save.reset()
          setEnabled(next)
        }}
      />
      <div className="flex items-center justify-end gap-3 border-t border-line pt-4">
        {changed ? <span className="text-sm text-ink-muted">{t('masters.modules.unsaved')}</span> : null}
        <Button type="submit" loading={save.isPending}>
          {t('masters.modules.save')}
        </Button>
      </div>
    </form>
  )
}
