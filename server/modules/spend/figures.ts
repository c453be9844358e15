import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import { formatMoney } from '../../../contract/masters/fields'
import { moneyLocale } from '../../../contract/money-locale'
import type { CodeChoice } from '../../../contract/spend/actuals'
import type { CodeFigures } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { budgetLines } from '../../db/schema'
import { currentVersion, versionByNumber } from '../budget-versions/access'
import { likePattern } from '../paging'
import { type Currency, projectCurrencyOf } from '../projects/currency'
import { spendMaps } from './ledger'

/*
 * Budget versus actual per code: budget (the version's line), committed and actual (the spend
 * ledger's, spend/ledger.ts) and what remains. The spend is one GROUP BY over the project's
 * movements, so a 100,000-line version costs a few scans, not 100,000 lookups.
 */

export type FiguresOptions = { budgetV?: number; codes?: string[]; search?: string; limit?: number }

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
  const { committed, actual } = await spendMaps(db, { tenantId, projectId }, spendCodes)
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
