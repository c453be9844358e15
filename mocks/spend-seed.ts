import type { DemoRole } from '../contract/demo'
import { DEMO_EXPENSES, DEMO_SPEND_PROJECT } from '../contract/demo-spend'
import { parseMoney } from '../contract/masters/fields'
import type { ApprovalAction } from '../contract/spend/common'
import { computeExpense } from './expenses'
import type { MockExpense } from './spend-world'
import { nextId, type World } from './world'

/*
 * The demo expenses of contract/demo-spend.ts in the mock world (the server's seed writes them
 * too). Their levels come with the PO levels (purchase-seed.ts); this runs after the vendors and
 * the demo PO, on the world being built.
 */

const AT = {
  created: '2026-11-20T10:00:00.000Z',
  submitted: '2026-11-20T11:00:00.000Z',
  approved: '2026-11-21T09:30:00.000Z',
  paid: '2026-11-24T12:00:00.000Z',
}

export function seedDemoExpenses(world: World, organizationId: number) {
  const project = world.projects.find(
    (p) => p.organizationId === organizationId && p.code === DEMO_SPEND_PROJECT,
  )
  const version = world.budgetVersions.find((v) => v.projectId === project?.id && v.isCurrent)
  if (!project || !version) return
  const userOf = (roleType: DemoRole) =>
    world.users.find(
      (user) =>
        user.organizationId === organizationId &&
        world.roles.find((role) => role.id === user.roleId)?.roleType === roleType,
    )?.id ?? null
  const named = (key: 'vendor' | 'gst', field: string, text: string) =>
    world.masters[key].find((row) => row.organizationId === organizationId && row.values[field] === text)
      ?.id ?? null
  const demoPo = world.spend.purchaseOrders.find(
    (po) => po.projectId === project.id && po.status === 'approved',
  )
  const paymentModeOf = (name: string) =>
    world.masters.paymentmode.find((row) => row.organizationId === organizationId && row.values.name === name)
      ?.id ?? null
  for (const planned of DEMO_EXPENSES) {
    const vendorId = named('vendor', 'legal_name', planned.vendor)
    if (vendorId === null) continue
    const poLine = planned.po_line === undefined ? undefined : demoPo?.lines[planned.po_line]
    const amount = parseMoney(planned.amount) ?? 0
    const gstId = planned.gst ? named('gst', 'name', planned.gst) : null
    const { computed } = computeExpense(world, project, {
      budget_code: planned.code,
      vendor_id: vendorId,
      po_line_id: poLine?.id ?? null,
      invoice_date: planned.invoice_date,
      currency_code: planned.currency,
      amount,
      gst_id: gstId,
      tds_id: undefined,
    })
    if (!computed) continue
    const { status, payment } = planned
    const submitted = status !== 'draft'
    const approved = status === 'approved' || status === 'paid'
    const booker = userOf(planned.created_by)
    const submitter = planned.submitted_by && userOf(planned.submitted_by)
    const approvers = planned.approved_by.map(userOf)
    const payer = payment && userOf(payment.by)
    const expense: MockExpense = {
      id: nextId(world, 'expenses'),
      organizationId,
      projectId: project.id,
      budgetVersionNo: version.versionNo,
      budgetCode: planned.code,
      vendorId,
      poId: null,
      poLineId: poLine?.id ?? null,
      invoiceNo: planned.invoice_no,
      invoiceDate: planned.invoice_date,
      description: planned.description,
      currencyCode: planned.currency,
      amount,
      exchangeRate: '1.000000',
      amountProject: amount,
      gstId,
      gstKind: 'none',
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 0,
      total: amount,
      tdsId: null,
      tdsAmount: 0,
      netPayable: amount,
      paymentModeId: payment ? paymentModeOf(payment.mode) : null,
      paymentReference: payment?.reference ?? null,
      paidOn: payment?.paid_on ?? null,
      status,
      pendingLevelNo: status === 'submitted' ? approvers.length + 1 : null,
      rejectionReason: null,
      budgetCheck: null,
      createdBy: booker,
      submittedBy: submitter ?? null,
      approvedBy: approved ? (approvers.at(-1) ?? null) : null,
      paidBy: payer ?? null,
      rowVersion: 1 + Number(submitted) + approvers.length + Number(payment !== null),
      createdAt: AT.created,
      updatedAt: status === 'paid' ? AT.paid : submitted ? AT.submitted : AT.created,
      ...computed,
    }
    world.spend.expenses.push(expense)
    const steps: [ApprovalAction, number | null, number | null, string][] = []
    if (submitted) steps.push(['submitted', 1, submitter ?? null, AT.submitted])
    approvers.forEach((userId, level) => {
      steps.push(['approved', level + 1, userId, AT.approved])
    })
    if (payment) steps.push(['paid', null, payer ?? null, AT.paid])
    for (const [action, levelNo, userId, at] of steps)
      world.spend.approvalSteps.push({
        id: nextId(world, 'approvalSteps'),
        documentType: 'expense',
        documentId: expense.id,
        action,
        levelNo,
        userId,
        reason: null,
        at,
      })
  }
}
