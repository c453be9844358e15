import { and, desc, eq, inArray } from 'drizzle-orm'
import type { BudgetLog } from '../../../contract/budget'
import { formatMoney } from '../../../contract/masters/fields'
import type { Database } from '../../db/client'
import { auditLog, categories, cities, subCategories, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { budgetProject } from '../budget-versions/access'
import { LINE_FIELDS, lineOfTenant } from './lines'

/*
 * GET /v2/budget/logs/{id}: a line's history from the audit log, one row per changed field,
 * newest first. A line is born with its version (an upload or a copy writes one audit entry for
 * all its lines), so its 'created' row is that entry's who and when.
 *
 * log_id is unique per row: the audit entry's id × 100 + the field's place in LINE_FIELDS.
 */

const ID_SPREAD = 100
const MONEY_FIELDS = new Set(['rate', 'amount'])
type Stored = Record<string, unknown>

export async function lineLogs(db: Database, caller: Caller, lineId: number): Promise<BudgetLog[]> {
  const { line, version } = await lineOfTenant(db, caller, lineId, true)
  const { currency } = await budgetProject(db, caller, line.projectId)
  const entries = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      userName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.organizationId, caller.tenantId),
        eq(auditLog.entity, 'budget_line'),
        eq(auditLog.entityId, String(line.id)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
  const [born] = await db
    .select({ id: auditLog.id, at: auditLog.at, userName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.organizationId, caller.tenantId),
        eq(auditLog.entity, 'budget_version'),
        eq(auditLog.entityId, String(version.id)),
        inArray(auditLog.action, ['budget_version.upload', 'budget_version.copy']),
      ),
    )
    .limit(1)
  const [creator] = version.createdBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, version.createdBy))
    : []

  const names = await namesOf(db, entries)
  const display = (field: string, value: unknown): string | null => {
    if (value === null || value === undefined) return null
    if (typeof value === 'boolean') return value ? 'Yes' : 'No'
    if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value, currency.minor_units)
    if (typeof value === 'number' && field in names) return names[field]?.get(value) ?? `#${value}`
    return String(value)
  }

  const rows: BudgetLog[] = []
  for (const entry of entries) {
    const at = entry.at.toISOString()
    if (entry.action === 'budget_line.update') {
      const before = (entry.before ?? {}) as Stored
      const after = (entry.after ?? {}) as Stored
      // In LINE_FIELDS order: jsonb keeps its keys in an order of its own.
      for (const field of LINE_FIELDS.filter((name) => name in after)) {
        rows.push({
          log_id: entry.id * ID_SPREAD + LINE_FIELDS.indexOf(field) + 1,
          at,
          user_name: entry.userName,
          action: 'updated',
          field,
          before: display(field, before[field]),
          after: display(field, after[field]),
        })
      }
    } else if (entry.action === 'budget_line.delete') {
      rows.push({
        log_id: entry.id * ID_SPREAD,
        at,
        user_name: entry.userName,
        action: 'deleted',
        field: null,
        before: null,
        after: null,
      })
    }
  }
  rows.push({
    log_id: (born?.id ?? version.id) * ID_SPREAD,
    at: (born?.at ?? version.createdAt).toISOString(),
    user_name: born?.userName ?? creator?.name ?? null,
    action: 'created',
    field: null,
    before: null,
    after: null,
  })
  return rows
}

/** Names of the categories, sub-categories and cities the entries mention, by field. */
async function namesOf(db: Database, entries: { before: unknown; after: unknown }[]) {
  const wanted = {
    category_id: new Set<number>(),
    sub_category_id: new Set<number>(),
    city_id: new Set<number>(),
  }
  for (const entry of entries) {
    for (const side of [entry.before, entry.after] as (Stored | null)[]) {
      for (const field of Object.keys(wanted) as (keyof typeof wanted)[]) {
        const value = side?.[field]
        if (typeof value === 'number') wanted[field].add(value)
      }
    }
  }
  const lookup = async (
    table: typeof categories | typeof subCategories | typeof cities,
    ids: Set<number>,
  ) => {
    if (ids.size === 0) return new Map<number, string>()
    const rows = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, [...ids]))
    return new Map(rows.map((row) => [row.id, row.name]))
  }
  return {
    category_id: await lookup(categories, wanted.category_id),
    sub_category_id: await lookup(subCategories, wanted.sub_category_id),
    city_id: await lookup(cities, wanted.city_id),
  } as Record<string, Map<number, string>>
}
