import { challanHandlers } from './challans'
import { purchaseLevelHandlers } from './purchase-levels'
import { purchaseOrderHandlers } from './purchase-orders'

/**
 * Approval levels, purchase orders, challans and the verification queue. MSW answers with the
 * first handler that matches: the fixed segments (/purchase/levels, /purchase/level,
 * /purchase/approver, /purchase/projectUsers, /purchase/getMapList, /purchase/project and the
 * challan paths) come before /purchase/:id.
 */
export const purchaseHandlers = [...purchaseLevelHandlers, ...challanHandlers, ...purchaseOrderHandlers]
