import { and, eq, sql } from 'drizzle-orm'
import {
  type CreateTeamMemberRequest,
  TEAM_STEPS,
  type TeamStatus,
  type TeamStepRequest,
  type UpdateTeamMemberRequest,
} from '../../../contract/team'
import type { Database } from '../../db/client'
import { contracts, departments, designations, tdsSections, teamMembers, vendors } from '../../db/schema'
import { conflict, invalid } from '../../http/errors'
import { isOnTeam } from '../projects/members'
import { assertProjectInScope } from '../projects/scope'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { type MemberRecord, memberFor } from './access'
import { clearanceOf, openChecks } from './clearance'

/*
 * Adding and changing team members, moving them through their statuses and clearing them. Every
 * reference is looked up in the tenant (and the person with a login on the project's team, the
 * contract on the same project); each write is audited.
 */

type Input = Omit<CreateTeamMemberRequest, 'project_id'> & { project_id: number }

async function exists(query: Promise<{ id: number }[]>) {
  return (await query).length > 0
}

async function resolveMember(db: Database, tenantId: number, input: Input, exceptId?: number) {
  const ownedByTenant = (
    table: typeof departments | typeof designations | typeof vendors | typeof tdsSections,
    id: number,
  ) =>
    exists(
      db
        .select({ id: table.id })
        .from(table as typeof departments)
        .where(and(eq(table.id, id), eq(table.organizationId, tenantId))),
    )
  const checks: [keyof Input, string, () => Promise<boolean>][] = [
    [
      'user_id',
      'Choose a member of this project’s team',
      () => isOnTeam(db, tenantId, input.project_id, input.user_id as number),
    ],
    ['department_id', 'Choose a department', () => ownedByTenant(departments, input.department_id as number)],
    [
      'designation_id',
      'Choose a designation',
      () => ownedByTenant(designations, input.designation_id as number),
    ],
    ['vendor_id', 'Choose a vendor', () => ownedByTenant(vendors, input.vendor_id as number)],
    [
      'contract_id',
      'Choose a contract of this project',
      () =>
        exists(
          db
            .select({ id: contracts.id })
            .from(contracts)
            .where(
              and(
                eq(contracts.id, input.contract_id as number),
                eq(contracts.organizationId, tenantId),
                eq(contracts.projectId, input.project_id),
              ),
            ),
        ),
    ],
    ['tds_id', 'Choose a TDS section', () => ownedByTenant(tdsSections, input.tds_id as number)],
  ]
  for (const [field, message, check] of checks) {
    if (input[field] === null || input[field] === undefined) continue
    if (!(await check())) throw invalid(field, message, field === 'user_id' ? 'notOnTeam' : undefined)
  }
  if ((input.engagement === 'loan_out' || input.engagement === 'vendor') && !input.vendor_id)
    throw invalid('vendor_id', 'Choose the company or vendor this person is paid through')
  if (input.rate !== null && input.rate !== undefined && !input.rate_basis)
    throw invalid('rate_basis', 'Choose whether the rate is per day, week, month or a lump sum')
  if (input.user_id) {
    const [taken] = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.projectId, input.project_id),
          eq(teamMembers.userId, input.user_id),
          exceptId === undefined ? undefined : sql`${teamMembers.id} <> ${exceptId}`,
        ),
      )
      .limit(1)
    if (taken) throw conflict('This person is already on this project’s team', [], 'unique')
  }
  return {
    projectId: input.project_id,
    userId: input.user_id ?? null,
    name: input.name,
    departmentId: input.department_id ?? null,
    designationId: input.designation_id ?? null,
    engagement: input.engagement,
    vendorId: input.vendor_id ?? null,
    contractId: input.contract_id ?? null,
    rate: input.rate ?? null,
    rateBasis: input.rate_basis ?? null,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
    pan: input.pan ?? null,
    gstin: input.gstin ?? null,
    bankAccountName: input.bank_account_name ?? null,
    bankAccountNumber: input.bank_account_number ?? null,
    bankIfsc: input.bank_ifsc ?? null,
    tdsId: input.tds_id ?? null,
  }
}

