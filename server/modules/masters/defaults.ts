import { eq, isNull } from 'drizzle-orm'
import {
  DEFAULT_MASTERS,
  DEFAULT_ORDER,
  DEFAULT_RATES,
  resolveDefaultRow,
} from '../../../contract/masters/defaults'
import type { RefTarget } from '../../../contract/masters/fields'
import { labelOf, lookupFieldsOf, lookupText } from '../../../contract/masters/rules'
import type { Database } from '../../db/client'
import { camel } from '../../db/master-tables'
import { currencyRates, organizations } from '../../db/schema'
import { definitionOf, MASTER_TABLES } from './tables'

/**
 * Writes a new organisation's default master lists (currencies with rates, countries, cities,
 * budget categories, GST, TDS…) and marks it done. Ids found by code or name are answered so
 * callers (the demo seed) can point at them.
 */
export async function seedDefaultMasters(db: Database, organizationId: number, now: Date) {
  const found = new Map<RefTarget, Map<string, number>>()
  const lookup = (target: RefTarget, text: string) => found.get(target)?.get(lookupText(text)) ?? null
  for (const key of DEFAULT_ORDER) {
    const definition = definitionOf(key)
    const table = MASTER_TABLES[key]
    const rows = (DEFAULT_MASTERS[key] ?? []).map((row) => resolveDefaultRow(definition, row, lookup))
    if (rows.length === 0) continue
    const inserted = await db
      .insert(table)
      .values(
        rows.map((values) => ({
          ...Object.fromEntries(Object.entries(values).map(([field, value]) => [camel(field), value])),
          organizationId,
          createdAt: now,
          updatedAt: now,
        })) as never,
      )
      .returning({ id: table.id })
    const byText = new Map<string, number>()
    rows.forEach((values, index) => {
      const id = Number(inserted[index]?.id)
      for (const text of [
        labelOf(definition, values),
        ...lookupFieldsOf(definition).map((field) => values[field]),
      ]) {
        if (typeof text === 'string' && text) byText.set(lookupText(text), id)
      }
    })
    found.set(key, byText)
  }
  await db.insert(currencyRates).values(
    DEFAULT_RATES.map((rate) => ({
      organizationId,
      currencyId: lookup('currency', rate.code) as number,
      effectiveFrom: rate.effective_from,
      rate: rate.rate,
      createdAt: now,
    })),
  )
  await db.update(organizations).set({ mastersSeededAt: now }).where(eq(organizations.id, organizationId))
  return lookup
}

/** Organisations that predate the master lists get their defaults once, at start-up. */
export async function ensureDefaultMasters(db: Database, now = new Date()) {
  const pending = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(isNull(organizations.mastersSeededAt))
  for (const organization of pending) {
    await db.transaction((tx) => seedDefaultMasters(tx, organization.id, now))
  }
  return pending.length
}
