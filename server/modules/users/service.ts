import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isAdminRole, type Language, MODULE_CODES, type ModuleCode, type Role } from '../../../contract/codes'
import { DEFAULT_MODULE_ACCESS } from '../../../contract/defaults'
import type { CreateUserRequest, UpdateUserRequest, User } from '../../../contract/users'
import { issuePasswordToken, passwordLink } from '../../auth/password-tokens'
import { revokeUserSessions } from '../../auth/sessions'
import type { Database } from '../../db/client'
import { prepared } from '../../db/prepared'
import {
  companies,
  departments,
  designations,
  organizations,
  roles,
  userCounts,
  users,
} from '../../db/schema'
import { conflict, forbidden, invalidField, notFound } from '../../http/errors'
import type { AuditWriter, Deps, SessionInfo } from '../../http/route'
import { queueMail } from '../../mail/outbox'
import { iso, likePattern, orderFor, pageOf, pagination } from '../paging'

const companyOfUser = alias(companies, 'user_company')

const userColumns = {
  user: users,
  roleName: roles.name,
  roleType: roles.roleType,
  companyName: companyOfUser.name,
  departmentName: departments.name,
  designationName: designations.name,
}

const modules = (codes: number[]) =>
  codes.filter((code): code is ModuleCode => MODULE_CODES.includes(code as ModuleCode))

function toUser(row: {
  user: typeof users.$inferSelect
  roleName: string
  roleType: string
  companyName: string | null
  departmentName: string | null
  designationName: string | null
}): User {
  const { user } = row
  return {
    user_id: user.id,
    organization_id: user.organizationId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role_id: user.roleId,
    role_name: row.roleName,
    role_type: row.roleType as Role,
    company_id: user.companyId,
    company_name: row.companyName,
    department_id: user.departmentId,
    department_name: row.departmentName,
    designation_id: user.designationId,
    designation_name: row.designationName,
    language: user.language as Language,
    contract_active: user.contractActive === 4 ? 4 : 1,
    module_access: modules(user.moduleAccess),
    page_access: modules(user.pageAccess),
    archived: user.archivedAt !== null,
    archived_at: iso(user.archivedAt),
    last_login_at: iso(user.lastLoginAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  }
}

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(companyOfUser, eq(companyOfUser.id, users.companyId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(designations, eq(designations.id, users.designationId))
}

export type UserListFilter = {
  archived: boolean
  contractActive?: 1 | 4
  companyId?: number
  search?: string
  sort?: string
  page_no?: number
  limit?: number
}

const USER_SORTS = {
  name: users.name,
  email: users.email,
  role: roles.name,
  company: companyOfUser.name,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
}

/** The page's ids in name order, read from the partial index; details joined for just those. */
function usualPage(db: Database, archived: boolean) {
  const name = archived ? 'users_page_archived' : 'users_page_active'
  return prepared(db, name, (tx) => {
    const ids = tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, sql.placeholder('tenantId')),
          archived ? sql`${users.archivedAt} is not null` : isNull(users.archivedAt),
          sql`(${sql.placeholder('contractActive')}::smallint is null or ${users.contractActive} = ${sql.placeholder('contractActive')})`,
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
    return selectUsers(tx).where(inArray(users.id, ids)).orderBy(asc(users.name), asc(users.id)).prepare(name)
  })
}

function usualTotal(db: Database) {
  return prepared(db, 'users_total', (tx) =>
    tx
      .select({ total: sql<number>`coalesce(sum(${userCounts.total}), 0)::int` })
      .from(userCounts)
      .where(
        and(
          eq(userCounts.organizationId, sql.placeholder('tenantId')),
          eq(userCounts.archived, sql.placeholder('archived')),
          sql`(${sql.placeholder('contractActive')}::smallint is null or ${userCounts.contractActive} = ${sql.placeholder('contractActive')})`,
        ),
      )
      .prepare('users_total'),
  )
}

/**
 * A page of the tenant's users. The usual list (name order, no search) is one prepared statement
 * and a counter row, so 10,000 users cost no more than 25. Other sorts and searches take two
 * steps: the page's ids, then the details of just those rows.
 */
export async function listUsers(db: Database, tenantId: number, filter: UserListFilter) {
  const { page, limit, offset } = pageOf(filter)
  if (!filter.search && !filter.companyId && (filter.sort ?? 'name') === 'name') {
    const values = {
      tenantId,
      contractActive: filter.contractActive ?? null,
      archived: filter.archived,
      limit,
      offset,
    }
    const [rows, [counted]] = await Promise.all([
      usualPage(db, filter.archived).execute(values),
      usualTotal(db).execute(values),
    ])
    return { data: rows.map(toUser), pagination: pagination(counted?.total ?? 0, page, limit, rows.length) }
  }
  const conditions: SQL[] = [
    eq(users.organizationId, tenantId),
    filter.archived ? sql`${users.archivedAt} is not null` : isNull(users.archivedAt),
  ]
  if (filter.contractActive) conditions.push(eq(users.contractActive, filter.contractActive))
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId))
  if (filter.search) {
    const pattern = likePattern(filter.search)
    conditions.push(or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) as SQL)
  }
  const where = and(...conditions)
  const order = orderFor(filter.sort, USER_SORTS, 'name', users.id)
  const sortKey = (filter.sort ?? 'name').replace(/^-/, '')
  let pageIds = db.select({ id: users.id }).from(users).$dynamic()
  if (sortKey === 'role') pageIds = pageIds.innerJoin(roles, eq(roles.id, users.roleId))
  if (sortKey === 'company') pageIds = pageIds.leftJoin(companyOfUser, eq(companyOfUser.id, users.companyId))
  const [ids, [counted]] = await Promise.all([
    pageIds
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ])
  const rows = ids.length
    ? await selectUsers(db).where(
        inArray(
          users.id,
          ids.map((row) => row.id),
        ),
      )
    : []
  const position = new Map(ids.map((row, index) => [row.id, index]))
  rows.sort((a, b) => (position.get(a.user.id) ?? 0) - (position.get(b.user.id) ?? 0))
  return { data: rows.map(toUser), pagination: pagination(counted?.total ?? 0, page, limit, rows.length) }
}

