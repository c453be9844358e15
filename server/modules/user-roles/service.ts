import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  isAdminRole,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
  type Role,
} from '../../../contract/codes'
import { DEFAULT_GRANTS, permissionMatrix } from '../../../contract/defaults'
import type { CreateUserRoleRequest, UpdateUserRoleRequest, UserRole } from '../../../contract/user-roles'
import type { Database } from '../../db/client'
import { rolePermissions, roles, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuditWriter } from '../../http/route'

type PermissionChange = {
  module_name: PermissionModule
  method_name: PermissionMethod
  permission_active: 1 | 2
}

async function toUserRoles(db: Database, rows: (typeof roles.$inferSelect)[]): Promise<UserRole[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [permissions, counts] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids)),
    db
      .select({ roleId: users.roleId, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(inArray(users.roleId, ids), isNull(users.archivedAt)))
      .groupBy(users.roleId),
  ])
  return rows.map((row) => ({
    role_id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    role_type: row.roleType as Role,
    description: row.description,
    is_system: row.isSystem,
    user_count: counts.find((count) => count.roleId === row.id)?.count ?? 0,
    // Admins pass every check whatever is stored, so their matrix shows what is in effect.
    permissions: isAdminRole(row.roleType as Role)
      ? permissionMatrix(DEFAULT_GRANTS.Admin)
      : permissions
          .filter((permission) => permission.roleId === row.id)
          .map((permission) => ({
            module_name: permission.moduleName,
            method_name: permission.methodName as PermissionMethod,
            permission_active: permission.permissionActive === PERMISSION_ALLOWED ? PERMISSION_ALLOWED : 1,
          })),
    archived: row.archivedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  }))
}

export async function listUserRoles(db: Database, tenantId: number, archived: boolean) {
  const rows = await db
    .select()
    .from(roles)
    .where(
      and(
        eq(roles.organizationId, tenantId),
        archived ? sql`${roles.archivedAt} is not null` : isNull(roles.archivedAt),
      ),
    )
    .orderBy(asc(roles.id))
  return toUserRoles(db, rows)
}

async function findRole(db: Database, tenantId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, tenantId)))
    .limit(1)
  if (!row) throw notFound('This role')
  return row
}

export async function getUserRole(db: Database, tenantId: number, roleId: number) {
  const [role] = await toUserRoles(db, [await findRole(db, tenantId, roleId)])
  return role as UserRole
}

async function writePermissions(db: Database, roleId: number, changes: PermissionChange[]) {
  for (const change of changes) {
    await db
      .insert(rolePermissions)
      .values({
        roleId,
        moduleName: change.module_name,
        methodName: change.method_name,
        permissionActive: change.permission_active,
      })
      .onConflictDoUpdate({
        target: [rolePermissions.roleId, rolePermissions.moduleName, rolePermissions.methodName],
        set: { permissionActive: change.permission_active },
      })
  }
}

async function nameIsFree(db: Database, tenantId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, tenantId), sql`lower(${roles.name}) = ${name.toLowerCase()}`))
    .limit(1)
  if (clash && clash.id !== exceptId) {
    throw conflict('A role with this name already exists', [
      { path: 'name', message: 'A role with this name already exists' },
    ])
  }
}

/** Creates the system roles every organisation starts with, each with its default permissions. */
export async function createDefaultRoles(db: Database, organizationId: number, now: Date) {
  const created: Record<string, number> = {}
  for (const [roleType, grants] of Object.entries(DEFAULT_GRANTS)) {
    const [role] = await db
      .insert(roles)
      .values({ organizationId, name: roleType, roleType, isSystem: true, createdAt: now, updatedAt: now })
      .returning({ id: roles.id })
    if (!role) continue
    created[roleType] = role.id
    await db.insert(rolePermissions).values(
      permissionMatrix(grants).map((record) => ({
        roleId: role.id,
        moduleName: record.module_name,
        methodName: record.method_name,
        permissionActive: record.permission_active,
      })),
    )
  }
  return created as Record<Exclude<Role, 'Super Admin'>, number>
}

export async function createUserRole(
  db: Database,
  tenantId: number,
  input: CreateUserRoleRequest,
  now: Date,
  audit: AuditWriter,
) {
  return db.transaction(async (tx) => {
    await nameIsFree(tx, tenantId, input.name)
    const [role] = await tx
      .insert(roles)
      .values({
        organizationId: tenantId,
        name: input.name,
        roleType: input.role_type,
        description: input.description ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!role) throw new Error('role insert returned nothing')
    await writePermissions(
      tx,
      role.id,
      permissionMatrix(DEFAULT_GRANTS[input.role_type]) as PermissionChange[],
    )
    if (input.permissions) await writePermissions(tx, role.id, input.permissions)
    const [created] = await toUserRoles(tx, [role])
    await audit(tx, { action: 'role.create', entity: 'role', entityId: role.id, after: created })
    return created as UserRole
  })
}

export async function updateUserRole(
  db: Database,
  tenantId: number,
  roleId: number,
  input: UpdateUserRoleRequest,
  now: Date,
  audit: AuditWriter,
) {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, tenantId, roleId)
    const [before] = await toUserRoles(tx, [role])
    if (input.permissions && isAdminRole(role.roleType as Role)) {
      throw badRequest('Admins always hold every permission; their permissions cannot be changed')
    }
    if (input.name !== undefined && input.name !== role.name) {
      if (role.isSystem)
        throw badRequest('The built-in roles keep their names', [
          { path: 'name', message: 'The built-in roles keep their names' },
        ])
      await nameIsFree(tx, tenantId, input.name, role.id)
    }
    await tx
      .update(roles)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        updatedAt: now,
      })
      .where(eq(roles.id, role.id))
    if (input.permissions) await writePermissions(tx, role.id, input.permissions)
    const [after] = await toUserRoles(tx, [await findRole(tx, tenantId, roleId)])
    await audit(tx, { action: 'role.update', entity: 'role', entityId: role.id, before, after })
    return after as UserRole
  })
}

export async function archiveUserRole(
  db: Database,
  tenantId: number,
  roleId: number,
  now: Date,
  audit: AuditWriter,
) {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, tenantId, roleId)
    if (role.isSystem) throw conflict('The built-in roles cannot be archived')
    const [before] = await toUserRoles(tx, [role])
    if (before && before.user_count > 0) {
      throw conflict(`Move this role's ${before.user_count} user(s) to another role first`)
    }
    await tx.update(roles).set({ archivedAt: now, updatedAt: now }).where(eq(roles.id, role.id))
    await audit(tx, { action: 'role.archive', entity: 'role', entityId: role.id, before })
    return { ...(before as UserRole), archived: true }
  })
}
