import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { FEATURE_FLAGS, MODULE_CODES, type ModuleCode } from '../../../contract/codes'
import type {
  CreateOrganizationRequest,
  Organization,
  UpdateOrganizationRequest,
} from '../../../contract/organizations'
import { issuePasswordToken, passwordLink } from '../../auth/password-tokens'
import { revokeUserSessions } from '../../auth/sessions'
import type { Database } from '../../db/client'
import { organizations, roles, users } from '../../db/schema'
import { conflict, notFound } from '../../http/errors'
import type { AuditWriter, Deps } from '../../http/route'
import { queueMail } from '../../mail/outbox'
import { seedDefaultMasters } from '../masters/defaults'
import { iso, likePattern, orderFor, pageOf, pagination } from '../paging'
import { FLAG_COLUMNS, flagsOf } from '../profile/load-profile'
import { createDefaultRoles } from '../user-roles/service'

// Drizzle writes a column of the selected table unqualified ("id"), which inside a correlated
// subquery would mean the subquery's own table: name the outer column explicitly.
const outerId = sql.raw('"organizations"."id"')

const firstAdmin = (column: 'name' | 'email') =>
  sql<string | null>`(select u.${sql.raw(column)} from ${users} u join ${roles} r on r.id = u.role_id
    where u.organization_id = ${outerId} and u.archived_at is null and r.role_type in ('Admin', 'Super Admin')
    order by u.id limit 1)`

const columns = {
  organization: organizations,
  userCount: sql<number>`(select count(*)::int from ${users} u where u.organization_id = ${outerId} and u.archived_at is null)`,
  adminName: firstAdmin('name'),
  adminEmail: firstAdmin('email'),
}

function toOrganization(row: {
  organization: typeof organizations.$inferSelect
  userCount: number
  adminName: string | null
  adminEmail: string | null
}): Organization {
  const { organization } = row
  return {
    organization_id: organization.id,
    name: organization.name,
    legal_name: organization.legalName,
    is_platform: organization.isPlatform,
    enabled_modules: organization.enabledModules.filter((code): code is ModuleCode =>
      MODULE_CODES.includes(code as ModuleCode),
    ),
    admin_name: row.adminName,
    admin_email: row.adminEmail,
    user_count: row.userCount,
    archived: organization.archivedAt !== null,
    archived_at: iso(organization.archivedAt),
    created_at: organization.createdAt.toISOString(),
    ...flagsOf(organization),
  }
}

export async function listOrganizations(
  db: Database,
  filter: { archived: boolean; search?: string; sort?: string; page_no?: number; limit?: number },
) {
  const { page, limit, offset } = pageOf(filter)
  const conditions: SQL[] = [
    filter.archived ? sql`${organizations.archivedAt} is not null` : isNull(organizations.archivedAt),
  ]
  if (filter.search) conditions.push(sql`${organizations.name} ilike ${likePattern(filter.search)}`)
  const where = and(...conditions)
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .where(where)
      .orderBy(
        ...orderFor(
          filter.sort,
          { name: organizations.name, created_at: organizations.createdAt },
          'name',
          organizations.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(organizations).where(where),
  ])
  return {
    data: rows.map(toOrganization),
    pagination: pagination(counted?.total ?? 0, page, limit, rows.length),
  }
}

export async function getOrganization(db: Database, id: number): Promise<Organization> {
  const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, id)).limit(1)
  if (!row) throw notFound('This organisation')
  return toOrganization(row)
}

