import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  CreateHolderRequest,
  Holder,
  holderListQuerySchema,
  UpdateHolderRequest,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { pettyCashFloats, pettyCashHolders, projectMembers, projects, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict } from '../../http/errors'
import { countAll, likePattern, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { isOnTeam } from '../projects/members'
import { assertProjectInScope, projectScope } from '../projects/scope'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { assertAccounts, holderFor } from './access'
import { balanceFacts, balanceOf, todayOf } from './balance'

/*
 * Petty-cash holders: a project team member trusted with a cash float up to a limit, named and
 * changed by accounts. The list carries each holder's outstanding, ageing and flags.
 */

type Query = z.output<typeof holderListQuerySchema>

function holdersWhere(caller: Caller, query: Pick<Query, 'project_id' | 'active' | 'search'>, extra?: SQL) {
  return and(
    eq(pettyCashHolders.organizationId, caller.tenantId),
    projectScope(caller, pettyCashHolders.projectId),
    query.project_id === undefined ? undefined : eq(pettyCashHolders.projectId, query.project_id),
    query.active === undefined ? undefined : eq(pettyCashHolders.active, query.active === '1'),
    query.search ? sql`${users.name} ilike ${likePattern(query.search)}` : undefined,
    extra,
  )
}

async function holderRows(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const base = db
    .select({
      row: pettyCashHolders,
      userName: users.name,
      projectName: projects.name,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
      openFloatId: sql<
        number | null
      >`(select f.id from ${pettyCashFloats} f where f.holder_id = ${pettyCashHolders.id} and f.kind = 'float' and f.status in ('draft','submitted','approved','disbursed','closing') order by f.id desc limit 1)`,
    })
    .from(pettyCashHolders)
    .innerJoin(users, eq(users.id, pettyCashHolders.userId))
    .innerJoin(projects, eq(projects.id, pettyCashHolders.projectId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, pettyCashHolders.projectId))
    .where(where)
    .orderBy(asc(projects.name), asc(users.name), asc(pettyCashHolders.id))
  return page ? base.limit(page.limit).offset(page.offset) : base
}

async function toHolders(
  db: Database,
  caller: Caller,
  rows: Awaited<ReturnType<typeof holderRows>>,
  now: Date,
): Promise<Holder[]> {
  const facts = await balanceFacts(
    db,
    caller.tenantId,
    rows.map((entry) => entry.row.id),
  )
  return rows.map(({ row, userName, projectName, openFloatId, ...currency }) => {
    const found = facts.get(row.id)
    const balance = balanceOf(
      found?.payments ?? [],
      found?.accounted ?? 0,
      found?.returned ?? 0,
      row.floatLimit,
      todayOf(now),
    )
    const { code, minor_units } = toCurrency(currency)
    return {
      holder_id: row.id,
      project_id: row.projectId,
      project_name: projectName,
      user_id: row.userId,
      user_name: userName,
      float_limit: row.floatLimit,
      active: row.active,
      currency_code: code,
      minor_units,
      ...balance,
      open_float_id: openFloatId === null ? null : Number(openFloatId),
      row_version: row.rowVersion,
    }
  })
}

export async function listHolders(db: Database, caller: Caller, query: Query, now: Date) {
  const where = holdersWhere(caller, query)
  return pagedList(
    query,
    (paging) => holderRows(db, where, paging),
    () =>
      db
        .select(countAll)
        .from(pettyCashHolders)
        .innerJoin(users, eq(users.id, pettyCashHolders.userId))
        .where(where),
    (rows) => toHolders(db, caller, rows, now),
  )
}

export async function holderDetail(db: Database, caller: Caller, id: number, now: Date): Promise<Holder> {
  const rows = await holderRows(db, holdersWhere(caller, {}, inArray(pettyCashHolders.id, [id])))
  const [holder] = await toHolders(db, caller, rows, now)
  if (!holder) throw new Error('holder vanished')
  return holder
}

export async function createHolder(deps: WriteDeps, input: CreateHolderRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, caller.session)
    await assertProjectInScope(tx, caller, input.project_id)
    if (!(await isOnTeam(tx, caller.tenantId, input.project_id, input.user_id))) {
      const message = 'Choose a member of this project’s team'
      throw badRequest(message, [{ path: 'user_id', message, code: 'notOnTeam' }], 'notOnTeam')
    }
    const [existing] = await tx
      .select({ id: pettyCashHolders.id })
      .from(pettyCashHolders)
      .where(
        and(eq(pettyCashHolders.projectId, input.project_id), eq(pettyCashHolders.userId, input.user_id)),
      )
    if (existing) throw conflict('This person already holds petty cash on this project', [], 'unique')
    const values = {
      organizationId: caller.tenantId,
      projectId: input.project_id,
      userId: input.user_id,
      floatLimit: input.float_limit,
      createdAt: deps.now,
      updatedAt: deps.now,
    }
    const [row] = await tx.insert(pettyCashHolders).values(values).returning({ id: pettyCashHolders.id })
    if (!row) throw new Error('holder insert returned nothing')
    await deps.audit(tx, {
      action: 'pcr_holder.create',
      entity: 'pcr_holder',
      entityId: row.id,
      after: values,
    })
    return row.id
  })
}

export async function updateHolder(deps: WriteDeps, id: number, input: UpdateHolderRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    await assertAccounts(tx, caller.session)
    const row = await holderFor(tx, caller, id, true)
    assertFresh('petty-cash holder', row.rowVersion, input.row_version)
    const changes = {
      floatLimit: input.float_limit ?? row.floatLimit,
      active: input.active ?? row.active,
    }
    await tx
      .update(pettyCashHolders)
      .set({ ...changes, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(pettyCashHolders.id, id))
    await deps.audit(tx, {
      action: 'pcr_holder.update',
      entity: 'pcr_holder',
      entityId: id,
      before: row,
      after: changes,
    })
    return id
  })
}

/** The project's team with whether each already holds petty cash there (accounts only). */
export async function holderCandidates(db: Database, caller: Caller, projectId: number) {
  await assertAccounts(db, caller.session)
  await assertProjectInScope(db, caller, projectId)
  const rows = await db
    .select({
      user_id: users.id,
      name: users.name,
      project_role: projectMembers.projectRole,
      is_holder: sql<boolean>`exists (select 1 from ${pettyCashHolders} h where h.project_id = ${projectId} and h.user_id = ${users.id})`,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(users.organizationId, caller.tenantId)))
    .orderBy(asc(users.name))
  return rows.map((row) => ({ ...row, is_holder: Boolean(row.is_holder) }))
}

/** Every active holder the caller may see, with the facts of their balance (the dashboard ages them). */
export async function activeHolderFacts(db: Database, caller: Caller) {
  const rows = await holderRows(db, holdersWhere(caller, { active: '1' }))
  const facts = await balanceFacts(
    db,
    caller.tenantId,
    rows.map((entry) => entry.row.id),
  )
  return rows.map(({ row, userName, projectName, code, minorUnits }) => ({
    holder_id: row.id,
    project_id: row.projectId,
    project_name: projectName,
    user_name: userName,
    currency: toCurrency({ code, minorUnits }),
    facts: facts.get(row.id) ?? { payments: [], accounted: 0, returned: 0 },
  }))
}
