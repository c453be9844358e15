import { directoryApi } from '@contract/api/directory'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { allChoices } from '@/lib/choices'

export const directoryKeys = {
  all: ['directory'] as const,
  companies: () => ['directory', 'companies'] as const,
  departments: (companyId: number) => ['directory', 'departments', companyId] as const,
  designations: (companyId: number) => ['directory', 'designations', companyId] as const,
}

const LOOKUP_STALE_MS = 5 * 60_000

export const companyOptionsQuery = () =>
  queryOptions({
    queryKey: directoryKeys.companies(),
    queryFn: () => allChoices('company'),
    staleTime: LOOKUP_STALE_MS,
  })

export const departmentOptionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: directoryKeys.departments(companyId),
    queryFn: async () => (await callApi(directoryApi.departments, { params: { id: companyId } })).data,
    staleTime: LOOKUP_STALE_MS,
  })

export const designationOptionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: directoryKeys.designations(companyId),
    queryFn: async () => (await callApi(directoryApi.designations, { params: { id: companyId } })).data,
    staleTime: LOOKUP_STALE_MS,
  })
