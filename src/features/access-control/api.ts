import {
  type CreateUserRoleRequest,
  type UpdateUserRoleRequest,
  userRoleListResponseSchema,
  userRoleResponseSchema,
} from '@contract/user-roles'
import { queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

/**
 * User roles and their permission records. `organizationId` lets a Super Admin work on another
 * organisation's roles (/acl); without it the call is about the user's own organisation.
 */
const scope = (organizationId?: number) =>
  organizationId ? { searchParams: { organization_id: organizationId } } : undefined

export const rolesKeys = {
  all: ['user-roles'] as const,
  list: (organizationId: number | undefined, archived: boolean) =>
    ['user-roles', organizationId ?? 'own', archived] as const,
}

export const userRolesQuery = (organizationId?: number, archived = false) =>
  queryOptions({
    queryKey: rolesKeys.list(organizationId, archived),
    queryFn: async () =>
      (
        await getJson(
          `v2/userrole${archived ? '?archive=1' : ''}`,
          userRoleListResponseSchema,
          scope(organizationId),
        )
      ).data,
  })

export async function createUserRole(input: CreateUserRoleRequest, organizationId?: number) {
  return (await sendJson('post', 'v2/userrole', input, userRoleResponseSchema, scope(organizationId))).data
}

export async function updateUserRole(id: number, input: UpdateUserRoleRequest, organizationId?: number) {
  return (await sendJson('put', `v2/userrole/${id}`, input, userRoleResponseSchema, scope(organizationId)))
    .data
}

export async function archiveUserRole(id: number, organizationId?: number) {
  return (
    await sendJson('delete', `v2/userrole/${id}`, undefined, userRoleResponseSchema, scope(organizationId))
  ).data
}
