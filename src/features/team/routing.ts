import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The team page's URL: the project, the search, the status filter and the page. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
export const TEAM_STATUS_CHOICES = ['invited', 'onboarding', 'active', 'wrapped', 'cleared'] as const

export type TeamSearch = {
  project?: number
  search?: string
  status?: (typeof TEAM_STATUS_CHOICES)[number]
  page?: number
}

export function teamSearch(search: Record<string, unknown>): TeamSearch {
  return {
    project: optionalId(search.project),
    search: optionalText(search.search, 200) || undefined,
    status: optionalChoice(search.status, TEAM_STATUS_CHOICES),
    page: optionalPage(search.page),
  }
}
