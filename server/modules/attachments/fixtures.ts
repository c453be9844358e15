import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  budgetVersions,
  currencies,
  deliveryChallans,
  expenses,
  projects,
  purchaseOrders,
  vendors,
} from '../../db/schema'

/*
 * Minimal owners for attachment tests: the demo organisation's first vendor, and an expense and a
 * delivery challan on a project (the expenses and purchase modules are written elsewhere, so the
 * rows are inserted directly).
 */

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

export async function firstVendor(db: Database, organizationId: number) {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.organizationId, organizationId))
    .orderBy(asc(vendors.id))
    .limit(1)
  if (!vendor) throw new Error(`no vendor in organisation ${organizationId}`)
  return vendor.id
}

/** An expense and a challan on a project of the organisation (MD-01 in Demo Studios). */
export async function spendOwners(db: Database, organizationId: number, projectCode = 'MD-01') {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, projectCode)))
    .limit(1)
  if (!project) throw new Error(`no project ${projectCode} in organisation ${organizationId}`)
  const vendorId = await firstVendor(db, organizationId)
  const [version] = await db
    .select({ id: budgetVersions.id })
    .from(budgetVersions)
    .where(eq(budgetVersions.projectId, project.id))
    .limit(1)
  const [currency] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.organizationId, organizationId), eq(currencies.isBase, true)))
    .limit(1)
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      organizationId,
      projectId: project.id,
      poNo: 9001,
      title: 'Camera package',
      vendorId,
      poDate: '2026-11-20',
      status: 'approved',
    })
    .returning({ id: purchaseOrders.id })
  const [challan] = await db
    .insert(deliveryChallans)
    .values({
      organizationId,
      projectId: project.id,
      poId: po?.id as number,
      challanNo: 'DC-1',
      receivedOn: '2026-11-21',
      receiver: 'Store',
    })
    .returning({ id: deliveryChallans.id })
  let expenseId: number | null = null
  if (version && currency) {
    const [expense] = await db
      .insert(expenses)
      .values({
        organizationId,
        projectId: project.id,
        budgetVersionId: version.id,
        budgetCode: '1000-01',
        vendorId,
        invoiceNo: 'INV-1',
        invoiceDate: '2026-11-21',
        currencyId: currency.id,
        amount: 100000,
        exchangeRate: '1',
        amountProject: 100000,
        total: 100000,
        netPayable: 100000,
      })
      .returning({ id: expenses.id })
    expenseId = expense?.id ?? null
  }
  return { projectId: project.id, vendorId, challanId: challan?.id as number, expenseId: expenseId as number }
}
