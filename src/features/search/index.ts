import { lazy } from 'react'

export { searchPageHref } from './kinds'

/** The command palette (Ctrl+K): its own chunk, fetched the first time it is opened. */
export const CommandPalette = lazy(() => import('./components/CommandPalette'))

/** Starts fetching the palette's chunk (on hovering or focusing the search button). */
export const preloadCommandPalette = () => void import('./components/CommandPalette')
