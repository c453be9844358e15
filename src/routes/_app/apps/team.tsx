import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { teamSearch } from '@/features/team'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/apps/team')({
  staticData: { access: { roles: ROLE_GROUPS.team, module: MODULES.Project }, titleKey: 'pages.team' },
  validateSearch: teamSearch,
  component: lazyPage(async () => {
    const [page] = await Promise.all([import('@/features/team/pages/TeamPage'), loadTranslations('team')])
    return page
  }),
})
