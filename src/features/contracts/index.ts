/*
 * What routes and other features may use of contracts. Kept light (no ky, no zod): route files
 * are part of the entry chunk. The queries live in './api', which pages load lazily.
 */

export { type ContractFilterSearch, contractFilterSearch } from './filter-search'
export { type ContractListSearch, contractListSearch } from './routing'
