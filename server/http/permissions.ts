import { and, eq, sql } from 'drizzle-orm'
import {
  isAdminRole,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
} from '../../contract/codes'
import type { Database } from '../db/client'
import { prepared } from '../db/prepared'
import { rolePermissions } from '../db/schema'
import { forbidden } from './errors'
import type { SessionInfo } from './route'

/*
 * The one permission check: the route pipeline's (module + method of the route) and the services'
 * (routes whose permission depends on what they touch, such as an attachment's owner, or whose
 * answer does, such as a vendor's bank details). Admins always may.
 */

const VERBS: Record<PermissionMethod, string> = { GET: 'view', POST: 'add', PUT: 'change', DELETE: 'remove' }

export async function mayCall(
  db: Database,
  session: SessionInfo,
  module: PermissionModule,
  method: PermissionMethod,
): Promise<boolean> {
  if (isAdminRole(session.roleType)) return true
  // Every request runs it: planned once per connection (db/prepared.ts).
  const check = prepared(db, 'permission_check', (handle) =>
    handle
      .select({ active: rolePermissions.permissionActive })
      .from(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, sql.placeholder('roleId')),
          eq(rolePermissions.moduleName, sql.placeholder('module')),
          eq(rolePermissions.methodName, sql.placeholder('method')),
          eq(rolePermissions.permissionActive, PERMISSION_ALLOWED),
        ),
      )
      .limit(1)
      .prepare('permission_check'),
  )
  const [allowed] = await check.execute({ roleId: session.roleId, module, method })
  return Boolean(allowed)
}

/** 403 unless the caller holds the permission. */
export async function assertMay(
  db: Database,
  session: SessionInfo,
  module: PermissionModule,
  method: PermissionMethod,
) {
  if (!(await mayCall(db, session, module, method)))
    throw forbidden(`Your role may not ${VERBS[method]} ${module} (permission ${module} ${method})`)
}
