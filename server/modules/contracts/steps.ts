import { eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import {
  CONTRACT_COMMITTED_STATUSES,
  type ContractStatus,
  type PayInstalmentRequest,
  type sendContractRequestSchema,
  type signContractRequestSchema,
  type terminateContractRequestSchema,
} from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { contractPayments, contracts } from '../../db/schema'
import { badRequest, conflict, invalid } from '../../http/errors'
import { assertPeriodOpen } from '../period-lock/lock'
import { projectCurrencyOf } from '../projects/currency'
import { moneyText } from '../spend/figures'
import { assertFinalPaymentAllowed } from '../team/clearance'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { type ContractRecord, contractFor } from './access'
import { takenSql } from './ledger'
import { supersedePrevious } from './versions'

/*
 * A contract's way: internal approval is the shared workflow's (submit, approve and reject level by
 * level; cancel until both sides have signed). Then its own steps: sent for signature, each side's
 * signature (both: executed, its instalments committed), payments on instalments (actual, never
 * above an instalment), and early termination (what is unpaid is no longer committed).
 */

const notAtStep = (what: string) => conflict(what, [], 'contractStep')

/** A contract's step in one transaction: the row locked, checked fresh, changed and audited. */
async function contractStep(
  deps: WriteDeps,
  id: number,
  rowVersion: number | undefined,
  action: string,
  run: (db: Database, row: ContractRecord) => Promise<Partial<typeof contracts.$inferInsert>>,
) {
  return deps.db.transaction(async (tx) => {
    const row = await contractFor(tx, deps.caller, id, true)
    assertFresh('contract', row.rowVersion, rowVersion)
    const change = await run(tx, row)
    await tx
      .update(contracts)
      .set({ ...change, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(contracts.id, row.id))
    await deps.audit(tx, { action, entity: 'contract', entityId: row.id, before: row, after: change })
    return row.id
  })
}

export function sendContract(deps: WriteDeps, id: number, input: z.output<typeof sendContractRequestSchema>) {
  return contractStep(deps, id, input.row_version, 'contract.send', async (_db, row) => {
    if (row.status !== 'approved') throw notAtStep('Only an approved contract is sent for signature')
    return { status: 'sent' satisfies ContractStatus, sentOn: input.sent_on }
  })
}

export function signContract(deps: WriteDeps, id: number, input: z.output<typeof signContractRequestSchema>) {
  return contractStep(deps, id, input.row_version, 'contract.sign', async (db, row) => {
    if (row.status !== 'sent' && row.status !== 'partly_signed')
      throw notAtStep('Only a contract sent for signature is signed')
    const already = input.party === 'counterparty' ? row.counterpartySignedOn : row.companySignedOn
    if (already) throw notAtStep('This side has signed already')
    if (row.sentOn && input.signed_on < row.sentOn)
      throw invalid('signed_on', `A signature cannot come before the contract was sent (${row.sentOn})`)
    await assertPeriodOpen(db, row.projectId, input.signed_on, 'signed_on', deps.now)
    const counterparty = input.party === 'counterparty' ? input.signed_on : row.counterpartySignedOn
    const company = input.party === 'company' ? input.signed_on : row.companySignedOn
    const executedOn = counterparty && company ? (counterparty > company ? counterparty : company) : null
    const carriedPaid = executedOn ? await supersedePrevious(db, row, executedOn) : 0
    return {
      carriedPaid,
      counterpartySignedOn: counterparty,
      companySignedOn: company,
      status: (executedOn ? 'executed' : 'partly_signed') satisfies ContractStatus,
      executedOn,
    }
  })
}

const PAYABLE: readonly string[] = CONTRACT_COMMITTED_STATUSES

export async function payInstalment(deps: WriteDeps, id: number, input: PayInstalmentRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await contractFor(tx, deps.caller, id, true)
    if (!PAYABLE.includes(row.status)) throw notAtStep('Only an executed contract is paid')
    const [instalment] = rowsOf<{ id: number; open: string }>(
      await tx.execute(sql`
        select ci.id, ci.amount - ${takenSql} as open from contract_instalments ci
        where ci.id = ${input.instalment_id} and ci.contract_id = ${row.id}`),
    )
    if (!instalment) throw invalid('instalment_id', 'Choose an instalment of this contract')
    await assertPeriodOpen(tx, row.projectId, input.paid_on, 'paid_on', deps.now)
    if (row.executedOn && input.paid_on < row.executedOn)
      throw invalid('paid_on', `A payment cannot come before the contract was executed (${row.executedOn})`)
    // Paid, carried, and invoiced (invoices on their way included) never pass the instalment.
    const open = Number(instalment.open)
    if (input.amount > open) {
      const currency = await projectCurrencyOf(tx, deps.caller.tenantId, row.projectId)
      const message = `Only ${moneyText(open, currency)} of this instalment is unpaid`
      throw badRequest(message, [{ path: 'amount', message }], 'overInstalment')
    }
    // Nothing left open on the contract after this payment: its team member must be cleared first.
    const [left] = rowsOf<{ open: string | null }>(
      await tx.execute(sql`
        select sum(ci.amount - ${takenSql}) as open from contract_instalments ci where ci.contract_id = ${row.id}`),
    )
    await assertFinalPaymentAllowed(tx, deps.caller.tenantId, row, Number(left?.open ?? 0) - input.amount)
    await tx.insert(contractPayments).values({
      organizationId: deps.caller.tenantId,
      contractId: row.id,
      instalmentId: instalment.id,
      projectId: row.projectId,
      amount: input.amount,
      paidOn: input.paid_on,
      reference: input.reference ?? null,
      createdBy: deps.caller.session.userId,
      createdAt: deps.now,
    })
    await tx
      .update(contracts)
      .set({ rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(contracts.id, row.id))
    await deps.audit(tx, { action: 'contract.pay', entity: 'contract', entityId: row.id, after: input })
    return row.id
  })
}

export function terminateContract(
  deps: WriteDeps,
  id: number,
  input: z.output<typeof terminateContractRequestSchema>,
) {
  return contractStep(deps, id, input.row_version, 'contract.terminate', async (_db, row) => {
    if (row.status !== 'executed' && row.status !== 'expiring')
      throw notAtStep('Only a running executed contract is terminated')
    if (row.executedOn && input.ended_on < row.executedOn)
      throw invalid('ended_on', `A contract cannot end before it was executed (${row.executedOn})`)
    return { status: 'terminated' satisfies ContractStatus, endedOn: input.ended_on, endReason: input.reason }
  })
}
