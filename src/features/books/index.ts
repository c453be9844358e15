/*
 * What routes and other features may use of the books. Kept light: route files are part of the
 * entry chunk, so components load when shown.
 */

import { lazy } from 'react'

/** How far ahead documents may be dated, changed by Admins (beside the period lock). */
export const BooksSettingsPanel = lazy(() =>
  import('./components/BooksSettingsPanel').then((module) => ({ default: module.BooksSettingsPanel })),
)

export { type LedgerSearch, ledgerSearch } from './search'
