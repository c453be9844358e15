import type { AttachmentOwner, AttachmentType } from '../contract/attachments'
import type { ApprovalAction, BudgetCheck, BudgetControlAction, DocumentType } from '../contract/spend/common'
import type { ExpenseStatus } from '../contract/spend/expenses'
import type { ChallanStatus, PoStatus } from '../contract/spend/purchase-orders'

/*
 * The spend side of the mock world (approval levels, purchase orders, challans, expenses, their
 * approval trail, budget controls, attachments), shaped like the server's tables. Vendors are a
 * master: they live in `world.masters.vendor`.
 */

export type MockApprovalLevel = {
  id: number
  organizationId: number
  projectId: number
  documentType: DocumentType
  levelNo: number
  name: string
  threshold: number
  approverIds: number[]
  archivedAt: string | null
  updatedAt: string
}

export type MockPoLine = {
  id: number
  budgetCode: string
  description: string
  quantity: string
  unit: string | null
  rate: number
  amount: number
}

export type MockPurchaseOrder = {
  id: number
  organizationId: number
  projectId: number
  poNo: number
  title: string
  vendorId: number
  poDate: string
  notes: string | null
  status: PoStatus
  lines: MockPoLine[]
  pendingLevelNo: number | null
  rejectionReason: string | null
  budgetCheck: BudgetCheck | null
  requestedBy: number | null
  submittedAt: string | null
  rowVersion: number
  createdAt: string
  updatedAt: string
}

export type MockChallan = {
  id: number
  organizationId: number
  projectId: number
  poId: number
  challanNo: string
  receivedOn: string
  receiver: string
  notes: string | null
  lines: { poLineId: number; quantity: string }[]
  status: ChallanStatus
  recordedBy: number | null
  verifiedBy: number | null
  verifiedAt: string | null
  rejectionReason: string | null
  createdAt: string
}

export type MockExpense = {
  id: number
  organizationId: number
  projectId: number
  budgetVersionNo: number
  budgetCode: string
  vendorId: number
  poId: number | null
  poLineId: number | null
  invoiceNo: string
  invoiceDate: string
  description: string | null
  currencyCode: string
  amount: number
  exchangeRate: string
  amountProject: number
  gstId: number | null
  gstKind: 'intra' | 'inter' | 'none'
  cgstAmount: number
  sgstAmount: number
  igstAmount: number
  total: number
  tdsId: number | null
  tdsAmount: number
  netPayable: number
  paymentModeId: number | null
  paymentReference: string | null
  paidOn: string | null
  status: ExpenseStatus
  pendingLevelNo: number | null
  rejectionReason: string | null
  budgetCheck: BudgetCheck | null
  createdBy: number | null
  submittedBy: number | null
  approvedBy: number | null
  paidBy: number | null
  rowVersion: number
  createdAt: string
  updatedAt: string
}

export type MockApprovalStep = {
  id: number
  documentType: DocumentType
  documentId: number
  action: ApprovalAction
  levelNo: number | null
  userId: number | null
  reason: string | null
  at: string
}

export type MockAttachment = {
  id: number
  organizationId: number
  owner: AttachmentOwner
  ownerId: number
  fileName: string
  contentType: AttachmentType
  size: number
  /** The file's bytes, base64: the mocks keep small demo files only. */
  content: string
  uploadedBy: number | null
  createdAt: string
  /** Set when removed: kept (as the server keeps it), no longer listed. */
  archivedAt?: string | null
}

export type SpendWorld = {
  approvalLevels: MockApprovalLevel[]
  purchaseOrders: MockPurchaseOrder[]
  challans: MockChallan[]
  expenses: MockExpense[]
  approvalSteps: MockApprovalStep[]
  /** Per organisation; a missing entry is the default (Warn). */
  budgetControls: { organizationId: number; documentType: DocumentType; action: BudgetControlAction }[]
  attachments: MockAttachment[]
}

const SPEND_COLLECTIONS = [
  'approvalLevels',
  'purchaseOrders',
  'poLines',
  'challans',
  'expenses',
  'approvalSteps',
  'attachments',
] as const
export type SpendCollection = (typeof SPEND_COLLECTIONS)[number]

export const emptySpend = (): SpendWorld => ({
  approvalLevels: [],
  purchaseOrders: [],
  challans: [],
  expenses: [],
  approvalSteps: [],
  budgetControls: [],
  attachments: [],
})
