import type { AnyRoute } from '../http/route'
// The workflow's document types and the ledger's sources, before any route reads them.
import './registries'
import { advanceRoutes } from './advances/routes'
import { attachmentRoutes } from './attachments/routes'
import { oidcRoutes } from './auth/oidc-routes'
import { authRoutes } from './auth/routes'
import { booksRoutes } from './books/routes'
import { budgetRoutes } from './budget/routes'
import { contractRoutes } from './contracts/routes'
import { creditNoteRoutes } from './credit-notes/routes'
import { dashboardRoutes } from './dashboard/routes'
import { directoryRoutes } from './directory/routes'
import { dprRoutes } from './dpr/routes'
import { expenseRoutes } from './expenses/routes'
import { inventoryRoutes } from './inventory/routes'
import { masterRoutes } from './masters/routes'
import { organizationRoutes } from './organizations/routes'
import { pettyCashRoutes } from './petty-cash/routes'
import { profileRoutes } from './profile/routes'
import { projectRoutes } from './projects/routes'
import { purchaseRoutes } from './purchase/routes'
import { reportRoutes } from './reports/routes'
import { savedFilterRoutes } from './saved-filters/routes'
import { searchRoutes } from './search/routes'
import { teamRoutes } from './team/routes'
import { userRoleRoutes } from './user-roles/routes'
import { userRoutes } from './users/routes'

/** Every /v2 route. Order matters only where paths overlap: fixed segments before :params. */
export const allRoutes: readonly AnyRoute[] = [
  ...authRoutes,
  ...oidcRoutes,
  ...profileRoutes,
  ...organizationRoutes,
  ...userRoutes,
  ...userRoleRoutes,
  ...directoryRoutes,
  ...projectRoutes,
  ...budgetRoutes,
  ...dashboardRoutes,
  ...expenseRoutes,
  ...creditNoteRoutes,
  ...contractRoutes,
  ...advanceRoutes,
  ...purchaseRoutes,
  ...pettyCashRoutes,
  ...dprRoutes,
  ...inventoryRoutes,
  ...masterRoutes,
  ...attachmentRoutes,
  ...savedFilterRoutes,
  ...searchRoutes,
  ...reportRoutes,
  ...booksRoutes,
  ...teamRoutes,
]
