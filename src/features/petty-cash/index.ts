/*
 * What routes and other features may use of petty cash. Kept light (no ky, no zod): route files
 * are part of the entry chunk. The queries live in './api', which the page loads lazily.
 */

export { type PettyCashSearch, pettyCashSearch } from './routing'
