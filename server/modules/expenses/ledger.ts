import { sql } from 'drizzle-orm'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import type { CodeMovements, PoLineUses } from '../spend/ledger'

/* What expenses move on budget codes (spend/ledger.ts; registered in server/modules/registries.ts). */

const actualStatuses = sql.join(
  ACTUAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** Approved and paid expenses are actual on their code. */
export const expenseActuals: CodeMovements = ({ tenantId, projectId }) => sql`
  select e.budget_code as code, 0 as committed, e.amount_project as actual, e.invoice_date as "on",
    'expense' as document_type, e.id as document_id
  from expenses e
  where e.organization_id = ${tenantId} and e.project_id = ${projectId} and e.status in (${actualStatuses})`

/** An approved or paid invoice on a PO line uses the line's commitment up. */
export const expenseInvoices: PoLineUses = ({ tenantId, projectId }) => sql`
  select e.po_line_id, e.amount_project as amount, 'expense' as document_type, e.id as document_id,
    e.invoice_date as "on"
  from expenses e
  where e.organization_id = ${tenantId} and e.project_id = ${projectId}
    and e.status in (${actualStatuses}) and e.po_line_id is not null`
