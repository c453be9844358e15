import { createFileRoute } from '@tanstack/react-router'
import { CONTRACT_ACCESS, masterRoute } from '@/routes/-master-route'

// The product's own register, shown in the contract area too: its own permission applies.
export const Route = createFileRoute('/_app/contract/vendorView')(
  masterRoute('vendor', 'pages.contractVendors', { access: CONTRACT_ACCESS }),
)
