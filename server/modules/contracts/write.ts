import { eq } from 'drizzle-orm'
import type { CreateContractRequest, UpdateContractRequest } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { contractInstalments, contracts } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { budgetProject } from '../budget-versions/access'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { CONTRACT_SERIES, contractFor } from './access'
import { resolveContract, storedInput } from './inputs'
import { carryRefusal } from './versions'

/*
 * Drafting a contract: create, and edit while it is a draft or rejected (a signed contract is
 * never edited: it is amended, versions.ts). Every field is checked again on each write
 * (inputs.ts), and audited; an amendment keeps the instalments something was paid on.
 */

type Resolved = Awaited<ReturnType<typeof resolveContract>>

async function writeInstalments(db: Database, tenantId: number, contractId: number, resolved: Resolved) {
  await db.delete(contractInstalments).where(eq(contractInstalments.contractId, contractId))
  await db.insert(contractInstalments).values(
    resolved.instalments.map((instalment) => ({
      ...instalment,
      organizationId: tenantId,
      contractId,
      projectId: resolved.row.projectId,
    })),
  )
}

export async function createContract(deps: WriteDeps, input: CreateContractRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const project = await budgetProject(tx, caller, input.project_id)
    const resolved = await resolveContract(tx, caller.tenantId, project.currency, input)
    const contractNo = await nextNumber(tx, CONTRACT_SERIES, input.project_id)
    const [row] = await tx
      .insert(contracts)
      .values({
        ...resolved.row,
        organizationId: caller.tenantId,
        contractNo,
        status: 'draft',
        createdBy: caller.session.userId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: contracts.id })
    if (!row) throw new Error('contract insert returned nothing')
    await writeInstalments(tx, caller.tenantId, row.id, resolved)
    await deps.audit(tx, { action: 'contract.create', entity: 'contract', entityId: row.id, after: resolved })
    return row.id
  })
}

const EDITABLE = ['draft', 'rejected']

export async function updateContract(deps: WriteDeps, id: number, input: UpdateContractRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const row = await contractFor(tx, caller, id, true)
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or rejected contract can be changed', [], 'notEditable')
    assertFresh('contract', row.rowVersion, input.row_version)
    const stored = await tx
      .select()
      .from(contractInstalments)
      .where(eq(contractInstalments.contractId, row.id))
      .orderBy(contractInstalments.position)
    const { row_version: _rowVersion, ...changes } = input
    if (changes.project_id !== undefined && changes.project_id !== row.projectId)
      throw badRequest('A contract stays on the project it was drafted on', [
        { path: 'project_id', message: 'A contract stays on the project it was drafted on' },
      ])
    const merged = { ...storedInput(row, stored), ...changes }
    const project = await budgetProject(tx, caller, merged.project_id)
    const resolved = await resolveContract(tx, caller.tenantId, project.currency, merged)
    if (row.versionKind === 'amendment' && row.previousId !== null) {
      const refusal = await carryRefusal(
        tx,
        { id: row.previousId, organizationId: row.organizationId, projectId: row.projectId },
        resolved.instalments,
      )
      if (refusal) throw badRequest(refusal.message, [refusal])
    }
    await tx
      .update(contracts)
      .set({ ...resolved.row, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(contracts.id, row.id))
    await writeInstalments(tx, caller.tenantId, row.id, resolved)
    await deps.audit(tx, {
      action: 'contract.update',
      entity: 'contract',
      entityId: row.id,
      before: { ...row, instalments: stored },
      after: resolved,
    })
    return row.id
  })
}
