import { type SQL, sql } from 'drizzle-orm'
import { CONTRACT_COMMITTED_STATUSES } from '../../../contract/contracts'
import { ACTUAL_STATUSES, HOLDING_STATUSES } from '../spend/expense-statuses'
import type { CodeMovements } from '../spend/ledger'

/*
 * What contracts move on budget codes (spend/ledger.ts): an executed contract commits each
 * instalment's unpaid part from the day it was executed; what is paid on an instalment is actual
 * from the day it was paid, and comes off the commitment. A terminated contract commits nothing
 * more, but what was paid stays actual. An invoice for an instalment booked as an expense is actual
 * through the expense and, once approved, comes off the commitment like a payment. An amendment, once executed, leaves the version it
 * replaces committing nothing; its own instalments commit what is left after what was paid before
 * (carried_paid), and the payments made under the earlier version stay actual where they are.
 */

/** The statuses whose unpaid instalments are committed (and payable), as an SQL list. */
export const committedStatuses = sql.join(
  CONTRACT_COMMITTED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** Invoiced on instalment `ci` by expenses in these statuses (but the one being written). */
const invoicedSql = (statuses: readonly string[], exceptExpense?: number) =>
  sql`coalesce((select sum(e.amount_project) from expenses e where e.contract_instalment_id = ci.id and e.status in (${listOf(statuses)})${exceptExpense === undefined ? sql`` : sql` and e.id <> ${exceptExpense}`}), 0)`

const paymentsSql = sql`coalesce((select sum(cp.amount) from contract_payments cp where cp.instalment_id = ci.id), 0)`

/** Settled on instalment `ci`, given what its payments and its approved invoices total. */
const settledOf = (payments: SQL, invoiced: SQL) => sql`(ci.carried_paid + ${payments} + ${invoiced})`

/**
 * What is settled on instalment `ci` (the alias every caller uses): what earlier versions paid on
 * it, its payments, and its invoices booked as expenses once approved. It commits the rest.
 */
export const settledSqlExcept = (exceptExpense?: number) =>
  settledOf(paymentsSql, invoicedSql(ACTUAL_STATUSES, exceptExpense))
export const settledSql = settledSqlExcept()

/** What no further payment or invoice may take on instalment `ci`: settled, and invoices on their way. */
export const takenSqlExcept = (exceptExpense?: number) =>
  settledOf(paymentsSql, invoicedSql(HOLDING_STATUSES, exceptExpense))
export const takenSql = takenSqlExcept()

/**
 * settledSql for many instalments at once (a chart, the budget): the payments and the approved
 * invoices summed in one grouped scan each, for the tenant's instalments (one project's when it is
 * given), joined to `ci` by `settledJoins`; `settledJoinedSql` is then what settledSql answers, row
 * for row. A payment and an invoice carry their instalment's tenant and project (steps.ts and
 * invoicing.ts check it), so the sums can be limited by their own columns.
 */
export function settledJoins({ tenantId, projectId }: { tenantId: number; projectId?: number }) {
  const onProject = (column: SQL) => (projectId === undefined ? sql`` : sql` and ${column} = ${projectId}`)
  return sql`
    left join (
      select cp.instalment_id, sum(cp.amount)::bigint as amount from contract_payments cp
      where cp.organization_id = ${tenantId}${onProject(sql`cp.project_id`)}
      group by cp.instalment_id
    ) ci_paid on ci_paid.instalment_id = ci.id
    left join (
      select e.contract_instalment_id as instalment_id, sum(e.amount_project)::bigint as amount from expenses e
      where e.contract_instalment_id is not null and e.organization_id = ${tenantId}${onProject(sql`e.project_id`)}
        and e.status in (${listOf(ACTUAL_STATUSES)})
      group by e.contract_instalment_id
    ) ci_invoiced on ci_invoiced.instalment_id = ci.id`
}
export const settledJoinedSql = settledOf(
  sql`coalesce(ci_paid.amount, 0)`,
  sql`coalesce(ci_invoiced.amount, 0)`,
)

/**
 * What instalment `ci` commits while its contract is in a committed status: its unsettled part.
 * The budget's ledger, the contract list and the contract's detail all read it from here.
 */
export const instalmentCommittedSql = sql`greatest(0, ci.amount - ${settledSql})`

export const contractMovements: CodeMovements = ({ tenantId, projectId }) => sql`
  select ci.budget_code as code,
    ${instalmentCommittedSql} as committed,
    0 as actual, c.executed_on as "on", 'contract' as document_type, c.id as document_id
  from contract_instalments ci
  join contracts c on c.id = ci.contract_id and c.status in (${committedStatuses})
  where ci.organization_id = ${tenantId} and ci.project_id = ${projectId}
  union all
  select ci.budget_code as code, 0 as committed, cp.amount as actual, cp.paid_on as "on",
    'contract' as document_type, cp.contract_id as document_id
  from contract_payments cp
  join contract_instalments ci on ci.id = cp.instalment_id
  where cp.organization_id = ${tenantId} and cp.project_id = ${projectId}`
