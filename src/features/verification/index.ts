/*
 * What other features may use of verification. Kept light: the shell imports it, so the badge's
 * code (its query needs the API contract and zod) loads in a chunk of its own after the first paint.
 */
import { lazy } from 'react'

/** The sidebar's count of what waits on the signed-in user. */
export const WaitingBadge = lazy(() => import('./components/WaitingBadge'))

/** Each waiting document type's words, icon and list (the dashboard links to the same lists). */
export { type CardIcon, DOCUMENT_CARDS } from './waiting-cards'
