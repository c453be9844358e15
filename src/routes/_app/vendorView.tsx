import { MODULES } from '@contract/codes'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE_GROUPS } from '@/lib/access'
import { masterRoute } from '@/routes/-master-route'

/** Vendors (module 1003): the vendor master's list, with adding, changing and documents. */
export const Route = createFileRoute('/_app/vendorView')(
  masterRoute('vendor', 'pages.vendors', {
    access: { roles: ROLE_GROUPS.admins, module: MODULES.Vendors },
  }),
)
