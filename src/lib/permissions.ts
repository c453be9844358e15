import { hasPermission, isAdminRole, type PermissionMethod, type PermissionModule } from '@contract/codes'
import { useSession } from './session'

/**
 * Whether the signed-in user may call a module's method: Admins always, others by their permission
 * records. The SPA only hides what the server would refuse anyway.
 */
export function useCan(module: PermissionModule, method: PermissionMethod): boolean {
  const role = useSession((state) => state.role)
  const permissions = useSession((state) => state.profile?.permission)
  return isAdminRole(role) || hasPermission(permissions ?? [], module, method)
}
