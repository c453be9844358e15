import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/*
 * What an invoice still asks once its vendor's advances are set off against it (adjust.ts). Each
 * adjustment carries its share of the TDS deducted when the advance was paid; that TDS is not
 * deducted again, and the part of the invoice the advance covered was already reported with it. So:
 *   TDS deducted on the invoice = its TDS − the TDS the adjustments carried (never below 0);
 *   still payable             = its total − that TDS − the advances set off;
 *   newly paid or credited     = its amount − what advances that bore TDS covered (the TDS return's
 *                                amount, the advance's own row having reported the rest).
 * Read by the invoice's advances panel, the vendor's summary, the payables and the TDS registers.
 */

/**
 * The advances set off against one invoice (`expenseId`, a column of the outer query): `amount`,
 * the `tds` they carried, and what of it advances that bore TDS covered (`taxed`); one row, nulls
 * when none. Joined `lateral`, it reads the invoice's adjustments by their index, not the table.
 */
export const setOffsOf = (expenseId: SQLWrapper) => sql`
  select sum(adj.amount)::bigint as amount, sum(adj.tds_amount)::bigint as tds,
    sum(case when va.tds_amount <> 0 then adj.amount else 0 end)::bigint as taxed
  from advance_adjustments adj join vendor_advances va on va.id = adj.advance_id
  where adj.expense_id = ${expenseId}`

/** An invoice's figures once its set-offs (setOffsOf, joined as `alias`) are taken into account. */
export function afterSetOffs(
  invoice: { amount: SQLWrapper; total: SQLWrapper; tds: SQLWrapper },
  alias: string,
): { tds: SQL<number>; payable: SQL<number>; credited: SQL<number> } {
  const of = (column: string) => sql`coalesce(${sql.identifier(alias)}.${sql.identifier(column)}, 0)`
  const tds = sql<number>`greatest(0, ${invoice.tds} - ${of('tds')})`
  return {
    tds,
    payable: sql<number>`(${invoice.total} - ${tds} - ${of('amount')})`,
    credited: sql<number>`(${invoice.amount} - ${of('taxed')})`,
  }
}
