import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { projectListSearch, projectsPage } from '@/features/projects'
import { ROLE_GROUPS } from '@/lib/access'

export const Route = createFileRoute('/_app/apps/projects')({
  staticData: { access: { roles: ROLE_GROUPS.team, module: MODULES.Project }, titleKey: 'pages.projects' },
  validateSearch: projectListSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the page's code; a failure is the page's to show, with a retry.
  loader: async ({ context, deps }) => {
    const { filterFromSearch, projectsListQuery } = await import('@/features/projects/api')
    await context.queryClient.prefetchQuery(projectsListQuery(filterFromSearch(deps)))
  },
  component: projectsPage(() => import('@/features/projects/pages/ProjectsPage')),
})
