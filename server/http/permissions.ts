import { and, eq, sql } from 'drizzle-orm'
import {
  isAdminRole,
  MODULE_PERMISSIONS,
  MODULES,
  type ModuleName,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
} from '../../contract/codes'
import type { Database } from '../db/client'
import { prepared } from '../db/prepared'
import { rolePermissions, users } from '../db/schema'
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
  return Boolean(allowed) && (await holdsModule(db, session, module))
}

/**
 * The module codes a permission module belongs to, whose access an Admin gives or takes per user
 * (module or page access). Projects and dashboards are not among them: every role's base, reached
 * through the project's team and the dashboard grant.
 */
const CODES_OF = new Map<PermissionModule, number[]>()
for (const [name, permission] of Object.entries(MODULE_PERMISSIONS)) {
  if (permission && permission !== 'project' && permission !== 'dashboard')
    CODES_OF.set(permission, [...(CODES_OF.get(permission) ?? []), MODULES[name as ModuleName]])
}
// Advance requests group petty cash and vendor advances.
for (const permission of ['pcr', 'var'] as const) CODES_OF.get(permission)?.push(MODULES.AdvanceRequest)

/**
 * Whether the user holds, now, the module an endpoint's permission belongs to: an Admin takes a
 * module away from one user, and the next request of any token of theirs is refused.
 */
async function holdsModule(db: Database, session: SessionInfo, module: PermissionModule): Promise<boolean> {
  const codes = CODES_OF.get(module)
  if (!codes) return true
  const held = await heldModules(db, session)
  return codes.some((code) => held.has(code))
}

/** A request's session is read once for its modules, however many checks the request makes. */
const MODULES_OF_REQUEST = new WeakMap<SessionInfo, Promise<Set<number>>>()

function heldModules(db: Database, session: SessionInfo): Promise<Set<number>> {
  const known = MODULES_OF_REQUEST.get(session)
  if (known) return known
  const access = prepared(db, 'module_access', (handle) =>
    handle
      .select({ modules: users.moduleAccess, pages: users.pageAccess })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('module_access'),
  )
  const read = access
    .execute({ userId: session.userId })
    .then(([user]) => new Set([...(user?.modules ?? []), ...(user?.pages ?? [])]))
  MODULES_OF_REQUEST.set(session, read)
  return read
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
