/*
 * Saved filters of any list (contract/saved-filters.ts): the panel a list page shows and its
 * queries. Only lazily loaded pages import this (it carries the API client).
 */

export { savedFiltersQuery } from './api'
export { SavedFiltersPanel } from './components/SavedFiltersPanel'
