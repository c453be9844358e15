import type { Project } from '@contract/projects'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert, EmptyState } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { Card, PageHeader } from '@/components/Layout'
import { PageSpinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { projectQuery, projectsKeys, updateProject } from '../api'
import { ProjectForm } from '../components/ProjectForm'
import { StatusBadge } from '../components/StatusBadge'
import { TeamCard } from '../components/TeamCard'
import { useMayOpen } from '../hooks'

const route = getRouteApi('/_app/editProjectView/$projectID')

const backLink = (label: string) => (
  <Link to="/apps/projects" className={buttonClasses('secondary')}>
    {label}
  </Link>
)

/** /editProjectView/{id}: a project's details to change, archive or restore, and its team. */
export default function ProjectDetailsPage() {
  const { t } = useTranslation()
  const { projectID } = route.useParams()
  const id = Number(projectID)
  const valid = Number.isInteger(id) && id >= 1
  const project = useQuery({ ...projectQuery(id), enabled: valid })

  if (!valid || (project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <EmptyState
        icon="folder"
        title={t('projects.details.notFound')}
        action={backLink(t('projects.details.back'))}
      >
        {t('projects.details.notFoundBody')}
      </EmptyState>
    )
  }
  if (project.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('projects.details.loadFailed')}
        action={
          <Button variant="secondary" icon="refresh" onClick={() => void project.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('table.loadFailedBody')}
      </EmptyState>
    )
  }
  if (!project.data) return <PageSpinner />
  return <ProjectDetails project={project.data} />
}

function ProjectDetails({ project }: { project: Project }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canEdit = useCan('project', 'PUT')
  const mayOpenBudget = useMayOpen('/budgetView')
  const mayOpenOrders = useMayOpen('/projectPosList/$projectID')
  const [confirmArchive, setConfirmArchive] = useState(false)

  const stored = (saved: Project) => {
    queryClient.setQueryData(projectsKeys.one(saved.project_id), saved)
    void queryClient.invalidateQueries({ queryKey: projectsKeys.lists() })
  }
  const archive = useMutation({
    mutationFn: (archived: boolean) => updateProject(project.project_id, { archived }),
    onSuccess: (saved) => {
      setConfirmArchive(false)
      stored(saved)
      notify({
        variant: 'success',
        message: saved.archived
          ? t('projects.details.archived', { name: saved.name })
          : t('projects.details.restored', { name: saved.name }),
      })
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })

  const actions = (
    <>
      {mayOpenBudget && !project.archived ? (
        <Link
          to="/budgetView"
          search={{ project: project.project_id }}
          className={buttonClasses('secondary')}
        >
          <Icon name="coins" className="size-4" />
          {t('projects.openBudget')}
        </Link>
      ) : null}
      {mayOpenOrders && !project.archived ? (
        <Link
          to="/projectPosList/$projectID"
          params={{ projectID: String(project.project_id) }}
          className={buttonClasses('secondary')}
        >
          <Icon name="receipt" className="size-4" />
          {t('projects.openPurchaseOrders')}
        </Link>
      ) : null}
      {canEdit ? (
        project.archived ? (
          <Button variant="secondary" loading={archive.isPending} onClick={() => archive.mutate(false)}>
            {t('projects.details.restore')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmArchive(true)}>
            {t('projects.details.archive')}
          </Button>
        )
      ) : null}
    </>
  )

  return (
    <>
      <nav aria-label={t('projects.details.breadcrumb')} className="mb-2 text-sm">
        <Link to="/apps/projects" className="text-link hover:underline">
          {t('projects.title')}
        </Link>
        <span aria-hidden="true" className="px-1.5 text-ink-muted">
          /
        </span>
        <span className="text-ink-muted">{project.code}</span>
      </nav>
      <PageHeader
        title={project.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={project.status} />
            <span>
              {[project.code, project.project_type_name, project.currency_code].filter(Boolean).join(' · ')}
            </span>
          </span>
        }
        actions={actions}
      />
      {project.archived ? (
        <div className="mb-4">
          <Alert tone="warning">{t('projects.details.archivedNotice')}</Alert>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          {!canEdit ? (
            <div className="mb-4">
              <Alert tone="info">{t('projects.form.readOnly')}</Alert>
            </div>
          ) : null}
          <ProjectForm
            // A saved project comes back with its new stamp: the form starts again from it.
            key={project.updated_at}
            project={project}
            readOnly={!canEdit || project.archived}
            onSaved={(saved) => {
              stored(saved)
              notify({ variant: 'success', message: t('projects.form.saved', { name: saved.name }) })
            }}
          />
        </Card>
        <TeamCard project={project} />
      </div>
      <ConfirmDialog
        open={confirmArchive}
        title={t('projects.details.archiveTitle', { name: project.name })}
        body={t('projects.details.archiveBody')}
        confirmLabel={t('common.archive')}
        busy={archive.isPending}
        onConfirm={() => archive.mutate(true)}
        onCancel={() => setConfirmArchive(false)}
      />
    </>
  )
}
