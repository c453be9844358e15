import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { masterRoute } from '@/routes/-master-route'

/** The vendor list (module 1003): the same list page as /vendorView. */
export const Route = createFileRoute('/_app/vendorList')(
  masterRoute('vendor', 'pages.vendorList', {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Vendors },
  }),
)
