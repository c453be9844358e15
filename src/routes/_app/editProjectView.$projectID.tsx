import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { projectsPage } from '@/features/projects'
import { ROLE_GROUPS } from '@/lib/access'

/** One project: its details to change, archive or restore, and its team. */
export const Route = createFileRoute('/_app/editProjectView/$projectID')({
  staticData: {
    access: { roles: ROLE_GROUPS.team, module: MODULES.Project },
    titleKey: 'pages.editProjectView',
  },
  // A malformed id starts nothing: the page says the project was not found.
  loader: async ({ context, params }) => {
    const id = Number(params.projectID)
    if (!Number.isInteger(id) || id < 1) return
    const { projectQuery, projectTeamQuery } = await import('@/features/projects/api')
    await Promise.all([
      context.queryClient.prefetchQuery(projectQuery(id)),
      context.queryClient.prefetchQuery(projectTeamQuery(id)),
    ])
  },
  component: projectsPage(() => import('@/features/projects/pages/ProjectDetailsPage')),
})
