import { and, eq, inArray, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { contractListQuerySchema } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { freshRollup, freshRollupEverywhere, type Rollup, type RollupProjects } from '../../db/rollups'
import { contractRollupChanges, contractRollups } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { projectScope } from '../projects/scope'
import { committedStatuses, settledJoinedSql, settledJoins } from './ledger'
import { contractEventsSql } from './reminders'

/*
 * The contract rollup (schema: contract_rollups): per project, what the charts and the list's totals
 * would otherwise scan 50,000 contracts and 150,000 instalments for. Triggers (migration 0029) only
 * log the changes to a project's contracts, instalments, payments and invoices; the figures are
 * computed here, from the same ledger SQL as the live figures (ledger.ts), when a project is read
 * after a change. A test (rollup.test.ts) holds them equal to the live computation.
 */

/** Every event, however long ago: the rollup keeps them all, each reader takes its window. */
const EVERY_DAY = '-infinity'

/** Rebuilds one project's rollup from its live figures, in one statement (one snapshot). */
async function rebuild(db: Database, tenantId: number, projectId: number) {
  await db.execute(sql`
    with gone as (delete from contract_rollups where project_id = ${projectId})
    insert into contract_rollups (organization_id, project_id, kind, agreement_id, platform_id, status, day, count, amount)
    select ${tenantId}::int, ${projectId}::int, 'value', c.agreement_id, c.platform_id, c.status, null, count(*)::int, sum(c.value)::bigint
    from contracts c where c.organization_id = ${tenantId} and c.project_id = ${projectId}
    group by c.agreement_id, c.platform_id, c.status
    union all
    select ${tenantId}::int, ${projectId}::int, 'event', null, null, e.event, e.event_date, count(*)::int,
      coalesce(sum(e.amount), 0)::bigint
    from (${contractEventsSql(EVERY_DAY, tenantId)}) e
    where e.organization_id = ${tenantId} and e.project_id = ${projectId} and e.event_date is not null
    group by e.event, e.event_date
    union all
    select ${tenantId}::int, ${projectId}::int, 'due', null, null, null, date_trunc('month', ci.due_date)::date, 0,
      sum(ci.amount - ${settledJoinedSql})::bigint
    from contract_instalments ci
    join contracts c on c.id = ci.contract_id and c.project_id = ci.project_id and c.status in (${committedStatuses})
    ${settledJoins({ tenantId, projectId })}
    where ci.organization_id = ${tenantId} and ci.project_id = ${projectId} and ci.due_date is not null
    group by 7`)
}

const CONTRACT_ROLLUP: Rollup = { changes: contractRollupChanges, lock: 1010, rebuild }

/** Brings the tenant's contract rollups (of the projects given, or all) up to date (db/rollups.ts). */
export const freshContractRollups = (db: Database, tenantId: number, projects?: RollupProjects) =>
  freshRollup(db, CONTRACT_ROLLUP, tenantId, projects)

/** Brings every organisation's stale contract rollups up to date (the hourly job). */
export const freshContractRollupsEverywhere = (db: Database) => freshRollupEverywhere(db, CONTRACT_ROLLUP)

/** The caller's contract rollups up to date: of the project asked, else of every project they may see. */
export const freshContractRollupsOf = (db: Database, caller: Caller, projectId?: number) =>
  freshContractRollups(db, caller.tenantId, projectId ?? ((id) => projectScope(caller, id)))

type ListQuery = z.output<typeof contractListQuerySchema>

/** The filters a list's total can be read from the contract rollup for (rollup.ts); paging aside. */
const ROLLED_UP_FILTERS = new Set(['project_id', 'agreement_id', 'platform_id', 'status', 'statuses'])
const PAGING = new Set(['page_no', 'limit', 'sort'])

/** The list's total from the rollup, when every filter asked for is one it keeps; else undefined. */
export async function rolledUpContractCount(db: Database, caller: Caller, query: ListQuery) {
  const asked = Object.entries(query).filter(
    ([key, value]) =>
      value !== undefined && !PAGING.has(key) && !(Array.isArray(value) && value.length === 0),
  )
  if (asked.some(([key]) => !ROLLED_UP_FILTERS.has(key))) return undefined
  await freshContractRollupsOf(db, caller, query.project_id)
  const r = contractRollups
  return db
    .select({ total: sql<number>`coalesce(sum(${r.count}), 0)::int` })
    .from(r)
    .where(
      and(
        eq(r.organizationId, caller.tenantId),
        eq(r.kind, 'value'),
        query.project_id === undefined ? undefined : eq(r.projectId, query.project_id),
        query.agreement_id === undefined ? undefined : eq(r.agreementId, query.agreement_id),
        query.platform_id === undefined ? undefined : eq(r.platformId, query.platform_id),
        query.status ? eq(r.status, query.status) : undefined,
        query.statuses?.length ? inArray(r.status, query.statuses) : undefined,
        projectScope(caller, r.projectId),
      ),
    )
}