export async function getUser(db: Database, tenantId: number, userId: number): Promise<User> {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, userId), eq(users.organizationId, tenantId)))
    .limit(1)
  if (!row) throw notFound('This user')
  return toUser(row)
}

/** The role, company, department and designation a user form names must be the tenant's own. */
async function checkReferences(db: Database, tenantId: number, input: UpdateUserRequest) {
  let roleType: Role | undefined
  if (input.role_id !== undefined) {
    const [role] = await db
      .select({ roleType: roles.roleType })
      .from(roles)
      .where(and(eq(roles.id, input.role_id), eq(roles.organizationId, tenantId), isNull(roles.archivedAt)))
    if (!role) throw invalidField('role_id', 'Choose one of the organisation’s roles')
    roleType = role.roleType as Role
  }
  if (input.company_id) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, input.company_id), eq(companies.organizationId, tenantId)))
    if (!company) throw invalidField('company_id', 'Choose one of the organisation’s companies')
  }
  if (input.department_id) {
    const [department] = await db
      .select({ companyId: departments.companyId })
      .from(departments)
      .where(and(eq(departments.id, input.department_id), eq(departments.organizationId, tenantId)))
    if (!department) throw invalidField('department_id', 'Choose one of the organisation’s departments')
    if (input.company_id && department.companyId !== input.company_id) {
      throw invalidField('department_id', 'This department belongs to another company')
    }
  }
  if (input.designation_id) {
    const [designation] = await db
      .select({ id: designations.id })
      .from(designations)
      .where(and(eq(designations.id, input.designation_id), eq(designations.organizationId, tenantId)))
    if (!designation) throw invalidField('designation_id', 'Choose one of the organisation’s designations')
  }
  return roleType
}

/**
 * Nobody hands out more power than they hold: only Admins create or change Admins, and Super
 * Admins exist only in the platform organisation, made by a Super Admin.
 */
