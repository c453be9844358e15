import { sql } from 'drizzle-orm'
import { CREDIT_NOTE_POSTED_STATUSES } from '../../../contract/spend/credit-notes'
import type { CodeMovements, PoLineUses } from '../spend/ledger'

/*
 * What credit notes do to the budget (registered in spend/ledger-sources.ts): once posted (and
 * after, applied or refunded), each line lowers its code's actual by its project-currency amount;
 * a line whose goods are to be supplied again also gives its PO line's commitment back.
 */

const posted = sql.join(
  CREDIT_NOTE_POSTED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * Posted credit notes' lines: negative actual on the code their original is booked on now (an
 * expense moved to another code takes its credits along).
 */
export const creditNoteActuals: CodeMovements = ({ tenantId, projectId }) => sql`
  select e.budget_code as code, 0 as committed, -l.amount_project as actual, cn.cn_date as "on",
    'cn' as document_type, cn.id as document_id
  from credit_note_lines l
  join credit_notes cn on cn.id = l.credit_note_id
  join expenses e on e.id = l.expense_id
  where l.organization_id = ${tenantId} and l.project_id = ${projectId} and cn.status in (${posted})`

/** Posted lines to be supplied again: a negative use of their PO line, reopening its commitment. */
export const creditNoteResupplies: PoLineUses = ({ tenantId, projectId }) => sql`
  select l.po_line_id, -l.amount_project as amount, 'cn' as document_type, cn.id as document_id,
    cn.cn_date as "on"
  from credit_note_lines l
  join credit_notes cn on cn.id = l.credit_note_id
  where l.organization_id = ${tenantId} and l.project_id = ${projectId} and cn.status in (${posted})
    and l.supply_again and l.po_line_id is not null`
