import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { guardSignedInRoute } from '@/lib/guards'
import { loadTranslations } from '@/lib/i18n'

/** Every signed-in page sits under this layout; its guard reads each leaf route's declared access. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, matches }): Promise<void> => {
    guardSignedInRoute({ location, matches })
    await loadTranslations('app')
    // The texts of the API's refusals follow without holding up the page (see lib/i18n.ts).
    void loadTranslations('errorCodes')
  },
  component: lazyPage(() => import('@/features/shell/pages/AppShell')),
})
