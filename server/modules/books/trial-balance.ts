import { and, eq, isNull, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { TrialBalance, trialBalanceQuerySchema } from '../../../contract/books'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { currencies, projects } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { todayOf } from '../dates'
import { projectCurrencies, projectCurrencyOf, toCurrency } from '../projects/currency'
import { assertProjectInScope, projectScope } from '../projects/scope'
import { freshJournalRollups } from './journal-rollup'

/*
 * The trial balance: every account's balance on a date, summed from the journal (journal-sources.ts,
 * read through its rollup, journal-rollup.ts) of one project, or of every project the caller may see in the organisation's base currency (a
 * project kept in another currency is named as left out until the books convert it). Each
 * document's entries balance, so debits equal credits.
 */

type Query = z.output<typeof trialBalanceQuerySchema>

export async function trialBalance(
  db: Database,
  caller: Caller,
  query: Query,
  now: Date,
): Promise<TrialBalance> {
  const asOf = query.as_of ?? todayOf(now)
  const { currency, projectIds, leftOut } = await scopeOf(db, caller, query.project)
  const result = projectIds.length === 0 ? [] : await balancesOf(db, caller.tenantId, projectIds, asOf)
  const rows = result.map((row) => {
    const balance = Number(row.balance)
    return {
      account_code: row.account_code,
      account_name: row.account_name,
      debit: Math.max(0, balance),
      credit: Math.max(0, -balance),
    }
  })
  return {
    as_of: asOf,
    project_id: query.project ?? null,
    currency: currency.code,
    minor_units: currency.minor_units,
    rows,
    debit_total: rows.reduce((sum, row) => sum + row.debit, 0),
    credit_total: rows.reduce((sum, row) => sum + row.credit, 0),
    projects_left_out: leftOut,
  }
}

/** One project (in the caller's scope), or the organisation's projects in its base currency. */
export const scopeOf = (db: Database, caller: Caller, projectId: number | undefined) =>
  projectId === undefined ? organisationProjects(db, caller) : oneProject(db, caller, projectId)

/** Each account's balance on a day, from the journal rollup brought up to date first. */
async function balancesOf(db: Database, tenantId: number, projectIds: number[], asOf: string) {
  await freshJournalRollups(db, tenantId, projectIds)
  return rowsOf<{ account_code: string; account_name: string; balance: string }>(
    await db.execute(sql`
      select account_code, account_name, sum(debit) - sum(credit) as balance
      from journal_rollups
      where organization_id = ${tenantId} and project_id = any(${sql.param(projectIds)}::int[])
        and "on" <= ${asOf}::date
      group by account_code, account_name
      having sum(debit) <> sum(credit)
      order by account_code collate "C", account_name`),
  )
}

async function oneProject(db: Database, caller: Caller, projectId: number) {
  await assertProjectInScope(db, caller, projectId)
  return {
    currency: await projectCurrencyOf(db, caller.tenantId, projectId),
    projectIds: [projectId],
    leftOut: [],
  }
}

/** The projects the caller may see in the organisation's base currency, and those left out. */
export async function organisationProjects(db: Database, caller: Caller) {
  const [base] = await db
    .select({ code: currencies.code, minorUnits: currencies.minorUnits })
    .from(currencies)
    .where(
      and(
        eq(currencies.organizationId, caller.tenantId),
        eq(currencies.isBase, true),
        isNull(currencies.archivedAt),
      ),
    )
    .limit(1)
  const currency = toCurrency(base ?? { code: null, minorUnits: null })
  const visible = await db
    .select({ id: projects.id, project: projects.code, currency: projectCurrencies.code })
    .from(projects)
    .innerJoin(projectCurrencies, eq(projectCurrencies.projectId, projects.id))
    .where(and(eq(projects.organizationId, caller.tenantId), projectScope(caller, projects.id)))
    .orderBy(projects.code)
  const inBase = (project: (typeof visible)[number]) => (project.currency ?? currency.code) === currency.code
  return {
    currency,
    projectIds: visible.filter(inBase).map((project) => project.id),
    leftOut: visible.filter((project) => !inBase(project)).map((project) => project.project),
  }
}
