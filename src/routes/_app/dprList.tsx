import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { dprListSearch } from '@/features/dpr'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/dprList')({
  staticData: { access: { roles: ROLE_GROUPS.dpr, module: MODULES.DCR }, titleKey: 'pages.dprList' },
  validateSearch: dprListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words.
    const [page] = await Promise.all([
      import('@/features/dpr/pages/DprListPage'),
      loadTranslations('dpr'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
