/*
 * What routes and other features may use of projects. Kept light (no ky, no zod): route files are
 * part of the entry chunk. The queries live in './api', which routes load lazily.
 */
export { PROJECT_STATUS_ORDER, type ProjectListSearch, projectListSearch, projectsPage } from './routing'
