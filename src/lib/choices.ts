import { optionsResponseSchema } from '@contract/masters/schemas'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getJson } from './http'

const CHOICES_STALE_MS = 60_000

/**
 * The key of a list's choices. It starts like the masters' own keys (`['masters', target]`), so a
 * write that refreshes a master refreshes its choices too.
 */
export const choicesKey = (target: string, search = '', within = '') =>
  ['masters', target, 'options', search, within] as const

/**
 * GET /v2/{target}/options: active records as choices (id and label), searched on the server and
 * narrowed by a parent (`within`); one cache for every form and picker that offers them.
 */
export const choicesQuery = (target: string, search = '', within = '') =>
  queryOptions({
    queryKey: choicesKey(target, search, within),
    queryFn: async () => {
      const params = new URLSearchParams({ limit: '100' })
      if (search) params.set('search', search)
      if (within) params.set('within', within)
      return (await getJson(`v2/${target}/options?${params}`, optionsResponseSchema)).data
    },
    staleTime: CHOICES_STALE_MS,
    placeholderData: keepPreviousData,
  })
