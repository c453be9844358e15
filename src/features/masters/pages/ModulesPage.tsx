import type { ModuleEntry } from '@contract/modules'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Badge } from '@/components/Segmented'
import { Spinner } from '@/components/Spinner'
import { isSuperAdminRole } from '@/lib/access'
import { useSession } from '@/lib/session'
import { modulesQuery } from '../api'

/** /modules: the module catalogue (codes 1000–1015) and which modules the organisation has on. */
export default function ModulesPage() {
  const { t } = useTranslation()
  const isSuperAdmin = useSession((state) => isSuperAdminRole(state.role))
  const modules = useQuery(modulesQuery())
  return (
    <>
      <PageHeader
        title={t('pages.modules')}
        description={t('masters.modules.description')}
        actions={
          isSuperAdmin ? (
            <Link to="/addModules" className={buttonClasses('primary')}>
              {t('masters.modules.manage')}
            </Link>
          ) : null
        }
      />
      {isSuperAdmin ? null : (
        <div className="mb-4">
          <Alert>{t('masters.modules.onlySuperAdmin')}</Alert>
        </div>
      )}
      <Card className="overflow-hidden p-0">
        {modules.isPending ? (
          <div className="p-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : modules.isError ? (
          <div className="p-6">
            <Alert tone="danger" title={t('errors.serverError')}>
              <Button size="sm" variant="secondary" onClick={() => void modules.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          </div>
        ) : (
          <ModulesTable modules={modules.data} />
        )}
      </Card>
    </>
  )
}

export function ModulesTable({ modules }: { modules: readonly ModuleEntry[] }) {
  const { t } = useTranslation()
  return (
    <PlainTable
      caption={t('pages.modules')}
      columns={[
        { key: 'code', header: t('masters.modules.code') },
        { key: 'name', header: t('masters.modules.name') },
        { key: 'status', header: t('masters.modules.status') },
      ]}
    >
      {modules.map((module) => (
        <tr key={module.module_code} className={plainRow}>
          <td className={`${plainCell()} font-mono tabular-nums text-ink-muted`}>{module.module_code}</td>
          <td className={`${plainCell()} font-medium text-ink`}>{t(`modules.${module.module_code}`)}</td>
          <td className={plainCell()}>
            <Badge tone={module.enabled ? 'success' : 'neutral'}>
              {module.enabled ? t('masters.modules.on') : t('masters.modules.off')}
            </Badge>
          </td>
        </tr>
      ))}
    </PlainTable>
  )
}
