import { isAdminRole, type PermissionMethod } from '../../contract/codes'
import { reachProject } from '../budget'
import { expenseDetail } from '../expenses'
import { type Caller, fail, guard, ok, scenarioAnswer } from '../respond'
import type { ApprovalFailure } from '../spend-approval'
import { type BudgetCheckFailure, checkBudgetMock, expenseContribution } from '../spend-figures'
import type { MockExpense } from '../spend-world'
import { roleOf } from '../views'
import { change, now, world } from '../world'

/* What the expense handlers share: admission, finding an expense the caller may see, saving. */

export async function admit(request: Request, key: string, method: PermissionMethod) {
  const forced = await scenarioAnswer(key)
  if (forced) return { response: forced }
  return guard(request, 'expenses', method)
}

export const isAdmin = (caller: Caller) => isAdminRole(roleOf(caller.user).roleType)
export const actorOf = (caller: Caller) => ({
  id: caller.user.id,
  name: caller.user.name,
  isAdmin: isAdmin(caller),
})
export const refuse = (f: ApprovalFailure | BudgetCheckFailure) =>
  fail(
    f.status,
    f.message,
    [{ path: f.code === 'overBudget' ? 'budget' : 'approval', message: f.message, code: f.code }],
    f.code,
    f.params,
  )

export function findExpense(caller: Caller, id: number): MockExpense | { response: Response } {
  const expense = world().spend.expenses.find((e) => e.id === id && e.organizationId === caller.tenantId)
  if (!expense || 'response' in reachProject(caller, expense.projectId))
    return { response: fail(404, 'This expense was not found') }
  return expense
}

export const stale = (expense: MockExpense, rowVersion: number | undefined) =>
  rowVersion !== undefined && rowVersion !== expense.rowVersion
    ? fail(409, 'This expense was changed by someone else; reload it and try again', undefined, 'stale')
    : null

export const wrongStatus = (action: string) =>
  fail(409, `This expense cannot be ${action} in its current state`, undefined, 'wrongStatus')

/** Writes the change, stamps it and answers the detail. */
export function save(caller: Caller, expense: MockExpense, apply: (e: MockExpense) => void) {
  change((all) => {
    const stored = all.spend.expenses.find((e) => e.id === expense.id) as MockExpense
    apply(stored)
    stored.rowVersion += 1
    stored.updatedAt = all.clock ?? now()
  })
  const saved = world().spend.expenses.find((e) => e.id === expense.id) as MockExpense
  return ok(expenseDetail(world(), saved, caller))
}

/** The budget check of an expense about to be submitted or approved. */
export function budgetCheck(caller: Caller, expense: MockExpense, overrideReason: string | undefined) {
  const project = world().projects.find((p) => p.id === expense.projectId)
  if (!project)
    return {
      ok: false as const,
      failure: { status: 409 as const, code: 'overBudget' as const, message: 'No project' },
    }
  return checkBudgetMock(world(), {
    project,
    type: 'expense',
    contributions: expenseContribution(world(), expense),
    actor: actorOf(caller),
    overrideReason,
  })
}

export const visibleProjectIds = (caller: Caller) =>
  new Set(
    world()
      .projects.filter(
        (p) => p.organizationId === caller.tenantId && !('response' in reachProject(caller, p.id)),
      )
      .map((p) => p.id),
  )
