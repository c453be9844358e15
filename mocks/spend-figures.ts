import { formatMoney } from '../contract/masters/fields'
import type {
  BudgetCheck,
  BudgetControlAction,
  BudgetImpact,
  CodeFigures,
  DocumentType,
} from '../contract/spend/common'
import { DEFAULT_BUDGET_CONTROL } from '../contract/spend/common'
import type { MockProject, World } from './world'

/*
 * Budget versus actual over the mock world, as the server computes it (see /tmp rules: budget =
 * the version's lines, committed = approved POs' lines less what is invoiced on them, actual =
 * approved and paid expenses, remaining = budget − committed − actual). The PO and expense mocks
 * and the budget report mock all read their figures here, so they agree with each other.
 * Every function takes the world being read or changed: handlers pass the one they hold.
 */

/** The project's currency (its own, else the organisation's base currency). */
export function projectCurrencyOf(world: World, project: MockProject) {
  const rows = world.masters.currency.filter((row) => row.organizationId === project.organizationId)
  const row =
    (project.currencyId ? rows.find((r) => r.id === project.currencyId) : undefined) ??
    rows.find((r) => r.values.is_base === true && !r.archivedAt)
  return { code: String(row?.values.code ?? 'INR'), minor_units: Number(row?.values.minor_units ?? 2) }
}

/** The version asked for, else the current one; null when the project has none. */
export function figuresVersionOf(world: World, projectId: number, versionNo?: number) {
  const versions = world.budgetVersions.filter((v) => v.projectId === projectId && !v.archivedAt)
  return (
    (versionNo === undefined
      ? versions.find((v) => v.isCurrent)
      : versions.find((v) => v.versionNo === versionNo)) ?? null
  )
}

const COUNTED_EXPENSE = new Set(['approved', 'paid'])

/** Approved and paid expenses booked on a PO line, in the project's currency. */
export function invoicedOnLine(world: World, poLineId: number, exceptExpenseId?: number) {
  return world.spend.expenses
    .filter((e) => e.poLineId === poLineId && COUNTED_EXPENSE.has(e.status) && e.id !== exceptExpenseId)
    .reduce((total, e) => total + e.amountProject, 0)
}

