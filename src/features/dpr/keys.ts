import { queryOptions } from '@tanstack/react-query'

/*
 * The DPR queries' keys (all start with 'dpr'), and the one query other pages use — the DCR of each
 * day of a period — which loads the API client only when it runs, so the index stays light.
 */

export type DprFilter = {
  page: number
  project?: number
  status?: string
  from?: string
  to?: string
}

export const dprKeys = {
  all: ['dpr'] as const,
  lists: () => ['dpr', 'list'] as const,
  list: (filter: DprFilter) => ['dpr', 'list', filter] as const,
  draft: (project: number, date: string, unit: string) => ['dpr', 'draft', project, date, unit] as const,
  one: (id: number) => ['dpr', 'one', id] as const,
  dcr: (id: number) => ['dpr', 'dcr', id] as const,
  dcrPeriod: (project: number, from: string, to: string) => ['dpr', 'dcrPeriod', project, from, to] as const,
  rules: () => ['dpr', 'rules'] as const,
}

/** GET /v2/dpr/dcr: each day of the period with its daily budget and its DCR total. */
export const dcrPeriodQuery = (projectId: number, from: string, to: string) =>
  queryOptions({
    queryKey: dprKeys.dcrPeriod(projectId, from, to),
    queryFn: async () => (await import('./period-api')).fetchDcrPeriod(projectId, from, to),
  })
