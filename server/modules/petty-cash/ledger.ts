import { sql } from 'drizzle-orm'
import { POSTED_ENVELOPE_STATUSES } from '../../../contract/spend/petty-cash'
import type { CodeMovements, PoLineUses } from '../spend/ledger'

/*
 * Petty cash in the spend ledger (spend/ledger-sources.ts). A disbursed float is an advance to
 * the holder, not a cost: it moves nothing. The bills of a posted envelope are actual on their
 * codes at their cost (taxable, plus GST unless it is input credit); a bill on a PO line uses up
 * that line's commitment by its taxable value, as an invoice does.
 */

const posted = sql.join(
  POSTED_ENVELOPE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

export const envelopeActuals: CodeMovements = ({ tenantId, projectId }) => sql`
  select l.budget_code as code, 0 as committed, l.cost as actual, l.bill_date as "on",
    'envelope' as document_type, pe.id as document_id
  from petty_cash_lines l
  join petty_cash_envelopes pe on pe.id = l.envelope_id
  where pe.organization_id = ${tenantId} and pe.project_id = ${projectId} and pe.status in (${posted})`

export const envelopePoLineUses: PoLineUses = ({ tenantId, projectId }) => sql`
  select l.po_line_id, l.taxable as amount, 'envelope' as document_type, pe.id as document_id,
    l.bill_date as "on"
  from petty_cash_lines l
  join petty_cash_envelopes pe on pe.id = l.envelope_id
  where pe.organization_id = ${tenantId} and pe.project_id = ${projectId} and pe.status in (${posted})
    and l.po_line_id is not null`
