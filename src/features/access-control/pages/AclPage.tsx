import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { PageHeader } from '@/components/Layout'
import { fetchAllOrganizations } from '@/features/organizations'
import { RolesWorkspace } from '../components/RolesWorkspace'

const route = getRouteApi('/_app/acl')

/** Platform staff: every organisation's roles and permission records, one organisation at a time. */
export default function AclPage() {
  const { t } = useTranslation()
  const { organization } = route.useSearch()
  const navigate = route.useNavigate()
  const organizations = useQuery({
    queryKey: ['organizations', 'all-active'],
    queryFn: () => fetchAllOrganizations({ tab: 'active' }),
  })
  const chosen = organization ?? organizations.data?.find((o) => !o.is_platform)?.organization_id
  return (
    <>
      <PageHeader
        title={t('pages.acl')}
        description={t('acl.description')}
        actions={
          <div className="w-64">
            <SelectField
              label={t('acl.organization')}
              value={chosen ? String(chosen) : ''}
              onChange={(event) =>
                void navigate({ search: { organization: Number(event.target.value) }, replace: true })
              }
              options={(organizations.data ?? []).map((o) => ({
                value: String(o.organization_id),
                label: o.name,
              }))}
            />
          </div>
        }
      />
      {chosen ? <RolesWorkspace key={chosen} organizationId={chosen} /> : null}
    </>
  )
}
