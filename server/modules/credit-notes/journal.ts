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
import { creditNoteNet } from '../spend/credit-note-net'

/*
 * A credit note in the journal (books/journal-sources.ts), in its project's currency. Posted, it
 * is a debit note on the vendor on its own date: the cost it credits back on its original's
 * category, the input GST reversed, the TDS reversed, the net off what the vendor is owed (a debit
 * balance once the original was paid: a refund due). The refund received comes into the bank or
 * the cash in hand.
 */

const ratio = sql`coalesce(cn.amount_project::numeric / nullif(cn.taxable, 0), 1)`
const inProject = (column: string) => sql`round(${sql.raw(`cn.${column}`)} * ${ratio})`
const net = creditNoteNet('cn')
const creditor = creditorAccount(sql`cn.vendor_id`, sql`v.legal_name`)

export const creditNoteJournal: JournalSource = (scope) => sql`
  select ${entryColumns(sql`cn.project_id`, sql`cn.cn_date`, 'cn', sql`cn.id`, sql`cn.cn_no`)}
  from credit_notes cn
  join vendors v on v.id = cn.vendor_id
  join expenses e on e.id = cn.expense_id
  ${costCategoryJoin(sql`e.budget_version_id`, sql`e.budget_code`)}
  ${entryLines([
    [...creditor, net, sql`0`],
    [...account(ACCOUNTS.tdsPayable), inProject('tds_amount'), sql`0`],
    [...costAccount(sql`cat.id`, sql`cat.name`), sql`0`, sql`cn.amount_project`],
    [...account(ACCOUNTS.cgstInput), sql`0`, inProject('cgst_amount')],
    [...account(ACCOUNTS.sgstInput), sql`0`, inProject('sgst_amount')],
    [...account(ACCOUNTS.igstInput), sql`0`, inProject('igst_amount')],
  ])}
  where ${inScope(scope, 'cn')} and cn.status in ('posted', 'applied', 'refund_due', 'refunded')
  union all
  select ${entryColumns(sql`cn.project_id`, sql`cn.refunded_on`, 'cn_refund', sql`cn.id`, sql`coalesce(cn.refund_reference, cn.cn_no)`)}
  from credit_notes cn
  join vendors v on v.id = cn.vendor_id
  left join payment_modes pm on pm.id = cn.refund_mode_id
  ${entryLines([
    [...paidFromAccount(sql`pm.name`), net, sql`0`],
    [...creditor, sql`0`, net],
  ])}
  where ${inScope(scope, 'cn')} and cn.status = 'refunded' and cn.refunded_on is not null`