async function nameIsFree(db: Database, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lower(${organizations.name}) = ${name.toLowerCase()}`)
    .limit(1)
  if (clash && clash.id !== exceptId) {
    throw conflict('An organisation with this name already exists', [
      { path: 'name', message: 'An organisation with this name already exists' },
    ])
  }
}

async function inviteAdmin(
  deps: Deps,
  db: Database,
  organizationId: number,
  admin: { id: number; name: string; email: string },
  now: Date,
) {
  const { token, expiresAt } = await issuePasswordToken(db, deps.secrets, admin.id, 'invite', now)
  await queueMail(db, {
    organizationId,
    kind: 'credentials',
    to: admin.email,
    subject: 'Your Greenlight sign-in',
    body: `Hello ${admin.name},\n\nYour Greenlight organisation is ready. Sign in as ${admin.email}; choose your password here (the link works once, for 72 hours):\n${passwordLink(deps.config.publicUrl, token)}`,
  })
  return expiresAt
}

/** A new tenant: its system roles, its first Admin (invited by mail to choose a password). */
export async function createOrganization(deps: Deps, input: CreateOrganizationRequest, audit: AuditWriter) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    await nameIsFree(tx, input.name)
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${input.admin.email.toLowerCase()}`,
          eq(users.invitationBlocked, false),
        ),
      )
    if (clash)
      throw conflict('A user with this email already exists', [
        { path: 'admin.email', message: 'A user with this email already exists' },
      ])
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: input.name,
        legalName: input.legal_name ?? null,
        enabledModules: input.enabled_modules ?? [...MODULE_CODES],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organizations.id })
    if (!organization) throw new Error('organisation insert returned nothing')
    const roleIds = await createDefaultRoles(tx, organization.id, now)
    await seedDefaultMasters(tx, organization.id, now)
    const [admin] = await tx
      .insert(users)
      .values({
        organizationId: organization.id,
        email: input.admin.email.toLowerCase(),
        name: input.admin.name,
        roleId: roleIds.Admin,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id, name: users.name, email: users.email })
    if (!admin) throw new Error('admin insert returned nothing')
    await inviteAdmin(deps, tx, organization.id, admin, now)
    const created = await getOrganization(tx, organization.id)
    await audit(tx, {
      action: 'organization.create',
      entity: 'organization',
      entityId: organization.id,
      organizationId: organization.id,
      after: created,
    })
    return created
  })
}

export async function updateOrganization(
  deps: Deps,
  id: number,
  input: UpdateOrganizationRequest,
  audit: AuditWriter,
) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const before = await getOrganization(tx, id)
    if (input.name !== undefined) await nameIsFree(tx, input.name, id)
    if (input.archived === true && before.is_platform)
      throw conflict('The platform organisation cannot be archived')
    const flags = Object.fromEntries(
      FEATURE_FLAGS.filter((flag) => input[flag] !== undefined).map((flag) => [
        FLAG_COLUMNS[flag],
        input[flag],
      ]),
    )
    await tx
      .update(organizations)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.legal_name !== undefined && { legalName: input.legal_name }),
        ...(input.enabled_modules !== undefined && { enabledModules: input.enabled_modules }),
        ...(input.archived !== undefined && { archivedAt: input.archived ? now : null }),
        ...flags,
        updatedAt: now,
      })
      .where(eq(organizations.id, id))
    if (input.archived === true && !before.archived) {
      const members = await tx.select({ id: users.id }).from(users).where(eq(users.organizationId, id))
      await revokeUserSessions(
        tx,
        members.map((member) => member.id),
        'organization-archived',
        now,
      )
    }
    const after = await getOrganization(tx, id)
    await audit(tx, {
      action: 'organization.update',
      entity: 'organization',
      entityId: id,
      organizationId: id,
      before,
      after,
    })
    return after
  })
}

/** New credentials for the organisation's Admin: a fresh single-use link; older links stop working. */
export async function resendCredentials(deps: Deps, id: number, audit: AuditWriter) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const organization = await getOrganization(tx, id)
    const [admin] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          eq(users.organizationId, id),
          isNull(users.archivedAt),
          sql`${roles.roleType} in ('Admin', 'Super Admin')`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(1)
    if (!admin) throw conflict(`${organization.name} has no active Admin to send credentials to`)
    const expiresAt = await inviteAdmin(deps, tx, id, admin, now)
    await audit(tx, {
      action: 'organization.resend_credentials',
      entity: 'user',
      entityId: admin.id,
      organizationId: id,
    })
    return { sent_to: admin.email, expires_at: expiresAt.toISOString() }
  })
}
