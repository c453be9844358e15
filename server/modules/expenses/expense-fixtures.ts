import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  approvalLevels,
  budgetControls,
  challanLines,
  companies,
  currencies,
  currencyRates,
  deliveryChallans,
  gstRates,
  paymentModes,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  tdsSections,
  vendors,
} from '../../db/schema'
import { DEMO_STUDIOS } from '../../test/harness'
import { demoLine, projectId } from '../budget/budget-fixtures'

/** What the expense and budget-versus-actual tests build on: the demo project and masters. */

export async function spendIds(db: Database) {
  const project = await projectId(db)
  const [company] = await db
    .select({ gstin: companies.gstin })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, project))
  const byName = async <T extends typeof gstRates | typeof paymentModes>(table: T, name: string) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table as typeof gstRates)
      .where(and(eq(table.organizationId, DEMO_STUDIOS), eq(table.name, name)))
    if (!row) throw new Error(`no ${name}`)
    return row.id
  }
  const [tds] = await db
    .select({ id: tdsSections.id })
    .from(tdsSections)
    .where(and(eq(tdsSections.organizationId, DEMO_STUDIOS), eq(tdsSections.section, '194J')))
  const line = await demoLine(db, 2, '2000-01')
  return {
    project,
    buyerGstin: company?.gstin ?? null,
    gst18: await byName(gstRates, 'GST 18%'),
    cash: await byName(paymentModes, 'Cash'),
    neft: await byName(paymentModes, 'NEFT'),
    tds194j: tds?.id as number,
    code: line.budgetCode,
    codeBudget: Number(line.amount),
  }
}

/** A vendor with the GSTIN (state code first) and TDS section given. */
export async function makeVendor(
  db: Database,
  name: string,
  gstin: string | null,
  tdsId: number | null = null,
  organizationId = DEMO_STUDIOS,
) {
  const [row] = await db
    .insert(vendors)
    .values({ organizationId, legalName: name, gstin, tdsId } as never)
    .returning({ id: vendors.id })
  return row?.id as number
}

/** A currency with its rate to the base (INR) from 2026-11-01. */
export async function makeCurrency(db: Database, code: string, minorUnits: number, rate: string) {
  const [existing] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.organizationId, DEMO_STUDIOS), eq(currencies.code, code)))
  const id =
    existing?.id ??
    (
      await db
        .insert(currencies)
        .values({
          organizationId: DEMO_STUDIOS,
          code,
          name: `${code} test`,
          minorUnits,
          isBase: false,
        } as never)
        .returning({ id: currencies.id })
    )[0]?.id
  await db
    .insert(currencyRates)
    .values({ organizationId: DEMO_STUDIOS, currencyId: id as number, effectiveFrom: '2026-11-01', rate })
    .onConflictDoNothing()
  return id as number
}

/**
 * An approved PO of the project with one line (amount = quantity × rate), and a verified challan
 * of `receivedQuantity` on it (none when null).
 */
export async function approvedPoLine(
  db: Database,
  input: {
    project: number
    vendor: number
    code: string
    quantity: string
    rate: number
    received: string | null
  },
  status = 'approved',
) {
  const amount = Math.round(Number(input.quantity) * input.rate)
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      organizationId: DEMO_STUDIOS,
      projectId: input.project,
      poNo: Math.floor(Math.random() * 1_000_000),
      title: 'Test PO',
      vendorId: input.vendor,
      poDate: '2026-11-02',
      status,
      total: amount,
    })
    .returning({ id: purchaseOrders.id })
  const [line] = await db
    .insert(purchaseOrderLines)
    .values({
      organizationId: DEMO_STUDIOS,
      poId: po?.id as number,
      projectId: input.project,
      budgetCode: input.code,
      description: 'Test line',
      quantity: input.quantity,
      rate: input.rate,
      amount,
    })
    .returning({ id: purchaseOrderLines.id })
  if (input.received !== null) {
    const [challan] = await db
      .insert(deliveryChallans)
      .values({
        organizationId: DEMO_STUDIOS,
        projectId: input.project,
        poId: po?.id as number,
        challanNo: 'DC-1',
        receivedOn: '2026-11-03',
        receiver: 'Stores',
        status: 'verified',
      })
      .returning({ id: deliveryChallans.id })
    await db
      .insert(challanLines)
      .values({ challanId: challan?.id as number, poLineId: line?.id as number, quantity: input.received })
  }
  return { poId: po?.id as number, lineId: line?.id as number, amount }
}

export async function setControl(db: Database, documentType: 'po' | 'expense', action: string) {
  await db
    .insert(budgetControls)
    .values({ organizationId: DEMO_STUDIOS, documentType, action })
    .onConflictDoUpdate({
      target: [budgetControls.organizationId, budgetControls.documentType],
      set: { action },
    })
}

/**
 * The project keeps no expense levels and approves expenses on submission (auto-approval, an
 * Admin's choice): for tests about what follows approval rather than the approval itself.
 */
export async function expensesApprovedAtOnce(db: Database, projectId: number) {
  await db
    .delete(approvalLevels)
    .where(and(eq(approvalLevels.projectId, projectId), eq(approvalLevels.documentType, 'expense')))
  await db.update(projects).set({ autoApprove: true }).where(eq(projects.id, projectId))
}
