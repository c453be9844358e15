import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { projectsKeys } from '../api'
import { ProjectForm } from '../components/ProjectForm'

/** /editProject: setting up a new production; on success its page opens. */
export default function ProjectFormPage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canAdd = useCan('project', 'POST')
  const back = (
    <Link to="/apps/projects" className={buttonClasses('secondary')}>
      {t('projects.details.back')}
    </Link>
  )
  return (
    <>
      <PageHeader title={t('projects.form.newTitle')} description={t('projects.form.newDescription')} />
      <Card className="max-w-4xl">
        {canAdd ? (
          <ProjectForm
            secondaryAction={back}
            onSaved={(project) => {
              queryClient.setQueryData(projectsKeys.one(project.project_id), project)
              void queryClient.invalidateQueries({ queryKey: projectsKeys.lists() })
              notify({ variant: 'success', message: t('projects.form.created', { name: project.name }) })
              void navigate({
                to: '/editProjectView/$projectID',
                params: { projectID: String(project.project_id) },
              })
            }}
          />
        ) : (
          <div className="space-y-4">
            <Alert tone="info">{t('projects.form.mayNotAdd')}</Alert>
            {back}
          </div>
        )}
      </Card>
    </>
  )
}
