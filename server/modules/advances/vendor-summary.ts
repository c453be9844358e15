import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { VendorAdvanceSummary } from '../../../contract/spend/advances'
import { DEPOSIT_KINDS, OPEN_ADVANCE_STATUSES } from '../../../contract/spend/advances'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { vendors } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { afterSetOffs, setOffsOf } from './set-offs'

/*
 * The vendor's side of the ledger, per project currency, in the projects the caller sees: the
 * unadjusted balance of its paid advances and of its deposits, beside its approved, unpaid invoices
 * less what advances set off on them (and the TDS those advances already carried).
 */

/**
 * The paid advances and deposits not yet adjusted or refunded, one row each (project_id, advances,
 * deposits, payables = 0), in the projects the caller sees; of one vendor when it is given.
 */
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
/** An advance (`a`) still open with its vendor, and what of it is: paid out less adjusted and refunded. */
const isOpen = sql`a.status in (${listOf(OPEN_ADVANCE_STATUSES)})`
const openBalance = sql`a.amount - a.adjusted_amount - a.refunded_amount`

export function openAdvancesSql(caller: Caller, vendorId?: number): SQL {
  const deposit = sql`a.kind in (${listOf(DEPOSIT_KINDS)})`
  return sql`
      select a.project_id,
        case when ${deposit} then 0 else ${openBalance} end as advances,
        case when ${deposit} then ${openBalance} else 0 end as deposits,
        0 as payables
      from vendor_advances a
      where a.organization_id = ${caller.tenantId} ${vendorId === undefined ? sql`` : sql`and a.vendor_id = ${vendorId}`}
        and ${isOpen} and ${projectScope(caller, sql.raw('a.project_id'))}`
}

const invoiceAfterSetOffs = afterSetOffs(
  { amount: sql.raw('e.amount_project'), total: sql.raw('e.total'), tds: sql.raw('e.tds_amount') },
  'adj',
)

export async function vendorSummary(
  db: Database,
  caller: Caller,
  vendorId: number,
): Promise<VendorAdvanceSummary> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, caller.tenantId)))
    .limit(1)
  if (!vendor) throw notFound('This vendor')
  const inScope = (column: string) => projectScope(caller, sql.raw(column))
  const result = await db.execute(sql`
    select project_id, sum(advances) as advances, sum(deposits) as deposits, sum(payables) as payables
    from (
      ${openAdvancesSql(caller, vendor.id)}
      union all
      select e.project_id, 0, 0, ${invoiceAfterSetOffs.payable}
      from expenses e
      left join lateral (${setOffsOf(sql.raw('e.id'))}) adj on true
      where e.organization_id = ${caller.tenantId} and e.vendor_id = ${vendor.id}
        and e.status = 'approved' and ${inScope('e.project_id')}
    ) rows
    group by project_id`)
  const byProject = rowsOf<{ project_id: number; advances: string; deposits: string; payables: string }>(
    result,
  )
  const currencies = byProject.length
    ? await db
        .select({
          projectId: projectCurrencies.projectId,
          code: projectCurrencies.code,
          minorUnits: projectCurrencies.minorUnits,
        })
        .from(projectCurrencies)
        .where(eq(projectCurrencies.organizationId, caller.tenantId))
    : []
  const totals = new Map<string, VendorAdvanceSummary['totals'][number]>()
  for (const row of byProject) {
    const found = currencies.find((currency) => currency.projectId === Number(row.project_id))
    const currency = toCurrency({ code: found?.code ?? null, minorUnits: found?.minorUnits ?? null })
    const entry = totals.get(currency.code) ?? {
      currency_code: currency.code,
      minor_units: currency.minor_units,
      advances_open: 0,
      deposits_open: 0,
      payables: 0,
    }
    entry.advances_open += Number(row.advances)
    entry.deposits_open += Number(row.deposits)
    entry.payables += Number(row.payables)
    totals.set(currency.code, entry)
  }
  return { vendor_id: vendor.id, totals: [...totals.values()] }
}

/**
 * The vendor's paid advances on one project still open (not yet adjusted, refunded or closed) and
 * their unadjusted balance: what holds a team member's wrap clearance.
 */
export async function vendorOpenAdvances(
  db: Database,
  tenantId: number,
  projectId: number,
  vendorId: number,
) {
  const [open] = rowsOf<{ count: number; amount: string | null }>(
    await db.execute(sql`
      select count(*)::int as count, sum(${openBalance}) as amount from vendor_advances a
      where a.organization_id = ${tenantId} and a.project_id = ${projectId} and a.vendor_id = ${vendorId}
        and ${isOpen}`),
  )
  return { count: Number(open?.count ?? 0), amount: Number(open?.amount ?? 0) }
}
