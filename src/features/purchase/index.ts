/*
 * What other features' pages (the verification queue) use of purchase orders. Not for route
 * files: it brings the API client and the contract's schemas, which routes load lazily.
 */
export { invalidatePurchase, purchaseKeys } from './api'
export { PoDetailDialog } from './components/PoDetailDialog'
export { PoNumberLink } from './components/PoNumberLink'
export { ProjectMoney } from './components/ProjectMoney'
