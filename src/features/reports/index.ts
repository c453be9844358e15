/*
 * What routes may use of the reports. Kept light (no ky, no zod): route files are part of the entry
 * chunk. The queries live in './api', which the page loads lazily.
 */

export { type ReportsSearch, reportsSearch } from './search'