async function checkRoleAssignment(db: Database, actor: SessionInfo, tenantId: number, roleType: Role) {
  if (roleType === 'Super Admin') {
    const [organization] = await db
      .select({ isPlatform: organizations.isPlatform })
      .from(organizations)
      .where(eq(organizations.id, tenantId))
    if (actor.roleType !== 'Super Admin' || !organization?.isPlatform) {
      throw forbidden('Only a Super Admin can make a Super Admin, and only in the platform organisation')
    }
  }
  if (isAdminRole(roleType) && !isAdminRole(actor.roleType))
    throw forbidden('Only an Admin can give the Admin role')
}

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`
const TAKEN = 'A user with this email already exists'

/** Another user of this organisation with the address: the Admin may be told, they can see them. */
async function emailIsFreeHere(db: Database, tenantId: number, email: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, tenantId),
        sameEmail(email),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (clash) throw conflict(TAKEN, [{ path: 'email', message: TAKEN }])
}

/** Whether the address signs in to an account of another organisation (never told to the Admin). */
async function heldElsewhere(db: Database, tenantId: number, email: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameEmail(email), eq(users.invitationBlocked, false), ne(users.organizationId, tenantId)))
    .limit(1)
  return Boolean(owner)
}

/**
 * The mail a new (or re-addressed) user gets: the link to choose a password, or, when the address
 * signs in to another organisation, why this invitation cannot be accepted with it.
 */
async function sendInvitation(
  deps: Deps,
  tx: Database,
  actor: SessionInfo,
  tenantId: number,
  user: { id: number; name: string; email: string },
  { blocked, hasPassword, now }: { blocked: boolean; hasPassword: boolean; now: Date },
) {
  if (blocked) {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, tenantId))
    await queueMail(tx, {
      organizationId: tenantId,
      kind: 'invitation-blocked',
      to: user.email,
      subject: 'You are invited to Greenlight',
      body: `Hello ${user.name},\n\n${actor.name} invited you to ${organization?.name ?? 'an organisation'} on Greenlight. This address already signs in to a Greenlight account of another organisation, and one address belongs to one account, so this invitation cannot be accepted with it.\n\nTo join, send ${actor.name} another address to invite, or ask your current organisation's Admin to archive your account and ${actor.name} to invite you again.`,
    })
    return
  }
  if (hasPassword) return
  const { token } = await issuePasswordToken(tx, deps.secrets, user.id, 'invite', now)
  await queueMail(tx, {
    organizationId: tenantId,
    kind: 'invitation',
    to: user.email,
    subject: 'You are invited to Greenlight',
    body: `Hello ${user.name},\n\n${actor.name} added you to Greenlight. Choose your password here (the link works once, for 72 hours):\n${passwordLink(deps.config.publicUrl, token)}`,
  })
}

/**
 * A new address for a user. Someone who has not signed in yet is invited again at the new address
 * (an Admin mending a typo), under the same rule as a new invitation. A user who already signs in
 * cannot take an address another organisation's account has: that refusal reads exactly like the
 * one for a colleague's address, and is the one place an Admin could infer it.
 */
async function readdressed(
  deps: Deps,
  tx: Database,
  actor: SessionInfo,
  tenantId: number,
  userId: number,
  email: string,
  now: Date,
): Promise<{ invitationBlocked?: boolean }> {
  await emailIsFreeHere(tx, tenantId, email, userId)
  const [row] = await tx
    .select({ name: users.name, passwordHash: users.passwordHash, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.id, userId))
  const invitee = row !== undefined && row.lastLoginAt === null && row.passwordHash === null
  const blocked = await heldElsewhere(tx, tenantId, email)
  if (!invitee) {
    if (blocked) throw conflict(TAKEN, [{ path: 'email', message: TAKEN }])
    return {}
  }
  await sendInvitation(
    deps,
    tx,
    actor,
    tenantId,
    { id: userId, name: row.name, email },
    {
      blocked,
      hasPassword: false,
      now,
    },
  )
  return { invitationBlocked: blocked }
}

const auditable = (user: User) => user

export async function createUser(
  deps: Deps,
  actor: SessionInfo,
  tenantId: number,
  input: CreateUserRequest,
  audit: AuditWriter,
) {
  const now = deps.clock()
  const passwordHash = input.password ? await deps.secrets.hashPassword(input.password) : null
  return deps.db.transaction(async (tx) => {
    const roleType = (await checkReferences(tx, tenantId, input)) as Role
    await checkRoleAssignment(tx, actor, tenantId, roleType)
    await emailIsFreeHere(tx, tenantId, input.email)
    // One account per address across organisations. The inviting Admin is not told that another
    // organisation has it: they see an invitation like any other, and only the address's owner
    // learns (by mail) why it cannot be accepted.
    const blocked = await heldElsewhere(tx, tenantId, input.email)
    const [created] = await tx
      .insert(users)
      .values({
        organizationId: tenantId,
        email: input.email.toLowerCase(),
        name: input.name,
        phone: input.phone ?? null,
        passwordHash: blocked ? null : passwordHash,
        invitationBlocked: blocked,
        roleId: input.role_id,
        companyId: input.company_id ?? null,
        departmentId: input.department_id ?? null,
        designationId: input.designation_id ?? null,
        language: input.language ?? 'en',
        contractActive: input.contract_active ?? 1,
        moduleAccess: input.module_access ?? DEFAULT_MODULE_ACCESS[roleType],
        pageAccess: input.page_access ?? [],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
    if (!created) throw new Error('user insert returned nothing')
    await sendInvitation(
      deps,
      tx,
      actor,
      tenantId,
      { id: created.id, name: input.name, email: input.email },
      {
        blocked,
        hasPassword: Boolean(passwordHash),
        now,
      },
    )
    const user = await getUser(tx, tenantId, created.id)
    await audit(tx, { action: 'user.create', entity: 'user', entityId: created.id, after: auditable(user) })
    return user
  })
}

async function checkNotLastAdmin(db: Database, tenantId: number, userId: number) {
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.organizationId, tenantId),
        isNull(users.archivedAt),
        ne(users.id, userId),
        sql`${roles.roleType} in ('Admin', 'Super Admin')`,
      ),
    )
  if ((others?.count ?? 0) === 0)
    throw conflict('This is the organisation’s last Admin; make someone else Admin first')
}

