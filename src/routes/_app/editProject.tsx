import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { projectsPage } from '@/features/projects'
import { ROLE_GROUPS } from '@/lib/access'

/** Setting up a new project. */
export const Route = createFileRoute('/_app/editProject')({
  staticData: { access: { roles: ROLE_GROUPS.team, module: MODULES.Project }, titleKey: 'pages.editProject' },
  component: projectsPage(() => import('@/features/projects/pages/ProjectFormPage')),
})
