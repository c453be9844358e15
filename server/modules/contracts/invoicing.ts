import { sql } from 'drizzle-orm'
import type { InvoiceableInstalment } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { badRequest } from '../../http/errors'
import type { Currency } from '../projects/currency'
import { moneyText } from '../spend/figures'
import { assertFinalPaymentAllowed } from '../team/clearance'
import { contractNumber } from './access'
import { committedStatuses, settledSqlExcept, takenSql, takenSqlExcept } from './ledger'

/*
 * An invoice for a contract instalment, booked as an expense: it is actual through the expense
 * and, once approved, comes off the instalment's commitment like a payment. It is for one
 * instalment of a signed contract of the expense's project, booked on that instalment's code, from
 * the contract's vendor when the contract is with one, and it never takes more than the
 * instalment has left (payments, carried and other invoices counted).
 */

type InvoiceInput = {
  tenantId: number
  projectId: number
  code: string
  vendorId: number
  instalmentId: number
  amountProject: number
  /** The expense being edited: its own share is not counted twice. */
  expenseId?: number
  currency: Currency
}

const invalid = (path: string, message: string, code?: 'overInstalment') =>
  badRequest(message, [{ path, message }], code)

/** Checks the invoice against its instalment; locks the contract so payments and invoices queue. */
export async function assertInstalmentInvoice(db: Database, input: InvoiceInput) {
  const [row] = rowsOf<{
    contract_id: number
    contract_no: number
    code: string
    vendor_id: number | null
    open: string
  }>(
    await db.execute(sql`
      select c.id as contract_id, c.contract_no, ci.budget_code as code, c.vendor_id,
        ci.amount - ${takenSqlExcept(input.expenseId)} as open
      from contract_instalments ci
      join contracts c on c.id = ci.contract_id and c.status in (${committedStatuses})
      where ci.id = ${input.instalmentId} and ci.organization_id = ${input.tenantId}
        and ci.project_id = ${input.projectId}
      for update of c`),
  )
  if (!row)
    throw invalid('contract_instalment_id', "Choose an instalment of one of this project's signed contracts")
  if (row.code !== input.code)
    throw invalid('budget_code', `An invoice for this instalment is booked on its code, ${row.code}`)
  if (row.vendor_id !== null && row.vendor_id !== input.vendorId)
    throw invalid('vendor_id', 'This instalment’s contract is with another vendor')
  const open = Number(row.open)
  if (input.amountProject > open)
    throw invalid(
      'amount',
      `Only ${moneyText(Math.max(0, open), input.currency)} of this instalment is left to invoice`,
      'overInstalment',
    )
  // An invoice that would leave nothing open on the contract is its final payment: it waits for the
  // contract's team member to be cleared at wrap, as a payment does.
  const [left] = rowsOf<{ open: string | null }>(
    await db.execute(sql`
      select sum(ci.amount - ${takenSqlExcept(input.expenseId)}) as open
      from contract_instalments ci where ci.contract_id = ${row.contract_id}`),
  )
  await assertFinalPaymentAllowed(
    db,
    input.tenantId,
    { projectId: input.projectId, contractNo: Number(row.contract_no) },
    Number(left?.open ?? 0) - input.amountProject,
  )
}

/** What the instalment still commits, but for this expense: what an invoice for it adds less. */
export async function instalmentOpenCommitment(db: Database, instalmentId: number, expenseId?: number) {
  const [row] = rowsOf<{ open: string }>(
    await db.execute(sql`
      select greatest(0, ci.amount - ${settledSqlExcept(expenseId)}) as open
      from contract_instalments ci
      join contracts c on c.id = ci.contract_id and c.status in (${committedStatuses})
      where ci.id = ${instalmentId}`),
  )
  return Number(row?.open ?? 0)
}

/** The project's signed contracts' instalments with something left to pay or invoice. */
export async function invoiceableInstalments(
  db: Database,
  tenantId: number,
  projectId: number,
): Promise<InvoiceableInstalment[]> {
  const rows = rowsOf<{
    instalment_id: number
    contract_id: number
    project_code: string
    contract_no: number
    version: number
    title: string
    counterparty: string
    vendor_id: number | null
    label: string
    budget_code: string
    open: string
  }>(
    await db.execute(sql`
      select * from (
        select ci.id as instalment_id, c.id as contract_id, p.code as project_code, c.contract_no, c.version,
          c.title, coalesce(v.legal_name, c.counterparty_name, '') as counterparty, c.vendor_id,
          ci.label, ci.budget_code, ci.position, ci.amount - ${takenSql} as open
        from contract_instalments ci
        join contracts c on c.id = ci.contract_id and c.status in (${committedStatuses})
        join projects p on p.id = c.project_id
        left join vendors v on v.id = c.vendor_id
        where ci.organization_id = ${tenantId} and ci.project_id = ${projectId}
      ) open_instalments
      where open > 0
      order by contract_no, version, position
      limit 200`),
  )
  return rows.map((row) => ({
    instalment_id: row.instalment_id,
    contract_id: row.contract_id,
    contract_no: contractNumber(row.project_code, row.contract_no, row.version),
    title: row.title,
    counterparty: row.counterparty,
    vendor_id: row.vendor_id,
    label: row.label,
    budget_code: row.budget_code,
    open: Number(row.open),
  }))
}
