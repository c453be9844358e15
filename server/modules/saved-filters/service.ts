import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import { issuesToErrors } from '../../../contract/masters/rules'
import type { SavedFilter, SavedFilterScope } from '../../../contract/saved-filters'
import type { Database } from '../../db/client'
import { databaseFailureOf, UNIQUE_VIOLATION } from '../../db/failure'
import { savedFilters, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/errors'
import { assertMay } from '../../http/permissions'
import type { AuditWriter, SessionInfo } from '../../http/route'
import { iso } from '../paging'
import { SAVED_FILTER_SCOPE_RULES } from './scopes'

/*
 * Saved filters: listed as the caller's own and those shared in their organisation; created,
 * changed and deleted by their owner only. Using a scope needs its list's permission, checked
 * here (the routes are open to every signed-in user because the permission depends on the scope).
 */

export type SavedFilterCaller = { session: SessionInfo; tenantId: number; audit: AuditWriter }
type Query = Record<string, string>

const TAKEN = 'You already have a saved filter with this name'
const ownerName = users.name

async function mayUseScope(db: Database, caller: SavedFilterCaller, scope: SavedFilterScope) {
  await assertMay(db, caller.session, SAVED_FILTER_SCOPE_RULES[scope].module, 'GET')
}

/** 400 with a message on each bad parameter (`query.value_max`) unless the scope's list takes it. */
function checkQuery(scope: SavedFilterScope, query: Query) {
  const checked = SAVED_FILTER_SCOPE_RULES[scope].query.safeParse(query)
  if (!checked.success)
    throw badRequest(
      'Some fields need attention',
      issuesToErrors(checked.error.issues.map((issue) => ({ ...issue, path: ['query', ...issue.path] }))),
      'invalid',
    )
}

async function assertNameFree(
  db: Database,
  caller: SavedFilterCaller,
  scope: string,
  name: string,
  exceptId?: number,
) {
  const [clash] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.organizationId, caller.tenantId),
        eq(savedFilters.userId, caller.session.userId),
        eq(savedFilters.scope, scope),
        sql`lower(${savedFilters.name}) = lower(${name})`,
        exceptId ? ne(savedFilters.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (clash) throw conflict(TAKEN, [{ path: 'name', message: TAKEN, code: 'unique' }], 'unique')
}

/** Two saves of one name at once both pass the check; the unique index then answers the same 409. */
function asConflict(error: unknown): never {
  const cause = databaseFailureOf(error)
  if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'saved_filters_name_key')
    throw conflict(TAKEN, [{ path: 'name', message: TAKEN, code: 'unique' }], 'unique')
  throw error
}

function selectFilters(db: Database) {
  return db
    .select({ row: savedFilters, ownerName })
    .from(savedFilters)
    .innerJoin(users, eq(users.id, savedFilters.userId))
}

function toSavedFilter(
  caller: SavedFilterCaller,
  { row, ownerName: owner }: { row: typeof savedFilters.$inferSelect; ownerName: string },
): SavedFilter {
  return {
    saved_filter_id: row.id,
    scope: row.scope as SavedFilterScope,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.userId === caller.session.userId,
    owner_name: owner,
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  }
}

async function oneOf(db: Database, caller: SavedFilterCaller, id: number) {
  const [found] = await selectFilters(db).where(
    and(eq(savedFilters.id, id), eq(savedFilters.organizationId, caller.tenantId)),
  )
  if (!found) throw notFound('This saved filter')
  return found
}

/** Another's filter, shared or not, is not theirs to change: as if it were not there. */
async function ownedBy(db: Database, caller: SavedFilterCaller, id: number) {
  const found = await oneOf(db, caller, id)
  if (found.row.userId !== caller.session.userId) throw notFound('This saved filter')
  await mayUseScope(db, caller, found.row.scope as SavedFilterScope)
  return found
}

export async function listSavedFilters(db: Database, caller: SavedFilterCaller, scope: SavedFilterScope) {
  await mayUseScope(db, caller, scope)
  const rows = await selectFilters(db)
    .where(
      and(
        eq(savedFilters.organizationId, caller.tenantId),
        eq(savedFilters.scope, scope),
        or(eq(savedFilters.userId, caller.session.userId), eq(savedFilters.shared, true)),
      ),
    )
    .orderBy(asc(sql`lower(${savedFilters.name})`), asc(savedFilters.id))
  return rows.map((row) => toSavedFilter(caller, row))
}

export async function createSavedFilter(
  db: Database,
  caller: SavedFilterCaller,
  input: { scope: SavedFilterScope; name: string; query: Query; shared?: boolean },
) {
  await mayUseScope(db, caller, input.scope)
  checkQuery(input.scope, input.query)
  await assertNameFree(db, caller, input.scope, input.name)
  const values = {
    organizationId: caller.tenantId,
    userId: caller.session.userId,
    scope: input.scope,
    name: input.name,
    query: input.query,
    shared: input.shared ?? false,
  }
  const [row] = await db.insert(savedFilters).values(values).returning().catch(asConflict)
  if (!row) throw new Error('saved filter not inserted')
  await caller.audit(db, {
    action: 'savedFilter.create',
    entity: 'savedFilter',
    entityId: row.id,
    after: values,
  })
  return toSavedFilter(caller, { row, ownerName: caller.session.name })
}

export async function updateSavedFilter(
  db: Database,
  caller: SavedFilterCaller,
  id: number,
  input: { name?: string; query?: Query; shared?: boolean },
) {
  const { row } = await ownedBy(db, caller, id)
  if (input.query) checkQuery(row.scope as SavedFilterScope, input.query)
  if (input.name !== undefined) await assertNameFree(db, caller, row.scope, input.name, id)
  const changes = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.query === undefined ? {} : { query: input.query }),
    ...(input.shared === undefined ? {} : { shared: input.shared }),
    updatedAt: new Date(),
  }
  await db.update(savedFilters).set(changes).where(eq(savedFilters.id, id)).catch(asConflict)
  await caller.audit(db, {
    action: 'savedFilter.update',
    entity: 'savedFilter',
    entityId: id,
    before: row,
    after: changes,
  })
  return toSavedFilter(caller, await oneOf(db, caller, id))
}

export async function deleteSavedFilter(db: Database, caller: SavedFilterCaller, id: number) {
  const { row } = await ownedBy(db, caller, id)
  // A name for a query, nothing financial: it goes for good (the audit keeps what it was).
  await db.delete(savedFilters).where(eq(savedFilters.id, id))
  await caller.audit(db, { action: 'savedFilter.delete', entity: 'savedFilter', entityId: id, before: row })
  return { saved_filter_id: id, deleted: true as const }
}
