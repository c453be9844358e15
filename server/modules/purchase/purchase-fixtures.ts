import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { approvalLevels, budgetControls, projects, purchaseOrders, users, vendors } from '../../db/schema'
import { DEMO, DEMO_STUDIOS } from '../../test/harness'

/*
 * Ids the purchase tests share: the demo project MD-01 with its seeded PO levels (1 Line producer
 * at 0 → Admin Manager, 2 Producer at 1,00,000.00 → Admin), its people and a vendor.
 */

export type SpendIds = {
  project: number
  vendor: number
  seededPo: number
  levels: number[]
  people: Record<'admin' | 'manager' | 'moderator' | 'user' | 'dashboard', number>
}

export async function spendIds(db: Database): Promise<SpendIds> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, DEMO_STUDIOS), eq(projects.code, 'MD-01')))
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.organizationId, DEMO_STUDIOS), isNull(vendors.archivedAt)))
    .orderBy(asc(vendors.id))
    .limit(1)
  const [seededPo] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, project?.id as number), eq(purchaseOrders.poNo, 1)))
  const levels = await db
    .select({ id: approvalLevels.id })
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.projectId, project?.id as number),
        eq(approvalLevels.documentType, 'po'),
        isNull(approvalLevels.archivedAt),
      ),
    )
    .orderBy(asc(approvalLevels.levelNo))
  const emails = [DEMO.admin, DEMO.manager, DEMO.moderator, DEMO.user, DEMO.dashboard]
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id as number
  return {
    project: project?.id as number,
    vendor: vendor?.id as number,
    seededPo: seededPo?.id as number,
    levels: levels.map((level) => level.id),
    people: {
      admin: idOf(DEMO.admin),
      manager: idOf(DEMO.manager),
      moderator: idOf(DEMO.moderator),
      user: idOf(DEMO.user),
      dashboard: idOf(DEMO.dashboard),
    },
  }
}

/** Sets the organisation's budget control for POs (Stop, Warn or Ignore). */
export async function setPoControl(db: Database, action: 'stop' | 'warn' | 'ignore') {
  await db
    .insert(budgetControls)
    .values({ organizationId: DEMO_STUDIOS, documentType: 'po', action })
    .onConflictDoUpdate({
      target: [budgetControls.organizationId, budgetControls.documentType],
      set: { action },
    })
}

/** A PO body on MD-01: one line per [code, quantity, rate in paise]. */
/** A PO's body: lines of (code, quantity, rate, unit — a hire's days unless said). */
export const poBody = (
  vendor: number,
  lines: [string, string, number, string?][],
  title = 'Grip truck hire',
) => ({
  title,
  vendor_id: vendor,
  po_date: '2026-11-20',
  lines: lines.map(([budget_code, quantity, rate, unit = 'day']) => ({
    budget_code,
    description: `Hire on ${budget_code}`,
    quantity,
    unit,
    rate,
  })),
})
