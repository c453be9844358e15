import { directoryApi } from '@contract/api/directory'
import { masterApi } from '@contract/api/masters'
import type { MasterKey } from '@contract/masters/definitions'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from './api'

const CHOICES_STALE_MS = 60_000

/** What offers choices: every master, and the projects the user may see. */
export type ChoiceTarget = MasterKey | 'project'

const optionsEndpoint = (target: ChoiceTarget) =>
  target === 'project' ? directoryApi.projectOptions : masterApi(target).options

/**
 * The key of a list's choices. It starts like the masters' own keys (`['masters', target]`), so a
 * write that refreshes a master refreshes its choices too.
 */
export const choicesKey = (target: ChoiceTarget, search = '', within = '') =>
  ['masters', target, 'options', search, within] as const

/**
 * GET /v2/{target}/options: active records as choices (id and label), searched on the server and
 * narrowed by a parent (`within`); one cache for every form and picker that offers them.
 */
export const choicesQuery = (target: ChoiceTarget, search = '', within = '') =>
  queryOptions({
    queryKey: choicesKey(target, search, within),
    queryFn: async () =>
      (await callApi(optionsEndpoint(target), { query: { limit: 100, search, within } })).data,
    staleTime: CHOICES_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** A master's first choices as the API orders them, without a search or a limit of ours. */
export const allChoices = async (target: ChoiceTarget) => (await callApi(optionsEndpoint(target))).data
