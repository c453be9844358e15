import { departmentOptionsResponseSchema, designationOptionsResponseSchema } from '@contract/directory'
import { optionsResponseSchema } from '@contract/masters/schemas'
import { queryOptions } from '@tanstack/react-query'
import { getJson } from '@/lib/http'

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
    queryFn: async () => (await getJson('v2/company/options', optionsResponseSchema)).data,
    staleTime: LOOKUP_STALE_MS,
  })

export const departmentOptionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: directoryKeys.departments(companyId),
    queryFn: async () =>
      (await getJson(`v2/department/company/${companyId}`, departmentOptionsResponseSchema)).data,
    staleTime: LOOKUP_STALE_MS,
  })

export const designationOptionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: directoryKeys.designations(companyId),
    queryFn: async () =>
      (await getJson(`v2/designation/company/${companyId}`, designationOptionsResponseSchema)).data,
    staleTime: LOOKUP_STALE_MS,
  })
