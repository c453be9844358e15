import { and, eq } from 'drizzle-orm'
import {
  isAdminRole,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
} from '../../contract/codes'
import type { Database } from '../db/client'
import { rolePermissions } from '../db/schema'
import { forbidden } from './errors'
import type { SessionInfo } from './route'

/*
 * A permission check inside a handler, for routes whose permission depends on what they touch
 * (an attachment's owner) or whose answer does (a vendor's bank details). Admins always may.
 */

export async function mayCall(
  db: Database,
  session: SessionInfo,
  module: PermissionModule,
  method: PermissionMethod,
): Promise<boolean> {
  if (isAdminRole(session.roleType)) return true
  const [allowed] = await db
    .select({ active: rolePermissions.permissionActive })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, session.roleId),
        eq(rolePermissions.moduleName, module),
        eq(rolePermissions.methodName, method),
        eq(rolePermissions.permissionActive, PERMISSION_ALLOWED),
      ),
    )
    .limit(1)
  return Boolean(allowed)
}

/** 403 unless the caller holds the permission (the same words as the route pipeline's refusal). */
export async function assertMay(
  db: Database,
  session: SessionInfo,
  module: PermissionModule,
  method: PermissionMethod,
) {
  if (!(await mayCall(db, session, module, method)))
    throw forbidden(`Your role may not do this with ${module} (permission ${module} ${method})`)
}
