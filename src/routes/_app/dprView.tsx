import { MODULES } from '@contract/codes'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { dprViewSearch } from '@/features/dpr'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/dprView')({
  staticData: { access: { roles: ROLE_GROUPS.dpr, module: MODULES.DCR }, titleKey: 'pages.dpr' },
  validateSearch: dprViewSearch,
  // The sidebar's "Daily production reports" names no report: it opens the list of them.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/dprList', replace: true })
  },
  loaderDeps: ({ search }) => search,
  // The report starts loading with the page's code; a failure is the page's to show.
  loader: async ({ context, deps }) => {
    if (!deps.id) return
    const { dprQuery } = await import('@/features/dpr/api')
    await context.queryClient.prefetchQuery(dprQuery(deps.id))
  },
  component: lazyPage(async () => {
    const [page] = await Promise.all([import('@/features/dpr/pages/DprViewPage'), loadTranslations('dpr')])
    return page
  }),
})
