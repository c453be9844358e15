/*
 * What routes and other features may use of the team. Kept light (no ky, no zod): route files are
 * part of the entry chunk. The queries live in './api', which the page loads lazily.
 */

export { type TeamSearch, teamSearch } from './routing'
