import type { DemoRole } from './demo'

/**
 * The demo's spend side for Monsoon Diaries (MD-01), written alike by the server's seed and the
 * mocks: two PO approval levels (the Line producer approves every PO, the Producer those from
 * 1,00,000.00 INR) and no expense levels, plus one camera rental PO that went through both levels
 * and whose goods were received and verified, so the budget shows committed cost. Amounts are
 * rupees as text (as in demo-budget.ts), turned into paise by the writers; people are demo roles.
 */

export const DEMO_SPEND_PROJECT = 'MD-01'

export type DemoApprovalLevel = {
  document_type: 'po' | 'expense'
  name: string
  /** Rupees. */
  threshold: string
  approvers: DemoRole[]
}

export const DEMO_APPROVAL_LEVELS: DemoApprovalLevel[] = [
  { document_type: 'po', name: 'Line producer', threshold: '0', approvers: ['Admin Manager'] },
  { document_type: 'po', name: 'Producer', threshold: '100000', approvers: ['Admin'] },
]

export type DemoPurchaseOrder = {
  title: string
  /** Legal name of a demo vendor (contract/demo-vendors.ts). */
  vendor: string
  po_date: string
  notes: string
  requested_by: DemoRole
  /** Approvers of level 1, 2, … in order. */
  approved_by: DemoRole[]
  lines: { code: string; description: string; quantity: string; unit: string; rate: string }[]
  /** Goods received (quantity per line, in line order), recorded by one person and verified by another. */
  challan: {
    challan_no: string
    received_on: string
    receiver: string
    recorded_by: DemoRole
    verified_by: DemoRole
    quantities: string[]
  }
}

export const DEMO_PURCHASE_ORDERS: DemoPurchaseOrder[] = [
  {
    title: 'Camera package rental — Mumbai schedule',
    vendor: 'Prime Lens Camera Rentals Private Limited',
    po_date: '2026-11-10',
    notes: 'ARRI Alexa 35 kit with Cooke S4 primes, delivered to Stage 4.',
    requested_by: 'Moderator',
    approved_by: ['Admin Manager', 'Admin'],
    lines: [
      {
        code: '2100-01',
        description: 'ARRI Alexa 35 camera package',
        quantity: '10',
        unit: 'day',
        rate: '45000',
      },
      {
        code: '2100-01',
        description: 'Cooke S4 prime lens set',
        quantity: '10',
        unit: 'day',
        rate: '12000',
      },
    ],
    challan: {
      challan_no: 'PLR/DC/2611',
      received_on: '2026-11-21',
      receiver: 'Camera department, Stage 4',
      recorded_by: 'Moderator',
      verified_by: 'Admin Manager',
      quantities: ['10', '10'],
    },
  },
]