const storedInput = (row: MemberRecord): Input => ({
  project_id: row.projectId,
  user_id: row.userId,
  name: row.name,
  department_id: row.departmentId,
  designation_id: row.designationId,
  engagement: row.engagement as Input['engagement'],
  vendor_id: row.vendorId,
  contract_id: row.contractId,
  rate: row.rate,
  rate_basis: row.rateBasis as Input['rate_basis'],
  start_date: row.startDate,
  end_date: row.endDate,
  pan: row.pan,
  gstin: row.gstin,
  bank_account_name: row.bankAccountName,
  bank_account_number: row.bankAccountNumber,
  bank_ifsc: row.bankIfsc,
  tds_id: row.tdsId,
})

export async function createMember(deps: WriteDeps, input: CreateTeamMemberRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    await assertProjectInScope(tx, caller, input.project_id)
    const values = await resolveMember(tx, caller.tenantId, input)
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...values, organizationId: caller.tenantId, createdAt: deps.now, updatedAt: deps.now })
      .returning({ id: teamMembers.id })
    if (!row) throw new Error('team member insert returned nothing')
    await deps.audit(tx, { action: 'team.create', entity: 'team_member', entityId: row.id, after: values })
    return row.id
  })
}

export async function updateMember(deps: WriteDeps, id: number, input: UpdateTeamMemberRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const row = await memberFor(tx, caller, id, true)
    assertFresh('team member', row.rowVersion, input.row_version)
    const { row_version: _, ...changes } = input
    const merged = { ...storedInput(row), ...changes } as Input
    if (merged.project_id !== row.projectId) await assertProjectInScope(tx, caller, merged.project_id)
    if (merged.start_date && merged.end_date && merged.end_date < merged.start_date)
      throw invalid('end_date', 'The end date cannot come before the start date')
    const values = await resolveMember(tx, caller.tenantId, merged, row.id)
    await tx
      .update(teamMembers)
      .set({ ...values, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(teamMembers.id, row.id))
    await deps.audit(tx, {
      action: 'team.update',
      entity: 'team_member',
      entityId: row.id,
      before: row,
      after: values,
    })
    return row.id
  })
}

async function moveTo(deps: WriteDeps, row: MemberRecord, status: TeamStatus, tx: Database) {
  await tx
    .update(teamMembers)
    .set({ status, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
    .where(eq(teamMembers.id, row.id))
  await deps.audit(tx, {
    action: `team.${status}`,
    entity: 'team_member',
    entityId: row.id,
    before: { status: row.status },
    after: { status },
  })
  return row.id
}

const notAtStep = (from: string, to: string) =>
  conflict(`A member who is ${from} cannot be moved to ${to}`, [], 'notAtStep')

/** invited → onboarding → active → wrapped; wrapped back to active. */
export async function stepMember(deps: WriteDeps, id: number, input: TeamStepRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await memberFor(tx, deps.caller, id, true)
    assertFresh('team member', row.rowVersion, input.row_version)
    if (!TEAM_STEPS[row.status as TeamStatus].includes(input.status))
      throw notAtStep(row.status, input.status)
    return moveTo(deps, row, input.status, tx)
  })
}

/** wrapped → cleared, only once float, advances and custody are all clear (409 clearanceOpen). */
export async function clearMember(deps: WriteDeps, id: number, input: { row_version: number }) {
  return deps.db.transaction(async (tx) => {
    const row = await memberFor(tx, deps.caller, id, true)
    assertFresh('team member', row.rowVersion, input.row_version)
    if (row.status !== 'wrapped') throw notAtStep(row.status, 'cleared')
    const clearance = await clearanceOf(tx, row, deps.now)
    const open = openChecks(clearance)
    if (open.length > 0)
      throw conflict(
        `Not yet clear: ${open.join(', ')}`,
        open.map((check) => ({ path: check, message: `${check} is still open` })),
        'clearanceOpen',
        { open: open.join(', ') },
      )
    return moveTo(deps, row, 'cleared', tx)
  })
}
