import { and, eq, isNull } from 'drizzle-orm'
import type { DemoRole } from '../../contract/demo'
import { DEMO_APPROVAL_LEVELS, DEMO_PURCHASE_ORDERS, DEMO_SPEND_PROJECT } from '../../contract/demo-spend'
import { parseMoney } from '../../contract/masters/fields'
import type { BudgetCheck } from '../../contract/spend/common'
import { quantityTimesRate } from '../../contract/spend/money'
import { budgetImpacts } from '../modules/spend/budget-check'
import type { Database } from './client'
import {
  approvalLevels,
  approvalSteps,
  challanLines,
  deliveryChallans,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  vendors,
} from './schema'
import { seedDemoExpenses } from './seed-expenses'

/*
 * The demo spend of contract/demo-spend.ts for an organisation that has the demo project: its PO
 * and expense approval levels, an approved camera rental PO with a verified challan, and the demo
 * expenses (seed-expenses.ts). Skipped when the project is missing or already has levels, so
 * running it twice changes nothing.
 */

export async function seedDemoSpend(
  tx: Database,
  organizationId: number,
  people: Partial<Record<DemoRole, number>>,
  now: Date,
) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_SPEND_PROJECT)))
  if (!project) return
  const [existing] = await tx
    .select({ id: approvalLevels.id })
    .from(approvalLevels)
    .where(eq(approvalLevels.projectId, project.id))
    .limit(1)
  if (existing) return
  const person = (role: DemoRole) => people[role] ?? null
  const stamp = { createdAt: now, updatedAt: now }
  const levelNos = { po: 0, expense: 0 }
  for (const level of DEMO_APPROVAL_LEVELS) {
    levelNos[level.document_type] += 1
    await tx.insert(approvalLevels).values({
      organizationId,
      projectId: project.id,
      documentType: level.document_type,
      levelNo: levelNos[level.document_type],
      name: level.name,
      threshold: parseMoney(level.threshold) ?? 0,
      approverIds: level.approvers.flatMap((role) => (people[role] ? [people[role]] : [])),
      ...stamp,
    })
  }
  for (const [index, plan] of DEMO_PURCHASE_ORDERS.entries()) {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          eq(vendors.organizationId, organizationId),
          eq(vendors.legalName, plan.vendor),
          isNull(vendors.archivedAt),
        ),
      )
      .limit(1)
    // Vendors come from the vendor seed; without them there is nothing to order from.
    if (!vendor) continue
    const lines = plan.lines.map((line, position) => {
      const rate = parseMoney(line.rate) ?? 0
      return { ...line, rate, amount: quantityTimesRate(line.quantity, rate), position }
    })
    const total = lines.reduce((sum, line) => sum + line.amount, 0)
    const impacts = await budgetImpacts(
      tx,
      organizationId,
      project.id,
      lines.map((line) => ({ budget_code: line.code, amount: line.amount })),
    )
    const check: BudgetCheck = {
      action: 'warn',
      impacts,
      over_codes: [],
      override_reason: null,
      override_by_name: null,
    }
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        organizationId,
        projectId: project.id,
        poNo: index + 1,
        title: plan.title,
        vendorId: vendor.id,
        poDate: plan.po_date,
        notes: plan.notes,
        status: 'approved',
        total,
        budgetCheck: check,
        requestedBy: person(plan.requested_by),
        submittedAt: now,
        approvedAt: now,
        ...stamp,
      })
      .returning({ id: purchaseOrders.id })
    if (!po) continue
    const lineIds: number[] = []
    for (const line of lines) {
      const [row] = await tx
        .insert(purchaseOrderLines)
        .values({
          organizationId,
          poId: po.id,
          projectId: project.id,
          budgetCode: line.code,
          description: line.description,
          quantity: line.quantity,
          unit: line.unit,
          rate: line.rate,
          amount: line.amount,
          position: line.position,
        })
        .returning({ id: purchaseOrderLines.id })
      if (row) lineIds.push(row.id)
    }
    const step = (action: string, userId: number | null, levelNo: number | null) => ({
      organizationId,
      documentType: 'po',
      documentId: po.id,
      action,
      levelNo,
      userId,
      reason: null,
      at: now,
    })
    await tx
      .insert(approvalSteps)
      .values([
        step('submitted', person(plan.requested_by), null),
        ...plan.approved_by.map((role, level) => step('approved', person(role), level + 1)),
      ])
    const [challan] = await tx
      .insert(deliveryChallans)
      .values({
        organizationId,
        projectId: project.id,
        poId: po.id,
        challanNo: plan.challan.challan_no,
        receivedOn: plan.challan.received_on,
        receiver: plan.challan.receiver,
        status: 'verified',
        recordedBy: person(plan.challan.recorded_by),
        verifiedBy: person(plan.challan.verified_by),
        verifiedAt: now,
        ...stamp,
      })
      .returning({ id: deliveryChallans.id })
    if (!challan) continue
    await tx.insert(challanLines).values(
      lineIds.map((poLineId, position) => ({
        challanId: challan.id,
        poLineId,
        quantity: plan.challan.quantities[position] ?? '0',
      })),
    )
  }
  // After the PO and its challan: the camera invoice is booked on the PO's first line.
  await seedDemoExpenses(tx, organizationId, project.id, people, now)
}
