import type { Role } from '../contract/codes'
import { DEMO_BUDGET_PROJECT } from '../contract/demo-budget'
import { parseMoney } from '../contract/masters/fields'
import type { ApprovalAction } from '../contract/spend/common'
import type { ExpenseStatus } from '../contract/spend/expenses'
import { computeExpense } from './expenses'
import type { MockExpense } from './spend-world'
import { nextId, type World } from './world'

/*
 * Demo expenses of Monsoon Diaries in the mock world: two expense approval levels (Accounts from
 * 0, Producer from 2,00,000.00, the Admin Manager and the Admin approving both), a paid camera invoice against the demo PO's
 * first line, a lighting invoice waiting on level 1 and a draft post-production invoice in US
 * dollars. Runs after the vendors and the demo PO; works on the world being built.
 */

const AT = {
  created: '2026-11-20T10:00:00.000Z',
  submitted: '2026-11-20T11:00:00.000Z',
  approved: '2026-11-21T09:30:00.000Z',
  paid: '2026-11-24T12:00:00.000Z',
}

type Planned = {
  vendor: string
  code: string
  onPoLine?: number
  invoiceNo: string
  invoiceDate: string
  description: string
  currency: string
  amount: string
  gst: string | null
  status: ExpenseStatus
}

const EXPENSES: Planned[] = [
  {
    vendor: 'Prime Lens Camera Rentals Private Limited',
    code: '2100-01',
    onPoLine: 0,
    invoiceNo: 'PLR/26/0311',
    invoiceDate: '2026-11-20',
    description: 'Camera package — first six days',
    currency: 'INR',
    amount: '270000',
    gst: 'GST 18%',
    status: 'paid',
  },
  {
    vendor: 'Brightline Lighting Services LLP',
    code: '2200-01',
    invoiceNo: 'BL-2211',
    invoiceDate: '2026-11-22',
    description: 'Lighting package — Marine Drive nights',
    currency: 'INR',
    amount: '185000',
    gst: 'GST 18%',
    status: 'submitted',
  },
  {
    vendor: 'Pixelwave Post Studios Private Limited',
    code: '3000-02',
    invoiceNo: 'PX-INV-0087',
    invoiceDate: '2026-11-25',
    description: 'Rain VFX look development',
    currency: 'USD',
    amount: '2400',
    gst: null,
    status: 'draft',
  },
]

export function seedDemoExpenses(world: World, organizationId: number) {
  const project = world.projects.find(
    (p) => p.organizationId === organizationId && p.code === DEMO_BUDGET_PROJECT,
  )
  const version = world.budgetVersions.find((v) => v.projectId === project?.id && v.isCurrent)
  if (!project || !version) return
  const userOf = (roleType: Role) =>
    world.users.find(
      (user) =>
        user.organizationId === organizationId &&
        world.roles.find((role) => role.id === user.roleId)?.roleType === roleType,
    )?.id ?? null
  // Expenses are the Admin Manager's and the Admin's work (the default grants of `expenses`):
  // either approves the other's, at both levels.
  const [booker, approver] = [userOf('Admin Manager'), userOf('Admin')]
  const approvers = [booker, approver].filter((id): id is number => id !== null)
  const levels = [
    { name: 'Accounts', threshold: '0' },
    { name: 'Producer', threshold: '200000' },
  ]
  levels.forEach((level, index) => {
    world.spend.approvalLevels.push({
      id: nextId(world, 'approvalLevels'),
      organizationId,
      projectId: project.id,
      documentType: 'expense',
      levelNo: index + 1,
      name: level.name,
      threshold: parseMoney(level.threshold) ?? 0,
      approverIds: approvers,
      archivedAt: null,
      updatedAt: AT.created,
    })
  })
  const named = (key: 'vendor' | 'gst', field: string, text: string) =>
    world.masters[key].find((row) => row.organizationId === organizationId && row.values[field] === text)
      ?.id ?? null
  const demoPo = world.spend.purchaseOrders.find(
    (po) => po.projectId === project.id && po.status === 'approved',
  )
  const paymentMode = world.masters.paymentmode.find(
    (row) => row.organizationId === organizationId && row.values.name === 'NEFT',
  )?.id
  for (const planned of EXPENSES) {
    const vendorId = named('vendor', 'legal_name', planned.vendor)
    if (vendorId === null) continue
    const poLine = planned.onPoLine === undefined ? undefined : demoPo?.lines[planned.onPoLine]
    const amount = parseMoney(planned.amount) ?? 0
    const gstId = planned.gst ? named('gst', 'name', planned.gst) : null
    const { computed } = computeExpense(world, project, {
      budget_code: planned.code,
      vendor_id: vendorId,
      po_line_id: poLine?.id ?? null,
      invoice_date: planned.invoiceDate,
      currency_code: planned.currency,
      amount,
      gst_id: gstId,
      tds_id: undefined,
    })
    if (!computed) continue
    const status = planned.status
    const submitted = status !== 'draft'
    const approved = status === 'approved' || status === 'paid'
    const expense: MockExpense = {
      id: nextId(world, 'expenses'),
      organizationId,
      projectId: project.id,
      budgetVersionNo: version.versionNo,
      budgetCode: planned.code,
      vendorId,
      poId: null,
      poLineId: poLine?.id ?? null,
      invoiceNo: planned.invoiceNo,
      invoiceDate: planned.invoiceDate,
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
      paymentModeId: status === 'paid' ? (paymentMode ?? null) : null,
      paymentReference: status === 'paid' ? 'UTR 2611240918' : null,
      paidOn: status === 'paid' ? AT.paid.slice(0, 10) : null,
      status,
      pendingLevelNo: status === 'submitted' ? 1 : null,
      rejectionReason: null,
      budgetCheck: null,
      createdBy: booker,
      submittedBy: submitted ? booker : null,
      approvedBy: approved ? approver : null,
      paidBy: status === 'paid' ? approver : null,
      rowVersion: 1 + Number(submitted) + Number(approved) + Number(status === 'paid'),
      createdAt: AT.created,
      updatedAt: status === 'paid' ? AT.paid : submitted ? AT.submitted : AT.created,
      ...computed,
    }
    world.spend.expenses.push(expense)
    const steps: [ApprovalAction, number | null, number | null, string][] = []
    if (submitted) steps.push(['submitted', 1, booker, AT.submitted])
    if (approved) steps.push(['approved', 1, approver, AT.approved])
    if (status === 'paid') steps.push(['paid', null, approver, AT.paid])
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
