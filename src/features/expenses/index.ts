/*
 * What routes and other features may use of expenses. Kept light (no ky, no zod): route files are
 * part of the entry chunk. The queries live in './api', which pages load lazily.
 */

// A badge only (react-i18next and the shared Badge): light enough for the index.
export { ExpenseStatusBadge } from './components/ExpenseStatusBadge'
export { type ExpenseListSearch, expenseListSearch } from './routing'