/** (committed + actual) / budget in percent, two decimals, exact: "45.20"; null without a budget. */
export function usedPct(budget: number, used: number): string | null {
  if (budget === 0) return null
  const hundredths = (BigInt(used) * 10000n * 2n + BigInt(budget)) / (BigInt(budget) * 2n)
  const negative = hundredths < 0n
  const text = (negative ? -hundredths : hundredths).toString().padStart(3, '0')
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`
}

function figure(code: string, description: string | null, budget: number, committed: number, actual: number) {
  const remaining = budget - committed - actual
  return {
    budget_code: code,
    description,
    budget,
    committed,
    actual,
    remaining,
    used_pct: usedPct(budget, committed + actual),
    over_budget: remaining < 0,
  } satisfies CodeFigures
}

/** Figures of every code the version has or that spend is booked on (those have budget 0). */
function allFigures(world: World, projectId: number, versionNo?: number) {
  const version = figuresVersionOf(world, projectId, versionNo)
  const budget = new Map<string, { amount: number; description: string | null }>()
  if (version) {
    const lines = world.budgetLines
      .filter((line) => line.versionId === version.id && !line.deletedAt)
      .sort((a, b) => a.position - b.position || a.id - b.id)
    for (const line of lines) {
      const known = budget.get(line.budgetCode)
      budget.set(line.budgetCode, {
        amount: (known?.amount ?? 0) + line.amount,
        description: known?.description ?? line.description,
      })
    }
  }
  const committed = new Map<string, number>()
  for (const po of world.spend.purchaseOrders) {
    if (po.projectId !== projectId || po.status !== 'approved') continue
    for (const line of po.lines) {
      const open = Math.max(0, line.amount - invoicedOnLine(world, line.id))
      committed.set(line.budgetCode, (committed.get(line.budgetCode) ?? 0) + open)
    }
  }
  const actual = new Map<string, number>()
  for (const expense of world.spend.expenses) {
    if (expense.projectId !== projectId || !COUNTED_EXPENSE.has(expense.status)) continue
    actual.set(expense.budgetCode, (actual.get(expense.budgetCode) ?? 0) + expense.amountProject)
  }
  const codes = [...budget.keys()]
  for (const code of [...committed.keys(), ...actual.keys()]) if (!budget.has(code)) codes.push(code)
  const figures = new Map<string, CodeFigures>()
  for (const code of codes) {
    const line = budget.get(code)
    figures.set(
      code,
      figure(
        code,
        line?.description ?? null,
        line?.amount ?? 0,
        committed.get(code) ?? 0,
        actual.get(code) ?? 0,
      ),
    )
  }
  return { figures, versionCodes: new Set(budget.keys()) }
}

/** CodeFigures per code of the version (the current one unless named), in the version's order. */
export function codeFiguresOf(world: World, projectId: number, versionNo?: number): CodeFigures[] {
  const { figures, versionCodes } = allFigures(world, projectId, versionNo)
  return [...figures.values()].filter((f) => versionCodes.has(f.budget_code))
}

/** One code's figures; a code missing from the version has budget 0. */
export function figuresOfCode(world: World, projectId: number, code: string, versionNo?: number) {
  return allFigures(world, projectId, versionNo).figures.get(code) ?? figure(code, null, 0, 0, 0)
}

/** What a document adds per code, not yet counted in committed or actual. */
export type Contribution = { budget_code: string; amount: number }

/** A PO's contribution: the sum of its lines per code. */
export function poContribution(lines: { budgetCode: string; amount: number }[]): Contribution[] {
  const sums = new Map<string, number>()
  for (const line of lines) sums.set(line.budgetCode, (sums.get(line.budgetCode) ?? 0) + line.amount)
  return [...sums].map(([budget_code, amount]) => ({ budget_code, amount }))
}

/**
 * An expense's contribution: its amount less what it takes out of its PO line's commitment
 * (that part is already counted as committed).
 */
export function expenseContribution(
  world: World,
  expense: { id?: number; budgetCode: string; amountProject: number; poLineId: number | null },
): Contribution[] {
  let fromCommitment = 0
  if (expense.poLineId !== null) {
    const po = world.spend.purchaseOrders.find((p) => p.lines.some((l) => l.id === expense.poLineId))
    const line = po?.lines.find((l) => l.id === expense.poLineId)
    if (po?.status === 'approved' && line) {
      const open = Math.max(0, line.amount - invoicedOnLine(world, line.id, expense.id))
      fromCommitment = Math.min(expense.amountProject, open)
    }
  }
  return [{ budget_code: expense.budgetCode, amount: expense.amountProject - fromCommitment }]
}

/** The codes' figures now and once the document is counted. */
export function budgetImpactsOf(
  world: World,
  projectId: number,
  contributions: Contribution[],
  versionNo?: number,
): BudgetImpact[] {
  const { figures } = allFigures(world, projectId, versionNo)
  return contributions.map(({ budget_code, amount }) => {
    const now = figures.get(budget_code) ?? figure(budget_code, null, 0, 0, 0)
    return { ...now, this_document: amount, remaining_after: now.remaining - amount }
  })
}

export function budgetControlOf(
  world: World,
  organizationId: number,
  type: DocumentType,
): BudgetControlAction {
  return (
    world.spend.budgetControls.find((c) => c.organizationId === organizationId && c.documentType === type)
      ?.action ?? DEFAULT_BUDGET_CONTROL
  )
}

/** "A-100 by 1,250.00 INR", grouped like the server's message. */
function overBy(code: string, value: number, currency: { code: string; minor_units: number }) {
  const [whole = '0', fraction] = formatMoney(value, currency.minor_units).split('.')
  const grouped = Number(whole).toLocaleString('en-IN')
  return `${code} by ${grouped}${fraction === undefined ? '' : `.${fraction}`} ${currency.code}`
}

export type BudgetCheckFailure = {
  status: 403 | 409
  code: 'overBudget' | 'overrideAdminsOnly'
  message: string
  params?: Record<string, string | number>
}

/**
 * The budget check at submit, approval or a move: Ignore records nothing as over, Warn passes with
 * the over codes, Stop refuses (409 overBudget) unless an Admin gives an override reason. A
 * non-admin sending a reason is refused (403 overrideAdminsOnly) whatever the control says.
 */
export function checkBudgetMock(
  world: World,
  input: {
    project: MockProject
    type: DocumentType
    contributions: Contribution[]
    versionNo?: number
    actor: { name: string; isAdmin: boolean }
    overrideReason?: string | null
  },
): { ok: true; check: BudgetCheck; overridden: boolean } | { ok: false; failure: BudgetCheckFailure } {
  const { project, type, actor } = input
  const reason = input.overrideReason?.trim() || null
  if (reason && !actor.isAdmin)
    return {
      ok: false,
      failure: {
        status: 403,
        code: 'overrideAdminsOnly',
        message: 'Only an Admin may let a document past a budget stop',
      },
    }
  const action = budgetControlOf(world, project.organizationId, type)
  const impacts = budgetImpactsOf(world, project.id, input.contributions, input.versionNo)
  const over = action === 'ignore' ? [] : impacts.filter((i) => i.remaining_after < 0 && i.this_document > 0)
  const over_codes = over.map((i) => i.budget_code)
  const base = { action, impacts, over_codes, override_reason: null, override_by_name: null }
  if (action !== 'stop' || over.length === 0) return { ok: true, check: base, overridden: false }
  if (reason)
    return {
      ok: true,
      check: { ...base, override_reason: reason, override_by_name: actor.name },
      overridden: true,
    }
  const currency = projectCurrencyOf(world, project)
  const by = over.map((i) => overBy(i.budget_code, -i.remaining_after, currency)).join(', ')
  return {
    ok: false,
    failure: {
      status: 409,
      code: 'overBudget',
      message: `This goes over budget on ${by}: an Admin may let it through with a reason`,
      params: { codes: over_codes.join(',') },
    },
  }
}
