import type { ApprovalLevel } from '@contract/spend/approvals'
import type { DocumentType } from '@contract/spend/common'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { AutoApproval } from '../levels/AutoApproval'
import { DutyException } from '../levels/DutyException'
import { LevelDialog } from '../levels/LevelDialog'
import { LevelsScope, useLevelsScope } from '../levels/LevelsScope'
import { LevelsTable } from '../levels/LevelsTable'

type LevelsPageProps = {
  /** The document type shown until one is chosen (/contract/userAndLevelView: contracts). */
  defaultType?: DocumentType
  title?: string
}

/** A project's approval levels in order, adding the next one or changing one. */
export function LevelsPage({ defaultType, title }: LevelsPageProps) {
  const { t } = useTranslation()
  const scope = useLevelsScope(defaultType)
  const [editing, setEditing] = useState<ApprovalLevel | 'new' | null>(null)
  const add = (
    <Button icon="plus" onClick={() => setEditing('new')}>
      {t('purchase.levels.addButton')}
    </Button>
  )
  return (
    <>
      <PageHeader
        title={title ?? t('purchase.levels.addPageTitle')}
        description={t('purchase.levels.addPageDescription')}
        actions={scope.projectId ? add : undefined}
      />
      <LevelsScope scope={scope} />
      {scope.projectId ? <AutoApproval projectId={scope.projectId} /> : null}
      {scope.projectId ? <DutyException projectId={scope.projectId} /> : null}
      {scope.projectId ? (
        <LevelsTable
          projectId={scope.projectId}
          type={scope.type}
          emptyAction={add}
          action={(level) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('purchase.levels.changeNamed', { name: level.name })}
              onClick={() => setEditing(level)}
            >
              {t('purchase.levels.change')}
            </Button>
          )}
        />
      ) : (
        <EmptyState icon="folder" title={t('purchase.chooseProject')} />
      )}
      {scope.projectId && editing ? (
        <LevelDialog
          projectId={scope.projectId}
          type={scope.type}
          level={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}

/** /addLevel: purchase orders first. */
export default function AddLevelPage() {
  return <LevelsPage />
}
