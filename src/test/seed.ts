import { and, eq, isNull } from 'drizzle-orm'
import { mockDatabase, tables } from './server'

/*
 * Data a test needs beyond the demo's, written straight into the test's transaction of the mock
 * API's database (rolled back after the test), the way the server's own seeds write it.
 */

const { budgetLines, budgetVersions, expenses } = tables

async function currentVersionOf(projectId: number) {
  const [version] = await (await mockDatabase())
    .select({ id: budgetVersions.id })
    .from(budgetVersions)
    .where(and(eq(budgetVersions.projectId, projectId), eq(budgetVersions.isCurrent, true)))
  if (!version) throw new Error(`project ${projectId} has no current budget version`)
  return version.id
}

/** The project's paid demo expense (the camera rental invoice). */
async function paidExpenseOf(projectId: number) {
  const [paid] = await (await mockDatabase())
    .select()
    .from(expenses)
    .where(and(eq(expenses.projectId, projectId), eq(expenses.status, 'paid')))
    .limit(1)
  if (!paid) throw new Error('The demo has no paid expense')
  return paid
}

/** Makes the demo's paid camera invoice larger than the whole camera package line. */
export async function overspendCamera(projectId: number) {
  const paid = await paidExpenseOf(projectId)
  await (await mockDatabase())
    .update(expenses)
    .set({ amountProject: 999_999_999_99 })
    .where(eq(expenses.id, paid.id))
}

/**
 * Adds `count` lines to the Camera category of the project's current version (2199-0001…, each
 * ₹1.00, after the demo's own 2100-01…03): a category of more than one page of report codes. The
 * first `overspent` of them get a paid ₹2.00 invoice (a copy of the demo's paid one), which puts
 * them over budget.
 */
export async function addCameraCodes(projectId: number, count: number, { overspent = 0 } = {}) {
  const db = await mockDatabase()
  const versionId = await currentVersionOf(projectId)
  const [camera] = await db
    .select()
    .from(budgetLines)
    .where(
      and(
        eq(budgetLines.versionId, versionId),
        eq(budgetLines.budgetCode, '2100-01'),
        isNull(budgetLines.deletedAt),
      ),
    )
  if (!camera) throw new Error('The demo has no camera line')
  const { id: _line, ...line } = camera
  const codes = Array.from({ length: count }, (_, index) => `2199-${String(index + 1).padStart(4, '0')}`)
  await db.insert(budgetLines).values(
    codes.map((budgetCode, index) => ({
      ...line,
      budgetCode,
      description: `Second unit day ${index + 1}`,
      quantity: '1',
      rate: 100,
      amount: 100,
      position: 1001 + index,
      rowVersion: 1,
    })),
  )
  if (overspent === 0) return
  const { id: _expense, ...paid } = await paidExpenseOf(projectId)
  await db.insert(expenses).values(
    codes.slice(0, overspent).map((budgetCode, index) => ({
      ...paid,
      budgetCode,
      poId: null,
      poLineId: null,
      invoiceNo: `OVER-${index + 1}`,
      amount: 200,
      amountProject: 200,
      total: 200,
      netPayable: 200,
    })),
  )
}

/** The project's live daily budget of a day, as stored. */
export async function dailyBudgetOf(projectId: number, day: string) {
  const { dailyBudgets } = tables
  const [row] = await (await mockDatabase())
    .select()
    .from(dailyBudgets)
    .where(
      and(eq(dailyBudgets.projectId, projectId), eq(dailyBudgets.day, day), isNull(dailyBudgets.archivedAt)),
    )
  return row
}

/** Someone else saves the day meanwhile: a new title and the next row version. */
export async function changeDailyBudgetTitle(projectId: number, day: string, title: string) {
  const { dailyBudgets } = tables
  const saved = await dailyBudgetOf(projectId, day)
  if (!saved) throw new Error(`no daily budget on ${day}`)
  await (await mockDatabase())
    .update(dailyBudgets)
    .set({ title, rowVersion: saved.rowVersion + 1 })
    .where(eq(dailyBudgets.id, saved.id))
}