export async function updateUser(
  deps: Deps,
  actor: SessionInfo,
  tenantId: number,
  userId: number,
  input: UpdateUserRequest,
  audit: AuditWriter,
) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const before = await getUser(tx, tenantId, userId)
    if (isAdminRole(before.role_type) && !isAdminRole(actor.roleType))
      throw forbidden('Only an Admin can change an Admin')
    const newRoleType = await checkReferences(tx, tenantId, {
      ...input,
      company_id: input.company_id === undefined ? before.company_id : input.company_id,
    })
    const roleChanges = input.role_id !== undefined && input.role_id !== before.role_id
    if (roleChanges && newRoleType) {
      await checkRoleAssignment(tx, actor, tenantId, newRoleType)
      if (isAdminRole(before.role_type) && !isAdminRole(newRoleType))
        await checkNotLastAdmin(tx, tenantId, userId)
    }
    const invitation =
      input.email !== undefined && input.email.toLowerCase() !== before.email.toLowerCase()
        ? await readdressed(deps, tx, actor, tenantId, userId, input.email, now)
        : {}
    const { archived, ...fields } = input
    await tx
      .update(users)
      .set({
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.email !== undefined && { email: fields.email.toLowerCase() }),
        ...(fields.phone !== undefined && { phone: fields.phone }),
        ...(fields.role_id !== undefined && { roleId: fields.role_id }),
        ...(fields.company_id !== undefined && { companyId: fields.company_id }),
        ...(fields.department_id !== undefined && { departmentId: fields.department_id }),
        ...(fields.designation_id !== undefined && { designationId: fields.designation_id }),
        ...(fields.language !== undefined && { language: fields.language }),
        ...(fields.contract_active !== undefined && { contractActive: fields.contract_active }),
        ...(fields.module_access !== undefined && { moduleAccess: fields.module_access }),
        ...(fields.page_access !== undefined && { pageAccess: fields.page_access }),
        ...(archived === false && { archivedAt: null }),
        ...invitation,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    // A changed role takes effect now: the user signs in again and gets the new access.
    if (roleChanges) await revokeUserSessions(tx, [userId], 'role-changed', now)
    const after = await getUser(tx, tenantId, userId)
    await audit(tx, {
      action: archived === false ? 'user.restore' : 'user.update',
      entity: 'user',
      entityId: userId,
      before: auditable(before),
      after: auditable(after),
    })
    return after
  })
}

/** Archives (never deletes) a user and ends their sessions; their history stays. */
export async function archiveUser(
  deps: Deps,
  actor: SessionInfo,
  tenantId: number,
  userId: number,
  audit: AuditWriter,
) {
  const now = deps.clock()
  return deps.db.transaction(async (tx) => {
    const before = await getUser(tx, tenantId, userId)
    if (userId === actor.userId) throw conflict('You cannot archive yourself')
    if (isAdminRole(before.role_type)) {
      if (!isAdminRole(actor.roleType)) throw forbidden('Only an Admin can archive an Admin')
      await checkNotLastAdmin(tx, tenantId, userId)
    }
    if (before.archived) return before
    await tx.update(users).set({ archivedAt: now, updatedAt: now }).where(eq(users.id, userId))
    await revokeUserSessions(tx, [userId], 'archived', now)
    const after = await getUser(tx, tenantId, userId)
    await audit(tx, {
      action: 'user.archive',
      entity: 'user',
      entityId: userId,
      before: auditable(before),
      after: auditable(after),
    })
    return after
  })
}
