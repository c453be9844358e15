import { userRolesApi } from '@contract/api/user-roles'
import type { CreateUserRoleRequest, UpdateUserRoleRequest } from '@contract/user-roles'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/*
 * User roles and their permission records. `organizationId` lets a Super Admin work on another
 * organisation's roles (/acl); without it the call is about the user's own organisation.
 */

export const rolesKeys = {
  all: ['user-roles'] as const,
  list: (organizationId: number | undefined, archived: boolean) =>
    ['user-roles', organizationId ?? 'own', archived] as const,
}

export const userRolesQuery = (organizationId?: number, archived = false) =>
  queryOptions({
    queryKey: rolesKeys.list(organizationId, archived),
    queryFn: async () =>
      (await callApi(userRolesApi.list, { query: { archive: archived ? '1' : undefined }, organizationId }))
        .data,
  })

export async function createUserRole(input: CreateUserRoleRequest, organizationId?: number) {
  return (await callApi(userRolesApi.create, { body: input, organizationId })).data
}

export async function updateUserRole(id: number, input: UpdateUserRoleRequest, organizationId?: number) {
  return (await callApi(userRolesApi.update, { params: { id }, body: input, organizationId })).data
}

export async function archiveUserRole(id: number, organizationId?: number) {
  return (await callApi(userRolesApi.archive, { params: { id }, organizationId })).data
}
