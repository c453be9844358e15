import { and, eq, gte, inArray, lte, not, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { CONTRACT_COMMITTED_STATUSES, type contractListQuerySchema } from '../../../contract/contracts'
import { contracts, vendors } from '../../db/schema'
import { likePattern } from '../paging'
import { settledSql } from './ledger'
import { contractEventsSql } from './reminders'

/*
 * The contract list's field filters (GET /v2/contracts, /contractFilter and saved filters): one
 * condition per field asked for, all AND-ed; the tenant, project scope and word search stay in
 * read.ts.
 */

type Query = z.output<typeof contractListQuerySchema>

const ID_FILTERS = {
  contract_project_id: contracts.contractProjectId,
  company_id: contracts.companyId,
  contractcategory_id: contracts.contractcategoryId,
  contractsubcategory_id: contracts.contractsubcategoryId,
  platform_id: contracts.platformId,
  language_id: contracts.languageId,
  showtype_id: contracts.showtypeId,
  contract_status_id: contracts.contractStatusId,
  tds_id: contracts.tdsId,
} as const

/**
 * An instalment with something left to settle (payments, carried and approved invoices counted).
 * The outer id is named in full: a one-table select leaves drizzle's columns unqualified, and in
 * the subquery a bare "id" would be the instalment's.
 */
const unpaidInstalment = sql`exists (select 1 from contract_instalments ci where ci.contract_id = "contracts"."id" and ci.amount > ${settledSql})`

/** Contracts whose counterparty (the tenant's vendor, or the person named) contains `words`. */
function counterpartyMatches(tenantId: number, words: string): SQL | undefined {
  const pattern = likePattern(words.toLowerCase())
  const namedVendors = sql`select ${vendors.id} from ${vendors} where ${vendors.organizationId} = ${tenantId}
    and (${vendors.legalName} ilike ${pattern} or ${vendors.tradeName} ilike ${pattern})`
  return or(
    sql`${contracts.counterpartyName} ilike ${pattern}`,
    sql`${contracts.vendorId} in (${namedVendors})`,
  )
}

export function contractFieldFilters(tenantId: number, query: Query): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = Object.entries(ID_FILTERS).map(([key, column]) => {
    const id = query[key as keyof typeof ID_FILTERS]
    return id === undefined ? undefined : eq(column, id)
  })
  if (query.fee_basis) conditions.push(eq(contracts.feeBasis, query.fee_basis))
  if (query.gst_treatment) conditions.push(eq(contracts.gstTreatment, query.gst_treatment))
  if (query.statuses?.length) conditions.push(inArray(contracts.status, query.statuses))
  if (query.starts_from) conditions.push(gte(contracts.startDate, query.starts_from))
  if (query.starts_to) conditions.push(lte(contracts.startDate, query.starts_to))
  if (query.ends_from) conditions.push(gte(contracts.endDate, query.ends_from))
  if (query.value_min !== undefined) conditions.push(gte(contracts.value, query.value_min))
  if (query.value_max !== undefined) conditions.push(lte(contracts.value, query.value_max))
  if (query.exclusive !== undefined) conditions.push(eq(contracts.exclusive, query.exclusive))
  if (query.rights_media) {
    const medium = query.rights_media.toLowerCase()
    conditions.push(
      sql`exists (select 1 from unnest(${contracts.rightsMedia}) as medium where lower(medium) = ${medium})`,
    )
  }
  if (query.rights_territory)
    conditions.push(
      sql`${contracts.rightsTerritory} ilike ${likePattern(query.rights_territory.toLowerCase())}`,
    )
  if (query.counterparty) conditions.push(counterpartyMatches(tenantId, query.counterparty))
  if (query.due_from || query.due_by) {
    // The reminders' own instalment events: signed, something left to pay, due in the span.
    const due = sql`select 1 from (${contractEventsSql(query.due_from ?? '-infinity', tenantId)}) e
      where e.contract_id = "contracts"."id" and e.event = 'instalment_due'
        and e.event_date <= ${query.due_by ?? 'infinity'}::date`
    conditions.push(sql`exists (${due})`)
  }
  if (query.has_unpaid !== undefined) {
    const unpaid = and(inArray(contracts.status, [...CONTRACT_COMMITTED_STATUSES]), unpaidInstalment)
    conditions.push(query.has_unpaid ? unpaid : not(unpaid as SQL))
  }
  return conditions
}
