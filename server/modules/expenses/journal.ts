import { sql } from 'drizzle-orm'
import { setOffsOf } from '../advances/set-offs'
import {
  ACCOUNTS,
  account,
  costAccount,
  creditorAccount,
  entryColumns,
  entryLines,
  inScope,
  type JournalSource,
  paidFromAccount,
} from '../books/journal-sources'

/*
 * An invoice in the journal (books/journal-sources.ts), in its project's currency. Approved, it is
 * a purchase on its date: its cost on its category, GST on input credit, the TDS still to deduct
 * after its advances' set-offs, the rest owed to the vendor. Paid, the vendor is paid what was
 * left after the set-offs and the credit notes applied to it, from the bank or the cash in hand.
 * An invoice in another currency takes its taxes at the rate its cost was converted at.
 */

const ratio = sql`coalesce(e.amount_project::numeric / nullif(e.amount, 0), 1)`
const inProject = (column: string) => sql`round(${sql.raw(`e.${column}`)} * ${ratio})`
const tdsLeft = sql`greatest(0, ${inProject('tds_amount')} - coalesce(so.tds, 0))`
const owed = sql`(e.amount_project + ${inProject('cgst_amount')} + ${inProject('sgst_amount')} + ${inProject('igst_amount')} - ${tdsLeft})`
/** What applied credit notes took off what is owed on the invoice. */
const appliedCredit = sql`coalesce((select sum(cn.amount_project
    + round((cn.cgst_amount + cn.sgst_amount + cn.igst_amount - cn.tds_amount)
      * coalesce(cn.amount_project::numeric / nullif(cn.taxable, 0), 1)))
  from credit_notes cn where cn.expense_id = e.id and cn.status = 'applied'), 0)`
const paid = sql`(${owed} - coalesce(so.amount, 0) - ${appliedCredit})`

const creditor = creditorAccount(sql`e.vendor_id`, sql`v.legal_name`)

export const expenseJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`e.project_id`, sql`e.invoice_date`, 'expense', sql`e.id`)}
  from expenses e
  join vendors v on v.id = e.vendor_id
  left join budget_lines bl on bl.version_id = e.budget_version_id
    and lower(bl.budget_code) = lower(e.budget_code) and bl.deleted_at is null
  left join categories cat on cat.id = bl.category_id
  left join lateral (${setOffsOf(sql`e.id`)}) so on true
  ${entryLines([
    [...costAccount(sql`cat.id`, sql`cat.name`), sql`e.amount_project`, sql`0`],
    [...account(ACCOUNTS.cgstInput), inProject('cgst_amount'), sql`0`],
    [...account(ACCOUNTS.sgstInput), inProject('sgst_amount'), sql`0`],
    [...account(ACCOUNTS.igstInput), inProject('igst_amount'), sql`0`],
    [...account(ACCOUNTS.tdsPayable), sql`0`, tdsLeft],
    [...creditor, sql`0`, owed],
  ])}
  where ${inScope(scope, 'e')} and e.status in ('approved', 'paid')
  union all
  select ${entryColumns(sql`e.project_id`, sql`e.paid_on`, 'expense_payment', sql`e.id`)}
  from expenses e
  join vendors v on v.id = e.vendor_id
  left join payment_modes pm on pm.id = e.payment_mode_id
  left join lateral (${setOffsOf(sql`e.id`)}) so on true
  ${entryLines([
    [...creditor, paid, sql`0`],
    [...paidFromAccount(sql`pm.name`), sql`0`, paid],
  ])}
  where ${inScope(scope, 'e')} and e.status = 'paid' and e.paid_on is not null`
