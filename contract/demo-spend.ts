import type { DemoRole } from './demo'

/**
 * The demo's spend side for Monsoon Diaries (MD-01), written alike by the server's seed and the
 * mocks: two PO approval levels (the Line producer approves every PO, the Producer those from
 * 1,00,000.00 INR) and two expense levels (Accounts every expense, the Producer those from
 * 2,00,000.00 INR), one camera rental PO that went through both levels and whose goods were
 * received and verified, so the budget shows committed cost, and three expenses: a paid camera
 * invoice on that PO's first line, a lighting invoice waiting on level 1 and a draft invoice in US
 * dollars. Amounts are text in the document's currency (as in demo-budget.ts), turned into minor
 * units by the writers; the figures derived from them (rate, GST, TDS) are computed by each side's
 * expense arithmetic; people are demo roles.
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
  // Expenses are the Admin Manager's and the Admin's work (the default grants of `expenses`):
  // either approves the other's, at both levels.
  { document_type: 'expense', name: 'Accounts', threshold: '0', approvers: ['Admin Manager', 'Admin'] },
  {
    document_type: 'expense',
    name: 'Producer',
    threshold: '200000',
    approvers: ['Admin Manager', 'Admin'],
  },
]

export type DemoPurchaseOrder = {
  title: string
  /** Legal name of a demo vendor (contract/demo-vendors.ts). */
  vendor: string
  po_date: string
  notes: string
  /** Who raised it: a role holding the grant to raise purchase orders (contract/defaults.ts). */
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

export type DemoExpenseStatus = 'draft' | 'submitted' | 'approved' | 'paid'

export type DemoExpense = {
  /** Legal name of a demo vendor (contract/demo-vendors.ts); its TDS section applies. */
  vendor: string
  code: string
  /** Index of the line of the first demo PO it invoices. */
  po_line?: number
  invoice_no: string
  invoice_date: string
  description: string
  currency: string
  /** In the invoice's currency. */
  amount: string
  /** Name of a GST rate master row, or none. */
  gst: string | null
  status: DemoExpenseStatus
  created_by: DemoRole
  /** Who submitted it (every status but draft). */
  submitted_by: DemoRole | null
  /** Approvers of its required levels 1, 2, … in order (only those decided so far). */
  approved_by: DemoRole[]
  payment: { by: DemoRole; paid_on: string; mode: string; reference: string } | null
}

export const DEMO_EXPENSES: DemoExpense[] = [
  {
    vendor: 'Prime Lens Camera Rentals Private Limited',
    code: '2100-01',
    po_line: 0,
    invoice_no: 'PLR/26/0311',
    invoice_date: '2026-11-20',
    description: 'Camera package — first six days',
    currency: 'INR',
    amount: '270000',
    gst: 'GST 18%',
    status: 'paid',
    created_by: 'Admin Manager',
    submitted_by: 'Admin Manager',
    // From 2,00,000.00 it needs the Producer level too.
    approved_by: ['Admin', 'Admin'],
    payment: { by: 'Admin', paid_on: '2026-11-24', mode: 'NEFT', reference: 'UTR 2611240918' },
  },
  {
    vendor: 'Brightline Lighting Services LLP',
    code: '2200-01',
    invoice_no: 'BL-2211',
    invoice_date: '2026-11-22',
    description: 'Lighting package — Marine Drive nights',
    currency: 'INR',
    amount: '185000',
    gst: 'GST 18%',
    status: 'submitted',
    created_by: 'Admin Manager',
    submitted_by: 'Admin Manager',
    approved_by: [],
    payment: null,
  },
  {
    vendor: 'Pixelwave Post Studios Private Limited',
    code: '3000-02',
    invoice_no: 'PX-INV-0087',
    invoice_date: '2026-11-25',
    description: 'Rain VFX look development',
    currency: 'USD',
    amount: '2400',
    gst: null,
    status: 'draft',
    created_by: 'Admin Manager',
    submitted_by: null,
    approved_by: [],
    payment: null,
  },
]
