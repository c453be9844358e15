import { sql } from 'drizzle-orm'
import { advanceMovements, advancePoLineUses } from '../advances/ledger'
import { contractMovements } from '../contracts/ledger'
import { creditNoteActuals, creditNoteResupplies } from '../credit-notes/ledger'
import { inventoryCharges } from '../inventory/ledger'
import { envelopeActuals, envelopePoLineUses } from '../petty-cash/ledger'
import { ACTUAL_STATUSES } from './expense-statuses'
import type { CodeMovements, PoLineUses } from './ledger'

/*
 * The document types that move budget figures (spend/ledger.ts). A new type (petty cash, advances,
 * credit notes…) adds its movements here, in its own module's file; an approved PO line's
 * commitment is built in, less the PO line uses listed here.
 */

export { ACTUAL_STATUSES }

const actualStatuses = sql.join(
  ACTUAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** Approved and paid expenses are actual on their code. */
const expenseActuals: CodeMovements = ({ tenantId, projectId }) => sql`
  select e.budget_code as code, 0 as committed, e.amount_project as actual, e.invoice_date as "on",
    'expense' as document_type, e.id as document_id
  from expenses e
  where e.organization_id = ${tenantId} and e.project_id = ${projectId} and e.status in (${actualStatuses})`

/** An approved or paid invoice on a PO line uses the line's commitment up. */
const expenseInvoices: PoLineUses = ({ tenantId, projectId }) => sql`
  select e.po_line_id, e.amount_project as amount, 'expense' as document_type, e.id as document_id,
    e.invoice_date as "on"
  from expenses e
  where e.organization_id = ${tenantId} and e.project_id = ${projectId}
    and e.status in (${actualStatuses}) and e.po_line_id is not null`

export const CODE_MOVEMENTS: CodeMovements[] = [
  expenseActuals,
  envelopeActuals,
  advanceMovements,
  creditNoteActuals,
  inventoryCharges,
  contractMovements,
]
export const PO_LINE_USES: PoLineUses[] = [
  expenseInvoices,
  envelopePoLineUses,
  advancePoLineUses,
  creditNoteResupplies,
]
