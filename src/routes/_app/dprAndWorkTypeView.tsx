import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { createElement } from 'react'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { masterListSearch } from '@/lib/search-params'

export const Route = createFileRoute('/_app/dprAndWorkTypeView')({
  staticData: { access: { roles: ROLE_GROUPS.dpr, module: MODULES.DCR }, titleKey: 'pages.dprAndWorkTypes' },
  // The work types' list keeps its page, sort, search and tab in the URL, as on its own page.
  validateSearch: masterListSearch,
  component: lazyPage(async () => {
    const [settings, masters] = await Promise.all([
      import('@/features/dpr/pages/DprSettingsPage'),
      import('@/features/masters/pages/MasterListPage'),
      loadTranslations('dpr'),
      loadTranslations('masters'),
    ])
    // The masters engine's own list of work types, above the shift and meal rules.
    const workTypes = createElement(masters.default, { masterKey: 'worktype' })
    return { default: () => createElement(settings.default, { workTypes }) }
  }),
})
