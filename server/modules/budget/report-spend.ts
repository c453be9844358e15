import { type SQL, sql } from 'drizzle-orm'
import { ACTUAL_STATUSES } from '../spend/figures'

/*
 * SQL pieces of budget versus actual for the report, written as plain SQL because the report
 * aggregates and pages inside the database: a 100,000-line version must never travel to Node
 * whole. They mirror spend/figures.ts (actualByCode, committedByCode), which answer the same
 * figures as maps for a handful of codes.
 */

export type SpendScope = { tenantId: number; projectId: number }

const actualStatuses = sql.join(
  ACTUAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** (code, committed, actual) for every code of the project with an approved PO line or an actual expense. */
export function spendByCode({ tenantId, projectId }: SpendScope): SQL {
  return sql`
    select coalesce(c.code, a.code) as code, coalesce(c.amount, 0) as committed, coalesce(a.amount, 0) as actual
    from (
      select pol.budget_code as code,
        sum(greatest(0, pol.amount - coalesce(inv.amount, 0))) as amount
      from purchase_order_lines pol
      join purchase_orders po on po.id = pol.po_id and po.status = 'approved'
      left join (
        select e.po_line_id, sum(e.amount_project) as amount
        from expenses e
        where e.organization_id = ${tenantId} and e.project_id = ${projectId}
          and e.status in (${actualStatuses}) and e.po_line_id is not null
        group by e.po_line_id
      ) inv on inv.po_line_id = pol.id
      where pol.organization_id = ${tenantId} and pol.project_id = ${projectId}
      group by pol.budget_code
    ) c
    full join (
      select e.budget_code as code, sum(e.amount_project) as amount
      from expenses e
      where e.organization_id = ${tenantId} and e.project_id = ${projectId} and e.status in (${actualStatuses})
      group by e.budget_code
    ) a on a.code = c.code`
}

/**
 * The codes of `spendCodes` (a query of a `code` column) that no live line of the version carries.
 * EXCEPT hashes both sides in one pass; a NOT EXISTS probe per code cost more.
 */
export function unplannedCodes(spendCodes: SQL, versionId: number): SQL {
  return sql`
    select code from (${spendCodes}) spend_codes
    except
    select budget_code from budget_lines where version_id = ${versionId} and deleted_at is null`
}
