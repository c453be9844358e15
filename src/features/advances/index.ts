/*
 * What routes and other features may use of vendor advances. Kept light (no ky, no zod): route
 * files are part of the entry chunk. The queries live in './api', which the page loads lazily.
 */

import { lazy } from 'react'

export { type AdvanceListSearch, advanceListSearch } from './routing'

/** The vendor's balances with it, for the vendor's own screen (loaded when shown). */
export const VendorAdvancesPanel = lazy(() => import('./components/VendorAdvancesPanel'))
