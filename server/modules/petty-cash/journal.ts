import { sql } from 'drizzle-orm'
import {
  ACCOUNTS,
  account,
  costAccount,
  costCategoryJoin,
  currentVersionOf,
  entryColumns,
  entryLines,
  inScope,
  type JournalSource,
  paidFromAccount,
  pettyCashAccount,
} from '../books/journal-sources'

/*
 * Petty cash in the journal (books/journal-sources.ts), in its project's currency, each holder's
 * cash an account of its own: a float or top-up paid out moves cash from the bank (or the cash in
 * hand) to the holder; cash handed back returns to the cash in hand; a posted envelope's bills
 * are cost on their codes' categories from their own dates (input GST apart) out of the holder's
 * cash; settling an envelope pays the holder from the bank.
 */

const holder = pettyCashAccount(sql`h.id`, sql`u.name`)

export const pettyCashJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`f.project_id`, sql`f.disbursed_on`, 'float', sql`f.id`, sql`'PCF-' || lpad(f.float_no::text, 4, '0')`)}
  from petty_cash_floats f
  join petty_cash_holders h on h.id = f.holder_id
  join users u on u.id = h.user_id
  left join payment_modes pm on pm.id = f.payment_mode_id
  ${entryLines([
    [...holder, sql`f.disbursed_amount`, sql`0`],
    [...paidFromAccount(sql`pm.name`), sql`0`, sql`f.disbursed_amount`],
  ])}
  where ${inScope(scope, 'f')} and f.disbursed_on is not null and f.disbursed_amount is not null
  union all
  select ${entryColumns(sql`f.project_id`, sql`coalesce(f.closed_at, f.updated_at)`, 'float_return', sql`f.id`, sql`'PCF-' || lpad(f.float_no::text, 4, '0')`)}
  from petty_cash_floats f
  join petty_cash_holders h on h.id = f.holder_id
  join users u on u.id = h.user_id
  ${entryLines([
    [...account(ACCOUNTS.cash), sql`f.returned_amount`, sql`0`],
    [...holder, sql`0`, sql`f.returned_amount`],
  ])}
  where ${inScope(scope, 'f')} and f.returned_amount <> 0
  union all
  select ${entryColumns(sql`pl.project_id`, sql`pl.bill_date`, 'envelope', sql`en.id`, sql`pl.receipt_no`)}
  from petty_cash_lines pl
  join petty_cash_envelopes en on en.id = pl.envelope_id
  join petty_cash_holders h on h.id = en.holder_id
  join users u on u.id = h.user_id
  ${costCategoryJoin(currentVersionOf(sql`pl.project_id`), sql`pl.budget_code`)}
  ${entryLines([
    [...costAccount(sql`cat.id`, sql`cat.name`), sql`pl.cost`, sql`0`],
    [...account(ACCOUNTS.cgstInput), sql`case when pl.cost = pl.total then 0 else pl.cgst end`, sql`0`],
    [...account(ACCOUNTS.sgstInput), sql`case when pl.cost = pl.total then 0 else pl.sgst end`, sql`0`],
    [...account(ACCOUNTS.igstInput), sql`case when pl.cost = pl.total then 0 else pl.igst end`, sql`0`],
    [...holder, sql`0`, sql`pl.total`],
  ])}
  where ${inScope(scope, 'en')} and en.status in ('posted', 'reimbursed', 'topped_up')
  union all
  select ${entryColumns(sql`en.project_id`, sql`en.settled_on`, 'envelope_settlement', sql`en.id`, sql`'PCE-' || lpad(en.envelope_no::text, 4, '0')`)}
  from petty_cash_envelopes en
  join petty_cash_holders h on h.id = en.holder_id
  join users u on u.id = h.user_id
  left join payment_modes pm on pm.id = en.payment_mode_id
  ${entryLines([
    [...holder, sql`en.settled_amount`, sql`0`],
    [...paidFromAccount(sql`pm.name`), sql`0`, sql`en.settled_amount`],
  ])}
  where ${inScope(scope, 'en')} and en.settled_on is not null and coalesce(en.settled_amount, 0) <> 0`
