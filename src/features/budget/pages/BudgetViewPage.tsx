import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { useCan } from '@/lib/permissions'
import { useWorkspace } from '@/stores/workspace'
import { BudgetControlsDialog } from '../components/BudgetControlsDialog'
import { ProjectBudget } from '../components/ProjectBudget'
import { downloadBudgetTemplate } from '../components/template'
import { UploadDialog } from '../components/UploadDialog'

const route = getRouteApi('/_app/budgetView')

/**
 * /budgetView: a project's budget, a page of lines at a time. Nothing loads until a project is
 * chosen; the project, page, tab and search live in the URL, the version in the workspace store.
 */
export default function BudgetViewPage() {
  const { t } = useTranslation()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const canUpload = useCan('budget', 'POST')
  const canControl = useCan('settings', 'PUT')
  const [controlling, setControlling] = useState(false)
  const workspaceProject = useWorkspace((state) => state.projectId)
  const storedVersion = useWorkspace((state) => state.budgetVersion)
  const setProject = useWorkspace((state) => state.setProject)
  const setBudgetVersion = useWorkspace((state) => state.setBudgetVersion)
  const [uploading, setUploading] = useState(false)
  const projectId = search.project ?? null

  // Opened without ?project=: start on the project the user last worked on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page opens
  useEffect(() => {
    if (search.project === undefined && workspaceProject !== null)
      void navigate({ search: (previous) => ({ ...previous, project: workspaceProject }), replace: true })
  }, [])

  // The project in the URL is the one other pages open on too (and its version starts as the current one).
  useEffect(() => {
    if (projectId !== null && projectId !== useWorkspace.getState().projectId) setProject(projectId)
  }, [projectId, setProject])

  const version = workspaceProject === projectId ? storedVersion : null
  const chooseProject = (id: number | null) => {
    setProject(id)
    void navigate({ search: (previous) => ({ project: id ?? undefined, tab: previous.tab }) })
  }

  return (
    <>
      <PageHeader
        title={t('pages.budget')}
        description={t('budget.description')}
        actions={
          <>
            {canControl ? (
              <Button variant="secondary" icon="cog" onClick={() => setControlling(true)}>
                {t('actuals.controls.open')}
              </Button>
            ) : null}
            {projectId !== null ? (
              <>
                <Button variant="secondary" icon="file" onClick={downloadBudgetTemplate}>
                  {t('budget.template')}
                </Button>
                {canUpload ? (
                  <Button icon="plus" onClick={() => setUploading(true)}>
                    {t('budget.upload.open')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </>
        }
      />
      {controlling ? <BudgetControlsDialog onClose={() => setControlling(false)} /> : null}
      {projectId === null ? (
        <div className="space-y-6">
          <div className="max-w-md">
            <ProjectPicker value={null} onChange={chooseProject} />
          </div>
          <EmptyState icon="wallet" title={t('budget.chooseProject')}>
            {t('budget.chooseProjectBody')}
          </EmptyState>
        </div>
      ) : (
        <ProjectBudget
          key={projectId}
          projectId={projectId}
          version={version}
          page={search.page ?? 1}
          search={search.search ?? ''}
          tab={search.tab ?? 'lines'}
          overBudgetOnly={search.over === 1}
          spendTo={search.to ?? null}
          picker={<ProjectPicker value={projectId} onChange={chooseProject} />}
          onVersion={(next) => {
            setBudgetVersion(next)
            void navigate({ search: (previous) => ({ ...previous, page: undefined }), replace: true })
          }}
          onSearchChange={(patch) =>
            void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: !('page' in patch) })
          }
          onUpload={canUpload ? () => setUploading(true) : undefined}
        />
      )}
      {uploading && projectId !== null ? (
        <UploadDialog
          projectId={projectId}
          onClose={() => setUploading(false)}
          onUploaded={(result) => {
            setUploading(false)
            setBudgetVersion(result.budgetV)
            void navigate({ search: (previous) => ({ ...previous, page: undefined, tab: undefined }) })
          }}
        />
      ) : null}
    </>
  )
}
