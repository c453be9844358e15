import { sql } from 'drizzle-orm'
import type { CodeMovements, PoLineUses } from '../spend/ledger'

/*
 * What vendor advances do to the budget (spend/ledger.ts):
 * - an advance on a PO adds nothing while it is live: the PO's commitment already holds it;
 * - an advance without a PO (mobilisation, deposits) is committed on its code from approval until
 *   set off against invoices (which are actual then) or refunded: amount − adjusted − refunded;
 * - what a closed advance leaves with the vendor — a forfeited deposit, a written-off advance,
 *   the part of a refund not paid back — becomes actual cost on its code, and on a PO it uses the
 *   PO line's commitment up by as much (the PO no longer expects to invoice it).
 */

/** Approved and paid out, not yet settled. */
const COMMITTED = sql`('approved', 'paid', 'part_adjusted', 'refund_due')`
/** Closed: whatever balance remains is cost. */
const CLOSED = sql`('forfeited', 'written_off', 'refunded')`

/** When a closed advance's balance became cost. */
const CLOSED_ON = sql`coalesce(a.closed_at, a.updated_at)::date`

/**
 * Committed from payment (or approval, until paid) while live; the balance of a closed one is
 * actual from its closing.
 */
export const advanceMovements: CodeMovements = ({ tenantId, projectId }) => sql`
  select a.budget_code as code, a.amount - a.adjusted_amount - a.refunded_amount as committed,
    0 as actual, coalesce(a.paid_on, a.approved_at::date) as "on", 'advance' as document_type, a.id as document_id
  from vendor_advances a
  where a.organization_id = ${tenantId} and a.project_id = ${projectId}
    and a.po_id is null and a.status in ${COMMITTED}
  union all
  select a.budget_code as code, 0 as committed, a.amount - a.adjusted_amount - a.refunded_amount as actual,
    ${CLOSED_ON} as "on", 'advance' as document_type, a.id as document_id
  from vendor_advances a
  where a.organization_id = ${tenantId} and a.project_id = ${projectId} and a.status in ${CLOSED}`

export const advancePoLineUses: PoLineUses = ({ tenantId, projectId }) => sql`
  select a.po_line_id, a.amount - a.adjusted_amount - a.refunded_amount as amount,
    'advance' as document_type, a.id as document_id, ${CLOSED_ON} as "on"
  from vendor_advances a
  where a.organization_id = ${tenantId} and a.project_id = ${projectId}
    and a.po_line_id is not null and a.status in ${CLOSED}`
