import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { projectListSearch, projectsPage } from '@/features/projects'
import { ROLE_GROUPS } from '@/lib/access'

/** The spec's second path to the project list; the same page as /apps/projects. */
export const Route = createFileRoute('/_app/projects')({
  staticData: { access: { roles: ROLE_GROUPS.team, module: MODULES.Project }, titleKey: 'pages.projectList' },
  validateSearch: projectListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { filterFromSearch, projectsListQuery } = await import('@/features/projects/api')
    await context.queryClient.prefetchQuery(projectsListQuery(filterFromSearch(deps)))
  },
  component: projectsPage(() => import('@/features/projects/pages/ProjectsPage')),
})
