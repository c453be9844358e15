import { type SQL, sql } from 'drizzle-orm'

/**
 * A credit note's net in its project's currency: the taxable value it credits, with its GST, less
 * the TDS it reverses; taxes taken at the rate its taxable value was converted at. `cn` is the
 * alias it is read under. One rule for the journal, what an invoice still owes and the registers.
 */
export function creditNoteNet(cn: string): SQL<number> {
  const col = (name: string) => sql.raw(`${cn}.${name}`)
  const ratio = sql`coalesce(${col('amount_project')}::numeric / nullif(${col('taxable')}, 0), 1)`
  // Each tax rounded on its own, as the journal books it, so the two agree to the paisa.
  const inProject = (name: string) => sql`round(${col(name)} * ${ratio})`
  return sql<number>`(${col('amount_project')} + ${inProject('cgst_amount')} + ${inProject('sgst_amount')} + ${inProject('igst_amount')} - ${inProject('tds_amount')})`
}
