import { sql } from 'drizzle-orm'
import {
  costAccount,
  costCategoryJoin,
  currentVersionOf,
  entryColumns,
  entryLines,
  inScope,
  type JournalSource,
  paidFromAccount,
} from '../books/journal-sources'

/*
 * A contract instalment paid directly (not through an invoice booked as an expense, which the
 * expense's entry carries) in the journal (books/journal-sources.ts): cost on its code's category,
 * paid from the bank on its date.
 */

export const contractJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`cp.project_id`, sql`cp.paid_on`, 'contract_payment', sql`cp.id`, sql`coalesce(cp.reference, 'Instalment ' || ci.label)`)}
  from contract_payments cp
  join contract_instalments ci on ci.id = cp.instalment_id
  ${costCategoryJoin(currentVersionOf(sql`cp.project_id`), sql`ci.budget_code`)}
  ${entryLines([
    [...costAccount(sql`cat.id`, sql`cat.name`), sql`cp.amount`, sql`0`],
    [...paidFromAccount(sql`null`), sql`0`, sql`cp.amount`],
  ])}
  where ${inScope(scope, 'cp')}`
