import { and, eq, isNull, sql } from 'drizzle-orm'
import { lineAmount } from '../../../contract/budget-upload'
import { DEMO_BUDGET_PROJECT, DEMO_BUDGET_VERSIONS } from '../../../contract/demo-budget'
import { parseMoney } from '../../../contract/masters/fields'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions, projects } from '../../db/schema'
import { DEMO_STUDIOS } from '../../test/harness'

/** What the budget tests look up in the seeded demo (contract/demo-budget.ts on Demo Studios). */

export async function projectId(db: Database, code = DEMO_BUDGET_PROJECT, organizationId = DEMO_STUDIOS) {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.code, code), eq(projects.organizationId, organizationId)))
  if (!project) throw new Error(`no project ${code}`)
  return project.id
}

/** A live line of the demo project's version by its code. */
export async function demoLine(db: Database, versionNo: number, code: string) {
  const [row] = await db
    .select({ line: budgetLines })
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .where(
      and(
        eq(budgetVersions.projectId, await projectId(db)),
        eq(budgetVersions.versionNo, versionNo),
        eq(budgetLines.budgetCode, code),
        isNull(budgetLines.deletedAt),
      ),
    )
  if (!row) throw new Error(`no line ${code} in version ${versionNo}`)
  return row.line
}

export async function lineCount(db: Database, project: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(budgetLines)
    .where(eq(budgetLines.projectId, project))
  return Number(row?.count)
}

/** The demo version's total in paise, worked out from the contract's data. */
export function demoTotal(versionNo: number) {
  const plan = DEMO_BUDGET_VERSIONS[versionNo - 1]
  if (!plan) throw new Error(`no demo version ${versionNo}`)
  return plan.lines.reduce((sum, line) => sum + lineAmount(line.quantity, parseMoney(line.rate) ?? 0), 0)
}

export const csvOf = (rows: string[][]) =>
  `${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n')}\n`
