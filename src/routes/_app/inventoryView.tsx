import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { itemListSearch } from '@/features/inventory'
import { ROLE_GROUPS } from '@/lib/access'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_app/inventoryView')({
  staticData: {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Inventory },
    titleKey: 'pages.inventory',
  },
  validateSearch: itemListSearch,
  component: lazyPage(async () => {
    // The project picker speaks the budget part's words; the photos panel the spend part's.
    const [page] = await Promise.all([
      import('@/features/inventory/pages/InventoryPage'),
      loadTranslations('inventory'),
      loadTranslations('budget'),
    ])
    return page
  }),
})
