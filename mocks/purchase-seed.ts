import type { DemoRole } from '../contract/demo'
import { DEMO_APPROVAL_LEVELS, DEMO_PURCHASE_ORDERS, DEMO_SPEND_PROJECT } from '../contract/demo-spend'
import { parseMoney } from '../contract/masters/fields'
import { quantityTimesRate } from '../contract/spend/money'
import { nextId, type World } from './world'

/*
 * The demo's approval levels and purchase orders (contract/demo-spend.ts, which the server's seed
 * writes too): each PO went through its levels in order and its goods were received and verified,
 * so the demo shows committed cost. Works on the world being built, after the vendors.
 */

/** The PO's moments, from its date: raised at 09:30, each level the day after the one before. */
const momentOf = (day: string, addDays: number, time: string) => {
  const date = new Date(`${day}T${time}:00.000Z`)
  date.setUTCDate(date.getUTCDate() + addDays)
  return date.toISOString()
}

export function seedDemoPurchase(world: World, organizationId: number) {
  const project = world.projects.find(
    (p) => p.organizationId === organizationId && p.code === DEMO_SPEND_PROJECT,
  )
  if (!project) return
  const userOf = (roleType: DemoRole) =>
    world.users.find(
      (user) =>
        user.organizationId === organizationId &&
        world.roles.find((role) => role.id === user.roleId)?.roleType === roleType,
    )?.id ?? null
  const levelNos = { po: 0, expense: 0 }
  for (const level of DEMO_APPROVAL_LEVELS) {
    levelNos[level.document_type] += 1
    world.spend.approvalLevels.push({
      id: nextId(world, 'approvalLevels'),
      organizationId,
      projectId: project.id,
      documentType: level.document_type,
      levelNo: levelNos[level.document_type],
      name: level.name,
      threshold: parseMoney(level.threshold) ?? 0,
      approverIds: level.approvers.flatMap((role) => userOf(role) ?? []),
      archivedAt: null,
      updatedAt: momentOf('2026-11-01', 0, '09:00'),
    })
  }

  DEMO_PURCHASE_ORDERS.forEach((planned, index) => {
    const vendor = world.masters.vendor.find(
      (row) => row.organizationId === organizationId && row.values.legal_name === planned.vendor,
    )
    if (!vendor) return
    const lines = planned.lines.map((line) => {
      const rate = parseMoney(line.rate) ?? 0
      return {
        id: nextId(world, 'poLines'),
        budgetCode: line.code,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        rate,
        amount: quantityTimesRate(line.quantity, rate),
      }
    })
    const poId = nextId(world, 'purchaseOrders')
    const requester = userOf(planned.requested_by)
    const submittedAt = momentOf(planned.po_date, 0, '10:00')
    const decidedAt = planned.approved_by.map((_, at) => momentOf(planned.po_date, at + 1, '11:00'))
    world.spend.purchaseOrders.push({
      id: poId,
      organizationId,
      projectId: project.id,
      poNo: index + 1,
      title: planned.title,
      vendorId: vendor.id,
      poDate: planned.po_date,
      notes: planned.notes,
      status: 'approved',
      lines,
      pendingLevelNo: null,
      rejectionReason: null,
      budgetCheck: null,
      requestedBy: requester,
      submittedAt,
      rowVersion: 2 + planned.approved_by.length,
      createdAt: momentOf(planned.po_date, 0, '09:30'),
      updatedAt: decidedAt.at(-1) ?? submittedAt,
    })
    const step = (action: 'submitted' | 'approved', levelNo: number, userId: number | null, at: string) =>
      world.spend.approvalSteps.push({
        id: nextId(world, 'approvalSteps'),
        documentType: 'po',
        documentId: poId,
        action,
        levelNo,
        userId,
        reason: null,
        at,
      })
    step('submitted', 1, requester, submittedAt)
    planned.approved_by.forEach((role, at) => {
      step('approved', at + 1, userOf(role), decidedAt[at] ?? submittedAt)
    })
    const { challan } = planned
    world.spend.challans.push({
      id: nextId(world, 'challans'),
      organizationId,
      projectId: project.id,
      poId,
      challanNo: challan.challan_no,
      receivedOn: challan.received_on,
      receiver: challan.receiver,
      notes: null,
      lines: lines.map((line, at) => ({ poLineId: line.id, quantity: challan.quantities[at] ?? '0' })),
      status: 'verified',
      recordedBy: userOf(challan.recorded_by),
      verifiedBy: userOf(challan.verified_by),
      verifiedAt: momentOf(challan.received_on, 0, '17:10'),
      rejectionReason: null,
      createdAt: momentOf(challan.received_on, 0, '08:40'),
    })
  })
}
