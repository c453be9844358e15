import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { levelsSearch } from '@/routes/-levels-search'

/** /removeLevel: remove a level; what waits on it moves on to the next one. */
export const Route = createFileRoute('/_app/removeLevel')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Project },
    titleKey: 'pages.removeLevel',
  },
  validateSearch: levelsSearch,
  // The project picker's strings are the budget part's.
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/purchase/pages/RemoveLevelPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
