import type { UpdateProfileRequest } from '@contract/auth'
import { queryOptions } from '@tanstack/react-query'

/** The fetchers (ky and the contract's zod schemas) arrive with the first request, after first paint. */
export const loadAuthApi = () => import('./api')

export const authKeys = {
  all: ['auth'] as const,
  profile: ['auth', 'profile'] as const,
  domainConfig: ['auth', 'domain-config'] as const,
}

export const profileQuery = () =>
  queryOptions({
    queryKey: authKeys.profile,
    queryFn: async () => (await loadAuthApi()).fetchProfile(),
    staleTime: 60_000,
    retry: false,
  })

export const domainConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.domainConfig,
    queryFn: async () => (await loadAuthApi()).fetchDomainConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

export async function updateProfile(input: UpdateProfileRequest) {
  return (await loadAuthApi()).updateProfile(input)
}
