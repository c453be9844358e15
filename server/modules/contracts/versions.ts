import { and, asc, eq, max, ne, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import {
  type amendContractRequestSchema,
  CONTRACT_COMMITTED_STATUSES,
  type ContractStatus,
  type ContractVersionKind,
  type renewContractRequestSchema,
} from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { contractInstalments, contracts } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { projectCurrencyOf } from '../projects/currency'
import { moneyText } from '../spend/figures'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { type ContractRecord, contractFor } from './access'
import { settledSql } from './ledger'

/*
 * A signed contract is never edited: an amendment or a renewal is a new version of it (same
 * number, the next version), drafted from it and taken through approval and signature again.
 *
 * - An amendment replaces the version it amends once executed. That version becomes `amended` and
 *   commits nothing more; what had been paid on its instalments is carried onto the amendment's
 *   instalment at the same place (same code, at least that amount), so the amendment commits only
 *   what is left and its payments never exceed its value. What was paid stays actual where it was.
 * - A renewal is the next term. Executed, the version it renews becomes `renewed`: what that term
 *   still owes stays committed and payable, and the renewal commits its own instalments.
 */

/** Where a contract may be amended or renewed from: signed by both sides and not ended early. */
export const VERSIONABLE: readonly string[] = CONTRACT_COMMITTED_STATUSES.filter(
  (status) => status !== 'renewed',
)

type NewVersion = { kind: Exclude<ContractVersionKind, 'original'>; reason: string; shiftDays: number } & {
  startDate: string
  endDate: string
}

const DAY = 86_400_000
const shift = (day: string | null, days: number) =>
  day === null ? null : new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10)

/** The later version drafted from this one (not cancelled), if there is one. */
export async function liveSuccessorOf(db: Database, id: number) {
  const [row] = await db
    .select({ id: contracts.id, version: contracts.version })
    .from(contracts)
    .where(and(eq(contracts.previousId, id), ne(contracts.status, 'cancelled')))
    .limit(1)
  return row
}

async function draftVersion(deps: WriteDeps, id: number, rowVersion: number | undefined, next: NewVersion) {
  return deps.db.transaction(async (tx) => {
    const row = await contractFor(tx, deps.caller, id, true)
    assertFresh('contract', row.rowVersion, rowVersion)
    if (!VERSIONABLE.includes(row.status))
      throw conflict('Only an executed contract that still runs is amended or renewed', [], 'contractStep')
    const successor = await liveSuccessorOf(tx, row.id)
    if (successor)
      throw conflict(
        `Version ${successor.version} of this contract is already drafted: open it`,
        [],
        'contractVersionOpen',
      )
    const [latest] = await tx
      .select({ version: max(contracts.version) })
      .from(contracts)
      .where(and(eq(contracts.projectId, row.projectId), eq(contracts.contractNo, row.contractNo)))
    const {
      id: _id,
      searchText: _searchText,
      status: _status,
      pendingLevelNo: _pendingLevelNo,
      rejectionReason: _rejectionReason,
      budgetCheck: _budgetCheck,
      submittedBy: _submittedBy,
      submittedAt: _submittedAt,
      approvedBy: _approvedBy,
      approvedAt: _approvedAt,
      sentOn: _sentOn,
      counterpartySignedOn: _counterpartySignedOn,
      companySignedOn: _companySignedOn,
      executedOn: _executedOn,
      endedOn: _endedOn,
      endReason: _endReason,
      carriedPaid: _carriedPaid,
      ...kept
    } = row
    const lockInUntil = next.kind === 'renewal' ? null : row.lockInUntil
    const [created] = await tx
      .insert(contracts)
      .values({
        ...kept,
        version: (latest?.version ?? row.version) + 1,
        versionKind: next.kind,
        previousId: row.id,
        changeReason: next.reason,
        startDate: next.startDate,
        endDate: next.endDate,
        lockInUntil,
        status: 'draft' satisfies ContractStatus,
        createdBy: deps.caller.session.userId,
        rowVersion: 1,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: contracts.id })
    if (!created) throw new Error('contract version insert returned nothing')
    const instalments = await tx
      .select()
      .from(contractInstalments)
      .where(eq(contractInstalments.contractId, row.id))
      .orderBy(asc(contractInstalments.position))
    await tx.insert(contractInstalments).values(
      instalments.map(({ id: _instalmentId, carriedPaid: _carried, ...instalment }) => ({
        ...instalment,
        contractId: created.id,
        // A renewal's money falls the same way in its own term.
        dueDate: shift(instalment.dueDate, next.shiftDays),
      })),
    )
    await deps.audit(tx, {
      action: `contract.${next.kind === 'amendment' ? 'amend' : 'renew'}`,
      entity: 'contract',
      entityId: created.id,
      before: { contract_id: row.id, version: row.version },
      after: { version_kind: next.kind, reason: next.reason },
    })
    return created.id
  })
}

