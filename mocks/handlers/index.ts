import { attachmentHandlers } from './attachments'
import { authHandlers } from './auth'
import { budgetHandlers } from './budget'
import { directoryHandlers } from './directory'
import { expenseHandlers } from './expenses'
import { masterHandlers } from './masters'
import { organizationHandlers } from './organizations'
import { projectHandlers } from './projects'
import { purchaseHandlers } from './purchase'
import { userRoleHandlers } from './user-roles'
import { userHandlers } from './users'

/** Every mock of the /v2 contract, in one list for the browser worker and the Node server. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...organizationHandlers,
  ...userRoleHandlers,
  ...directoryHandlers,
  ...projectHandlers,
  ...masterHandlers,
  // Before the budget handlers: /budget/controls, /budget/remaining/… would match /budget/:id.
  ...expenseHandlers,
  ...budgetHandlers,
  ...purchaseHandlers,
  ...attachmentHandlers,
]
