import { sql } from 'drizzle-orm'
import {
  ACCOUNTS,
  account,
  advanceAccount,
  costAccount,
  costCategoryJoin,
  creditorAccount,
  currentVersionOf,
  entryColumns,
  entryLines,
  inScope,
  type JournalSource,
  paidFromAccount,
} from '../books/journal-sources'

/*
 * A vendor advance in the journal (books/journal-sources.ts), in its project's currency. Paid, it
 * is an asset with the vendor (TDS deducted on it payable); each set-off against an invoice moves
 * that much from the advance to what the vendor is owed; a refund comes back into the bank; what a
 * forfeited, written-off or part-refunded advance leaves with the vendor becomes cost on its code's
 * category when it is closed, as the budget counts it.
 */

const vendor = sql`v.legal_name`
const left = sql`(a.amount - a.adjusted_amount - a.refunded_amount)`

export const advanceJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`a.project_id`, sql`a.paid_on`, 'advance', sql`a.id`, sql`'ADV/' || lpad(a.advance_no::text, 4, '0')`)}
  from vendor_advances a
  join vendors v on v.id = a.vendor_id
  left join payment_modes pm on pm.id = a.payment_mode_id
  ${entryLines([
    [...advanceAccount(sql`a.vendor_id`, vendor), sql`a.amount`, sql`0`],
    [...account(ACCOUNTS.tdsPayable), sql`0`, sql`a.tds_amount`],
    [...paidFromAccount(sql`pm.name`), sql`0`, sql`a.net_paid`],
  ])}
  where ${inScope(scope, 'a')} and a.paid_on is not null
    and a.status in ('paid', 'part_adjusted', 'adjusted', 'refund_due', 'refunded', 'forfeited', 'written_off')
  union all
  select ${entryColumns(sql`a.project_id`, sql`adj.at`, 'advance_set_off', sql`adj.id`, sql`'ADV/' || lpad(a.advance_no::text, 4, '0')`)}
  from advance_adjustments adj
  join vendor_advances a on a.id = adj.advance_id
  join vendors v on v.id = a.vendor_id
  ${entryLines([
    [...creditorAccount(sql`a.vendor_id`, vendor), sql`adj.amount`, sql`0`],
    [...advanceAccount(sql`a.vendor_id`, vendor), sql`0`, sql`adj.amount`],
  ])}
  where ${inScope(scope, 'a')}
  union all
  select ${entryColumns(sql`a.project_id`, sql`coalesce(a.closed_at, a.updated_at)`, 'advance_refund', sql`a.id`, sql`'ADV/' || lpad(a.advance_no::text, 4, '0')`)}
  from vendor_advances a
  join vendors v on v.id = a.vendor_id
  ${entryLines([
    // A refund records no mode: it comes back into the bank.
    [...paidFromAccount(sql`null`), sql`a.refunded_amount`, sql`0`],
    [...advanceAccount(sql`a.vendor_id`, vendor), sql`0`, sql`a.refunded_amount`],
  ])}
  where ${inScope(scope, 'a')} and a.refunded_amount <> 0
  union all
  select ${entryColumns(sql`a.project_id`, sql`coalesce(a.closed_at, a.updated_at)`, 'advance_closed', sql`a.id`, sql`'ADV/' || lpad(a.advance_no::text, 4, '0')`)}
  from vendor_advances a
  join vendors v on v.id = a.vendor_id
  ${costCategoryJoin(currentVersionOf(sql`a.project_id`), sql`a.budget_code`)}
  ${entryLines([
    [...costAccount(sql`cat.id`, sql`cat.name`), left, sql`0`],
    [...advanceAccount(sql`a.vendor_id`, vendor), sql`0`, left],
  ])}
  where ${inScope(scope, 'a')} and a.status in ('forfeited', 'written_off', 'refunded') and a.paid_on is not null`