export async function amendContract(
  deps: WriteDeps,
  id: number,
  input: z.output<typeof amendContractRequestSchema>,
) {
  const row = await contractFor(deps.db, deps.caller, id)
  return draftVersion(deps, id, input.row_version, {
    kind: 'amendment',
    reason: input.reason,
    startDate: row.startDate,
    endDate: row.endDate,
    shiftDays: 0,
  })
}

export async function renewContract(
  deps: WriteDeps,
  id: number,
  input: z.output<typeof renewContractRequestSchema>,
) {
  const row = await contractFor(deps.db, deps.caller, id)
  if (input.start_date <= row.endDate)
    throw badRequest('The renewal starts after the current term ends', [
      { path: 'start_date', message: `Start after the current term ends (${row.endDate})` },
    ])
  if (input.end_date < input.start_date)
    throw badRequest('The term cannot end before it starts', [
      { path: 'end_date', message: 'The term cannot end before it starts' },
    ])
  return draftVersion(deps, id, input.row_version, {
    kind: 'renewal',
    reason: input.reason,
    startDate: input.start_date,
    endDate: input.end_date,
    shiftDays: Math.round((Date.parse(input.start_date) - Date.parse(row.startDate)) / DAY),
  })
}

/** What is settled on each instalment of a version (carried, paid, invoiced), by place. */
export async function paidByPosition(db: Database, contractId: number) {
  // Plain SQL: in a one-table select drizzle leaves columns unqualified, and the subquery's "id"
  // would then be the payment's own.
  const rows = rowsOf<{ position: number; code: string; paid: string }>(
    await db.execute(sql`
      select ci.position, ci.budget_code as code, ${settledSql} as paid
      from contract_instalments ci where ci.contract_id = ${contractId}`),
  )
  return rows
    .map((row) => ({ position: Number(row.position), code: row.code, paid: Number(row.paid) }))
    .filter((row) => row.paid > 0)
}

type Drafted = { position: number; budgetCode: string; amount: number }

/**
 * An amendment keeps each instalment something was paid on: at the same place, on the same code,
 * for at least what was paid. Answers the refusal's field (instalments.N.…) and message, or null.
 */
export async function carryRefusal(
  db: Database,
  previous: { id: number; organizationId: number; projectId: number },
  drafted: Drafted[],
) {
  const paid = await paidByPosition(db, previous.id)
  if (paid.length === 0) return null
  const currency = await projectCurrencyOf(db, previous.organizationId, previous.projectId)
  for (const earlier of paid) {
    const kept = drafted.find((instalment) => instalment.position === earlier.position)
    const at = `instalments.${earlier.position}`
    const what = `${moneyText(earlier.paid, currency)} is paid on instalment ${earlier.position + 1} (${earlier.code})`
    if (!kept) return { path: `${at}.amount`, message: `${what}: keep it` }
    if (kept.budgetCode !== earlier.code)
      return { path: `${at}.budget_code`, message: `${what}: keep it on ${earlier.code}` }
    if (kept.amount < earlier.paid) return { path: `${at}.amount`, message: `${what}: it cannot be less` }
  }
  return null
}

/**
 * An executed later version takes over from the one before it, in the transaction that executed
 * it: an amendment carries what was paid and leaves it amended; a renewal leaves it renewed.
 * Answers what the new version carries in all.
 */
export async function supersedePrevious(db: Database, row: ContractRecord, executedOn: string) {
  if (row.previousId === null) return 0
  const [previous] = await db.select().from(contracts).where(eq(contracts.id, row.previousId)).for('update')
  if (!previous || !VERSIONABLE.includes(previous.status))
    throw conflict(
      'The version this one follows no longer runs (it was terminated): cancel this one',
      [],
      'contractStep',
    )
  if (row.versionKind === 'renewal') {
    await db
      .update(contracts)
      .set({ status: 'renewed' satisfies ContractStatus, rowVersion: previous.rowVersion + 1 })
      .where(eq(contracts.id, previous.id))
    return 0
  }
  const drafted = await db
    .select({
      id: contractInstalments.id,
      position: contractInstalments.position,
      budgetCode: contractInstalments.budgetCode,
      amount: contractInstalments.amount,
    })
    .from(contractInstalments)
    .where(eq(contractInstalments.contractId, row.id))
  const refusal = await carryRefusal(
    db,
    previous,
    drafted.map((instalment) => ({ ...instalment, amount: Number(instalment.amount) })),
  )
  if (refusal) throw conflict(refusal.message, [], 'amendmentPaid')
  const paid = await paidByPosition(db, previous.id)
  for (const earlier of paid) {
    const carried = drafted.find((instalment) => instalment.position === earlier.position)
    if (carried)
      await db
        .update(contractInstalments)
        .set({ carriedPaid: earlier.paid })
        .where(eq(contractInstalments.id, carried.id))
  }
  await db
    .update(contracts)
    .set({
      status: 'amended' satisfies ContractStatus,
      endedOn: executedOn,
      endReason: `Replaced by version ${row.version}`,
      rowVersion: previous.rowVersion + 1,
    })
    .where(eq(contracts.id, previous.id))
  return paid.reduce((sum, earlier) => sum + earlier.paid, 0)
}
