import { and, eq, isNull, sql } from 'drizzle-orm'
import { alias, QueryBuilder } from 'drizzle-orm/pg-core'
import { DEFAULT_BASE_CURRENCY } from '../../../contract/masters/defaults'
import type { Database } from '../../db/client'
import { currencies, projects } from '../../db/schema'
import { notFound } from '../../http/errors'

/*
 * A project's currency, in one place: its own, else its organisation's base currency. Budget
 * lines, POs and expenses' project amounts are integer minor units of it.
 */

export type Currency = { code: string; minor_units: number }

const ownCurrency = alias(currencies, 'project_own_currency')
const baseCurrency = alias(currencies, 'project_base_currency')

/**
 * Every project's currency as a table to join on `project_id` (PostgreSQL folds it into the outer
 * query, so a page of rows joins only their projects). `code` and `minorUnits` are null only when
 * the organisation lacks a base currency: read them through `toCurrency`.
 */
export const projectCurrencies = new QueryBuilder()
  .select({
    projectId: projects.id,
    organizationId: projects.organizationId,
    // Drizzle names computed columns of a subquery without its alias: keep their names unique.
    code: sql<string | null>`coalesce(${ownCurrency.code}, ${baseCurrency.code})`.as('project_currency_code'),
    minorUnits: sql<number | null>`coalesce(${ownCurrency.minorUnits}, ${baseCurrency.minorUnits})`.as(
      'project_currency_minor_units',
    ),
  })
  .from(projects)
  .leftJoin(ownCurrency, eq(ownCurrency.id, projects.currencyId))
  .leftJoin(
    baseCurrency,
    and(
      eq(baseCurrency.organizationId, projects.organizationId),
      eq(baseCurrency.isBase, true),
      isNull(baseCurrency.archivedAt),
    ),
  )
  .as('project_currency')

/** The joined code and minor units as the API shows them (an organisation always has a base currency; the fallback only guards a broken master list). */
export const toCurrency = (row: { code: string | null; minorUnits: number | null }): Currency => ({
  code: row.code ?? DEFAULT_BASE_CURRENCY,
  minor_units: Number(row.minorUnits ?? 2),
})

/** One project's currency; 404 outside the tenant. */
export async function projectCurrencyOf(
  db: Database,
  tenantId: number,
  projectId: number,
): Promise<Currency> {
  const [row] = await db
    .select({ code: projectCurrencies.code, minorUnits: projectCurrencies.minorUnits })
    .from(projectCurrencies)
    .where(and(eq(projectCurrencies.projectId, projectId), eq(projectCurrencies.organizationId, tenantId)))
    .limit(1)
  if (!row) throw notFound('This project')
  return toCurrency(row)
}
