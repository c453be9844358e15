import { type AnyColumn, and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import { formatMoney } from '../../../contract/masters/fields'
import { moneyLocale } from '../../../contract/money-locale'
import type { CodeChoice } from '../../../contract/spend/actuals'
import type { CodeFigures } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { budgetLines, expenses, purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { currentVersion, versionByNumber } from '../budget/access'
import { likePattern } from '../paging'
import { type Currency, projectCurrencyOf } from '../projects/currency'

/*
 * Budget versus actual per code: budget (the version's line), committed (approved POs' lines not
 * yet invoiced), actual (approved and paid expenses) and what remains. Each figure is one GROUP BY
 * over the project's rows, so a 100,000-line version costs three scans, not 100,000 lookups.
 */

export type FiguresOptions = { budgetV?: number; codes?: string[]; search?: string; limit?: number }

/** Statuses of an expense that count as actual cost (and as invoiced on its PO line). */
export const ACTUAL_STATUSES = ['approved', 'paid']

/** (committed + actual) / budget in percent, two decimals, rounded half up; null without a budget. */
export function usedPct(used: number, budget: number): string | null {
  if (budget === 0) return null
  const hundredths = (BigInt(used) * 20000n + BigInt(budget)) / (BigInt(budget) * 2n)
  const negative = hundredths < 0n
  const text = (negative ? -hundredths : hundredths).toString().padStart(3, '0')
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`
}

export function figuresOf(
  code: string,
  description: string | null,
  budget: number,
  committed: number,
  actual: number,
): CodeFigures {
  const remaining = budget - committed - actual
  return {
    budget_code: code,
    description,
    budget,
    committed,
    actual,
    remaining,
    used_pct: usedPct(committed + actual, budget),
    over_budget: remaining < 0,
  }
}

/** column = any(codes): one array parameter, however many codes (a report page asks for thousands). */
const anyOf = (column: AnyColumn, codes: string[]) => sql`${column} = any(${sql.param(codes)}::text[])`

/** Σ amount_project of approved and paid expenses per code (only `codes` when given). */
export async function actualByCode(db: Database, tenantId: number, projectId: number, codes?: string[]) {
  const rows = await db
    .select({ code: expenses.budgetCode, amount: sql<string>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.projectId, projectId),
        inArray(expenses.status, ACTUAL_STATUSES),
        codes ? anyOf(expenses.budgetCode, codes) : undefined,
      ),
    )
    .groupBy(expenses.budgetCode)
  return new Map(rows.map((row) => [row.code, Number(row.amount)]))
}

/** Σ over approved POs' lines of max(0, line amount − invoiced on the line) per code. */
export async function committedByCode(db: Database, tenantId: number, projectId: number, codes?: string[]) {
  const invoiced = db
    .select({
      lineId: sql<number>`${expenses.poLineId}`.as('line_id'),
      amount: sql<string>`sum(${expenses.amountProject})`.as('invoiced'),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.projectId, projectId),
        inArray(expenses.status, ACTUAL_STATUSES),
        sql`${expenses.poLineId} is not null`,
      ),
    )
    .groupBy(expenses.poLineId)
    .as('invoiced_lines')
  const rows = await db
    .select({
      code: purchaseOrderLines.budgetCode,
      amount: sql<string>`sum(greatest(0, ${purchaseOrderLines.amount} - coalesce(${invoiced.amount}, 0)))`,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.id, purchaseOrderLines.poId), eq(purchaseOrders.status, 'approved')),
    )
    .leftJoin(invoiced, eq(invoiced.lineId, purchaseOrderLines.id))
    .where(
      and(
        eq(purchaseOrderLines.organizationId, tenantId),
        eq(purchaseOrderLines.projectId, projectId),
        codes ? anyOf(purchaseOrderLines.budgetCode, codes) : undefined,
      ),
    )
    .groupBy(purchaseOrderLines.budgetCode)
  return new Map(rows.map((row) => [row.code, Number(row.amount)]))
}

type VersionLine = { code: string; description: string | null; amount: number }

/** The lines of a version (budgetV, else the current one) that `options` narrows to, in code order. */
async function versionLines(
  db: Database,
  projectId: number,
  options: FiguresOptions,
  codes: string[] | undefined,
): Promise<{ budgetV: number | null; lines: VersionLine[] }> {
  const version =
    options.budgetV === undefined
      ? await currentVersion(db, projectId)
      : await versionByNumber(db, projectId, options.budgetV)
  const search = options.search?.trim()
  const lines = version
    ? await db
        .select({
          code: budgetLines.budgetCode,
          description: budgetLines.description,
          amount: budgetLines.amount,
        })
        .from(budgetLines)
        .where(
          and(
            eq(budgetLines.versionId, version.id),
            isNull(budgetLines.deletedAt),
            codes ? inArray(budgetLines.budgetCode, codes) : undefined,
            search
              ? or(
                  ilike(budgetLines.budgetCode, likePattern(search)),
                  ilike(budgetLines.description, likePattern(search)),
                )
              : undefined,
          ),
        )
        .orderBy(sql`${budgetLines.budgetCode} collate "C"`, budgetLines.id)
        .limit(options.limit ?? 1_000_000)
    : []
  return {
    budgetV: version?.versionNo ?? null,
    lines: lines.map((line) => ({ ...line, amount: Number(line.amount) })),
  }
}

/**
 * The codes of a version matching `search` (at most `limit`), by name only: what a code picker
 * offers to whoever may book on the codes but not read their figures.
 */
export async function codeChoices(
  db: Database,
  tenantId: number,
  projectId: number,
  options: Omit<FiguresOptions, 'codes'>,
): Promise<{ budgetV: number | null; currency: Currency; choices: CodeChoice[] }> {
  const currency = await projectCurrencyOf(db, tenantId, projectId)
  const { budgetV, lines } = await versionLines(db, projectId, options, undefined)
  const choices: CodeChoice[] = []
  const seen = new Set<string>()
  for (const line of lines) {
    if (seen.has(line.code)) continue
    seen.add(line.code)
    choices.push({ budget_code: line.code, description: line.description })
  }
  return { budgetV, currency, choices }
}

/**
 * Figures per code of a version (budgetV, else the current one). With `codes`: those codes (a code
 * missing from the version has budget 0). With `search`/`limit`: matching lines only. Otherwise
 * every line of the version, then the codes that have spend but no line (budget 0) last.
 */
export async function codeFigures(
  db: Database,
  tenantId: number,
  projectId: number,
  options: FiguresOptions = {},
): Promise<{ budgetV: number | null; currency: Currency; figures: CodeFigures[] }> {
  const currency = await projectCurrencyOf(db, tenantId, projectId)
  const codes = options.codes
    ? [...new Set(options.codes.map((code) => code.trim()).filter(Boolean))]
    : undefined
  if (codes?.length === 0) {
    const version =
      options.budgetV === undefined
        ? await currentVersion(db, projectId)
        : await versionByNumber(db, projectId, options.budgetV)
    return { budgetV: version?.versionNo ?? null, currency, figures: [] }
  }
  const { budgetV, lines } = await versionLines(db, projectId, options, codes)
  const limited = Boolean(options.search?.trim()) || options.limit !== undefined
  // Only a narrowed list passes its codes to the spend queries; the full report scans once.
  const spendCodes = codes ?? (limited ? lines.map((line) => line.code) : undefined)
  const [actual, committed] =
    spendCodes?.length === 0
      ? [new Map<string, number>(), new Map<string, number>()]
      : await Promise.all([
          actualByCode(db, tenantId, projectId, spendCodes),
          committedByCode(db, tenantId, projectId, spendCodes),
        ])
  const figures: CodeFigures[] = []
  const seen = new Set<string>()
  for (const line of lines) {
    if (seen.has(line.code)) continue
    seen.add(line.code)
    const spent = [committed.get(line.code) ?? 0, actual.get(line.code) ?? 0] as const
    figures.push(figuresOf(line.code, line.description, line.amount, ...spent))
  }
  const rest = codes ?? (limited ? [] : [...new Set([...committed.keys(), ...actual.keys()])].sort())
  for (const code of rest) {
    if (seen.has(code)) continue
    seen.add(code)
    figures.push(figuresOf(code, null, 0, committed.get(code) ?? 0, actual.get(code) ?? 0))
  }
  return { budgetV, currency, figures }
}

/**
 * 12500000 minor units of INR → "1,25,000.00 INR": for messages people read (in English), grouped
 * as contract/money-locale.ts says.
 */
export function moneyText(value: number, currency: Currency) {
  const plain = formatMoney(value, currency.minor_units)
  const negative = plain.startsWith('-')
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.')
  const grouped = BigInt(whole).toLocaleString(moneyLocale(currency.code, null, 'en'))
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`} ${currency.code}`
}
