import type { ProjectStatus } from '@contract/projects'
import type { ComponentType } from 'react'
import { lazyPage } from '@/lib/chunks'
import { loadTranslations } from '@/lib/i18n'
import { type ListSearch, listSearch, optionalChoice } from '@/lib/search-params'

/*
 * What the projects' route files need, kept free of zod and ky: route definitions are part of
 * the entry chunk, so the contract's schemas must not be pulled in from here.
 */

/** The contract's statuses (PROJECT_STATUSES), in a production's order; a test keeps them equal. */
export const PROJECT_STATUS_ORDER = [
  'development',
  'pre-production',
  'shooting',
  'post',
  'delivered',
  'closed',
] as const satisfies readonly ProjectStatus[]

export type ProjectListSearch = ListSearch<'active' | 'archived'> & { status?: ProjectStatus }

const baseSearch = listSearch(['active', 'archived'])

/** A project list's URL state: page, search, sort, tab and the status filter. */
export function projectListSearch(search: Record<string, unknown>): ProjectListSearch {
  return { ...baseSearch(search), status: optionalChoice(search.status, PROJECT_STATUS_ORDER) }
}

/** A projects page, loaded on first use together with the projects' strings. */
export function projectsPage(importer: () => Promise<{ default: ComponentType }>) {
  return lazyPage(async () => {
    const [page] = await Promise.all([importer(), loadTranslations('projects')])
    return page
  })
}
