/*
 * What routes and other features may use of inventory. Kept light (no ky, no zod): route files
 * are part of the entry chunk. The queries live in './api', which the page loads lazily.
 */

export { type ItemListSearch, itemListSearch } from './routing'
