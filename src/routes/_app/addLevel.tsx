import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { levelsSearch } from '@/routes/-levels-search'

/** /addLevel: a project's approval levels, in order; add the next one or change one. */
export const Route = createFileRoute('/_app/addLevel')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Project },
    titleKey: 'pages.addLevel',
  },
  validateSearch: levelsSearch,
  // The project picker's strings are the budget part's.
  component: lazyPage(async () => {
    const [page] = await Promise.all([
      import('@/features/purchase/pages/AddLevelPage'),
      loadTranslations('spend'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
