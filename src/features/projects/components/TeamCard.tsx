import { isAdminRole } from '@contract/codes'
import type { ProjectMember } from '@contract/directory'
import type { Project } from '@contract/projects'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Card } from '@/components/Layout'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { projectsKeys, projectTeamQuery, removeTeamMember } from '../api'
import { AddMemberDialog } from './AddMemberDialog'

/** Who is on the project and as what; Admins add and remove people. */
export function TeamCard({ project }: { project: Project }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const team = useQuery(projectTeamQuery(project.project_id))
  const isAdmin = isAdminRole(useSession((state) => state.role))
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<ProjectMember | null>(null)

  /** The team changed: keep its answer, and let the project (its team size) and lists refresh. */
  const changed = (members: ProjectMember[]) => {
    queryClient.setQueryData(projectsKeys.team(project.project_id), members)
    void queryClient.invalidateQueries({ queryKey: projectsKeys.one(project.project_id) })
    void queryClient.invalidateQueries({ queryKey: projectsKeys.lists() })
  }
  const remove = useMutation({
    mutationFn: (member: ProjectMember) => removeTeamMember(project.project_id, member.user_id),
    onSuccess: (members, member) => {
      setRemoving(null)
      changed(members)
      notify({ variant: 'success', message: t('projects.team.removed', { name: member.name }) })
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.notified)
        notify({ variant: 'danger', title: t('common.notSaved'), message: error.message })
    },
  })

  const headingId = `team-${project.project_id}`
  return (
    <Card className="space-y-4">
      <div>
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {t('projects.team.title')}
          </h2>
          {isAdmin && !project.archived ? (
            <Button
              size="sm"
              icon="plus"
              className="shrink-0 whitespace-nowrap"
              onClick={() => setAdding(true)}
            >
              {t('projects.team.add')}
            </Button>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-ink-muted">{t('projects.team.description')}</p>
      </div>
      {team.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : team.isError ? (
        <div className="space-y-3 text-sm">
          <p className="text-danger">{t('projects.team.loadFailed')}</p>
          <Button variant="secondary" size="sm" icon="refresh" onClick={() => void team.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : team.data.length === 0 ? (
        <div className="rounded-control border border-dashed border-line px-4 py-6 text-center text-sm">
          <p className="font-medium text-ink">{t('projects.team.empty')}</p>
          <p className="mt-1 text-ink-muted">
            {isAdmin ? t('projects.team.emptyBodyAdmin') : t('projects.team.emptyBody')}
          </p>
        </div>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line">
          {team.data.map((member) => (
            <li key={member.user_id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{member.name}</p>
                <p className="text-xs text-ink-muted">
                  {member.project_role} · {t(`roles.${member.role_type}`, { defaultValue: member.role_type })}
                </p>
              </div>
              {isAdmin && !project.archived ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRemoving(member)}
                  aria-label={t('projects.team.removeNamed', { name: member.name })}
                >
                  {t('projects.team.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddMemberDialog
          project={project}
          members={team.data ?? []}
          onClose={() => setAdding(false)}
          onAdded={(members, name) => {
            setAdding(false)
            changed(members)
            notify({ variant: 'success', message: t('projects.team.added', { name }) })
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('projects.team.removeTitle', { name: removing?.name ?? '', project: project.name })}
        body={t('projects.team.removeBody')}
        confirmLabel={t('projects.team.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  )
}
