import { type SQL, sql } from 'drizzle-orm'
import { creditNoteNet } from '../spend/credit-note-net'

/*
 * What an invoice comes to for the vendor, in its project's currency, once its vendor advances
 * are set off and the credit notes applied to it: one rule for the expense's own record, the
 * journal (journal.ts) and the registers. An invoice in another currency takes its taxes at the
 * rate its cost was converted at. `e` is the alias (or table name) the invoice is read under.
 */

export function invoiceFigures(e: string) {
  const col = (name: string) => sql.raw(`${e}.${name}`)
  const ratio = sql`coalesce(${col('amount_project')}::numeric / nullif(${col('amount')}, 0), 1)`
  const inProject = (name: string): SQL<number> => sql`round(${col(name)} * ${ratio})`
  const setOffs = (what: string) =>
    sql`coalesce((select sum(${sql.raw(`adj.${what}`)}) from advance_adjustments adj where adj.expense_id = ${col('id')}), 0)`
  const cgst = inProject('cgst_amount')
  const sgst = inProject('sgst_amount')
  const igst = inProject('igst_amount')
  /** TDS still to deduct: the invoice's, less what was deducted on the advances set off against it. */
  const tdsLeft = sql<number>`greatest(0, ${inProject('tds_amount')} - ${setOffs('tds_amount')})`
  /** What the invoice makes the vendor owed: cost and GST less the TDS still to deduct. */
  const owed = sql<number>`(${col('amount_project')} + ${cgst} + ${sgst} + ${igst} - ${tdsLeft})`
  const setOff = sql<number>`${setOffs('amount')}`
  /** The credit notes applied to what is owed on it (their net, in the project's currency). */
  const credited = sql<number>`coalesce((select sum(${creditNoteNet('cn')})
    from credit_notes cn where cn.expense_id = ${col('id')} and cn.status = 'applied'), 0)`
  /** What is paid (or to pay) the vendor on it. */
  const toPay = sql<number>`(${owed} - ${setOff} - ${credited})`
  return { cgst, sgst, igst, tdsLeft, owed, setOff, credited, toPay }
}
