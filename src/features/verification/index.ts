/*
 * What other features may use of verification. Kept light: the shell imports it, so the badge's
 * code (its query needs the API contract and zod) loads in a chunk of its own after the first paint.
 */
import { lazy } from 'react'

/** The sidebar's count of what waits on the signed-in user. */
export const WaitingBadge = lazy(() => import('./components/WaitingBadge'))
