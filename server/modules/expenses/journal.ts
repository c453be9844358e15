import { sql } from 'drizzle-orm'
import {
  ACCOUNTS,
  account,
  costAccount,
  costCategoryJoin,
  creditorAccount,
  entryColumns,
  entryLines,
  inScope,
  type JournalSource,
  paidFromAccount,
} from '../books/journal-sources'
import { invoiceFigures } from './owed'

/*
 * An invoice in the journal (books/journal-sources.ts), in its project's currency (owed.ts).
 * Approved, it is a purchase on its date: its cost on its category, GST on input credit, the TDS
 * still to deduct after its advances' set-offs, the rest owed to the vendor. Paid, the vendor is
 * paid what was left after the set-offs and the credit notes applied to it, from the bank or the
 * cash in hand.
 */

const figures = invoiceFigures('e')
const creditor = creditorAccount(sql`e.vendor_id`, sql`v.legal_name`)

export const expenseJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`e.project_id`, sql`e.invoice_date`, 'expense', sql`e.id`, sql`e.invoice_no`)}
  from expenses e
  join vendors v on v.id = e.vendor_id
  ${costCategoryJoin(sql`e.budget_version_id`, sql`e.budget_code`)}
  ${entryLines([
    [...costAccount(sql`cat.id`, sql`cat.name`), sql`e.amount_project`, sql`0`],
    [...account(ACCOUNTS.cgstInput), figures.cgst, sql`0`],
    [...account(ACCOUNTS.sgstInput), figures.sgst, sql`0`],
    [...account(ACCOUNTS.igstInput), figures.igst, sql`0`],
    [...account(ACCOUNTS.tdsPayable), sql`0`, figures.tdsLeft],
    [...creditor, sql`0`, figures.owed],
  ])}
  where ${inScope(scope, 'e')} and e.status in ('approved', 'paid')
  union all
  select ${entryColumns(sql`e.project_id`, sql`e.paid_on`, 'expense_payment', sql`e.id`, sql`coalesce(e.payment_reference, e.invoice_no)`)}
  from expenses e
  join vendors v on v.id = e.vendor_id
  left join payment_modes pm on pm.id = e.payment_mode_id
  ${entryLines([
    [...creditor, figures.toPay, sql`0`],
    [...paidFromAccount(sql`pm.name`), sql`0`, figures.toPay],
  ])}
  where ${inScope(scope, 'e')} and e.status = 'paid' and e.paid_on is not null`
