import type { FEE_BASES, GST_TREATMENTS, INSTALMENT_TRIGGERS } from './contracts'
import type { DemoRole } from './demo'

/**
 * The demo's contracts, written by the server's seed through the contracts module (the mocks start
 * from its database): six deals of Monsoon Diaries (MD-01), drafted by the Line Producer (the Admin
 * Manager) and, as the project has no contract levels, approved by the Admin.
 *
 * - MD-01/CON/0001 a lead's artiste agreement, executed, its signing instalment paid;
 * - MD-01/CON/0002 the production accountant's engagement, executed and expiring at the end of
 *   November, two of its three monthly instalments paid;
 * - MD-01/CON/0003 the DI and colour grade with a demo vendor, executed, nothing paid yet;
 * - MD-01/CON/0004 the background score, amended (version 2 adds two cues) and executed;
 * - MD-01/CON/0005 a location agreement for Marine Drive, waiting on the Admins' approval;
 * - MD-01/CON/0006 a streaming platform's licence, still a draft.
 *
 * Signed deals commit only on codes no flow or server test asserts figures of (1300-01, 2000-02,
 * 3000-03, 3100-01); the waiting and draft ones (2600-01, 4000-01) commit nothing. Counterparties are named people
 * or a demo vendor (contract/demo-vendors.ts); masters are named as in the default masters; amounts
 * are rupees as text, turned into paise by the writer; each step is dated (IST working hours).
 */

export const DEMO_CONTRACTS_PROJECT = 'MD-01'

export type DemoInstalment = {
  label: string
  trigger: (typeof INSTALMENT_TRIGGERS)[number]
  percent?: string
  amount?: string
  due_date?: string
  budget_code: string
}

/** A payment on the instalment at `instalment` (its place, from 0). */
export type DemoPayment = { instalment: number; amount: string; paid_on: string; reference: string }

/** Both sides' signatures, recorded once it was sent: executed on the later one. */
export type DemoSigning = { sent_on: string; counterparty_signed_on: string; company_signed_on: string }

export type DemoContract = {
  title: string
  /** An agreement type of the default masters. */
  agreement: string
  category?: string
  subcategory?: string
  platform?: string
  language?: string
  /** Legal name of a demo vendor, or a person's name in `counterparty_name`. */
  vendor?: string
  counterparty_name?: string
  counterparty_pan?: string
  role?: string
  start_date: string
  end_date: string
  lock_in_until?: string
  notice_days?: number
  exclusive?: boolean
  deliverables?: string
  fee_basis: (typeof FEE_BASES)[number]
  rate?: string
  guaranteed_units?: number
  value: string
  gst_treatment: (typeof GST_TREATMENTS)[number]
  /** A TDS section of the default masters, by its description. */
  tds?: string
  rights_media?: string[]
  rights_territory?: string
  rights_languages?: string
  rights_from?: string
  rights_to?: string
  rights_exclusive?: boolean
  screen_credit?: string
  instalments: DemoInstalment[]
  /** Who drafted it (a role holding the contract grants) and on which day. */
  drafted_by: DemoRole
  drafted_on: string
  /** Submitted on this day (waiting on the Admins), or not at all (a draft). */
  submitted_on?: string
  /** Approved the day after it was submitted, by this role (never its drafter). */
  approved_by?: DemoRole
  signing?: DemoSigning
  payments?: DemoPayment[]
  /** An amendment drafted from the executed contract, to this value, and taken through to execution. */
  amendment?: { reason: string; drafted_on: string; value: string; signing: DemoSigning }
}

export const DEMO_CONTRACTS: DemoContract[] = [
  {
    title: 'Anaya — lead, 40 shoot days',
    agreement: 'Artiste agreement',
    category: 'Cast',
    subcategory: 'Lead cast',
    language: 'Hindi',
    counterparty_name: 'Ritika Sen',
    counterparty_pan: 'BQKPS4821M',
    role: 'Anaya (lead)',
    start_date: '2026-10-15',
    end_date: '2027-02-28',
    lock_in_until: '2026-12-31',
    notice_days: 30,
    exclusive: true,
    deliverables: '40 shoot days in Mumbai and Goa, 6 dubbing sessions, 3 days of promotions',
    fee_basis: 'lump_sum',
    value: '6000000',
    gst_treatment: 'exclusive',
    tds: 'Fees for professional services',
    screen_credit: 'Introducing Ritika Sen — first billing after the title',
    instalments: [
      { label: 'On signing', trigger: 'signing', percent: '25', budget_code: '1300-01' },
      { label: 'On the first shoot day', trigger: 'shoot_start', percent: '50', budget_code: '1300-01' },
      { label: 'After dubbing', trigger: 'dubbing', percent: '25', budget_code: '1300-01' },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-10-12',
    submitted_on: '2026-10-13',
    approved_by: 'Admin',
    signing: {
      sent_on: '2026-10-15',
      counterparty_signed_on: '2026-10-19',
      company_signed_on: '2026-10-20',
    },
    payments: [{ instalment: 0, amount: '1500000', paid_on: '2026-10-22', reference: 'NEFT-HDFC-88120' }],
  },
  {
    title: 'Production accountant — prep and first schedule',
    agreement: 'Crew engagement',
    category: 'Crew',
    subcategory: 'Technicians',
    counterparty_name: 'Suresh Pillai',
    counterparty_pan: 'AHTPP7310K',
    role: 'Production accountant',
    start_date: '2026-09-01',
    end_date: '2026-11-30',
    notice_days: 15,
    deliverables: 'Cost reports every Friday, petty cash and vendor payments on set',
    fee_basis: 'lump_sum',
    value: '360000',
    gst_treatment: 'none',
    tds: 'Contractors — individual or HUF',
    instalments: [
      {
        label: 'September',
        trigger: 'date',
        amount: '120000',
        due_date: '2026-09-30',
        budget_code: '2000-02',
      },
      { label: 'October', trigger: 'date', amount: '120000', due_date: '2026-10-31', budget_code: '2000-02' },
      {
        label: 'November',
        trigger: 'date',
        amount: '120000',
        due_date: '2026-11-30',
        budget_code: '2000-02',
      },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-08-25',
    submitted_on: '2026-08-25',
    approved_by: 'Admin',
    signing: {
      sent_on: '2026-08-27',
      counterparty_signed_on: '2026-08-28',
      company_signed_on: '2026-08-28',
    },
    payments: [
      { instalment: 0, amount: '120000', paid_on: '2026-09-30', reference: 'NEFT-SEP-PILLAI' },
      { instalment: 1, amount: '120000', paid_on: '2026-10-31', reference: 'NEFT-OCT-PILLAI' },
    ],
  },
  {
    title: 'DI and colour grade — 10 days',
    agreement: 'Vendor services agreement',
    category: 'Services',
    vendor: 'Pixelwave Post Studios Private Limited',
    start_date: '2027-01-04',
    end_date: '2027-02-27',
    deliverables: 'DCP, IMF and SDR/HDR masters after a 10-day grade',
    fee_basis: 'per_day',
    rate: '85000',
    guaranteed_units: 10,
    value: '850000',
    gst_treatment: 'exclusive',
    tds: 'Fees for technical services',
    instalments: [
      { label: 'Booking advance', trigger: 'signing', percent: '30', budget_code: '3000-03' },
      { label: 'On delivery of the masters', trigger: 'delivery', percent: '70', budget_code: '3000-03' },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-11-05',
    submitted_on: '2026-11-05',
    approved_by: 'Admin',
    signing: {
      sent_on: '2026-11-06',
      counterparty_signed_on: '2026-11-09',
      company_signed_on: '2026-11-10',
    },
  },
  {
    title: 'Background score — 24 cues',
    agreement: 'Commissioning agreement',
    category: 'Rights and licences',
    subcategory: 'Music rights',
    counterparty_name: 'Arjun Menon',
    counterparty_pan: 'CJMPM2290L',
    role: 'Composer',
    start_date: '2026-10-01',
    end_date: '2027-03-15',
    deliverables: '24 cues, stems and a cue sheet',
    fee_basis: 'lump_sum',
    value: '1800000',
    gst_treatment: 'exclusive',
    tds: 'Fees for professional services',
    rights_media: ['theatrical', 'svod', 'satellite_tv', 'music'],
    rights_territory: 'Worldwide',
    rights_exclusive: true,
    screen_credit: 'Background score by Arjun Menon',
    instalments: [
      { label: 'On signing', trigger: 'signing', percent: '50', budget_code: '3100-01' },
      { label: 'On delivery of the final mix', trigger: 'delivery', percent: '50', budget_code: '3100-01' },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-09-24',
    submitted_on: '2026-09-25',
    approved_by: 'Admin',
    signing: {
      sent_on: '2026-09-28',
      counterparty_signed_on: '2026-10-01',
      company_signed_on: '2026-10-01',
    },
    amendment: {
      reason: 'Two more cues for the Goa schedule',
      drafted_on: '2026-11-12',
      value: '2000000',
      signing: {
        sent_on: '2026-11-16',
        counterparty_signed_on: '2026-11-17',
        company_signed_on: '2026-11-18',
      },
    },
  },
  {
    title: 'Marine Drive terrace — 2 night exteriors',
    agreement: 'Location agreement',
    category: 'Locations',
    counterparty_name: 'Sea Breeze Co-operative Housing Society',
    start_date: '2026-12-07',
    end_date: '2026-12-08',
    deliverables: 'Terrace and lobby from 18:00 to 06:00, parking for two vans',
    fee_basis: 'per_day',
    rate: '120000',
    guaranteed_units: 2,
    value: '240000',
    gst_treatment: 'none',
    tds: 'Rent of land and buildings',
    instalments: [
      { label: 'Deposit', trigger: 'signing', percent: '50', budget_code: '2600-01' },
      { label: 'After the last night', trigger: 'completion', percent: '50', budget_code: '2600-01' },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-11-19',
    submitted_on: '2026-11-20',
  },
  {
    title: 'India streaming licence — 7 years',
    agreement: 'Platform licence',
    category: 'Rights and licences',
    subcategory: 'Platform rights',
    platform: 'Subscription streaming (SVOD)',
    language: 'Hindi',
    counterparty_name: 'Streamline Digital Media Private Limited',
    start_date: '2027-04-01',
    end_date: '2034-03-31',
    deliverables: 'IMF master, subtitles in 6 languages, dubbed tracks in Tamil and Telugu',
    fee_basis: 'lump_sum',
    value: '250000',
    gst_treatment: 'reverse_charge',
    rights_media: ['svod'],
    rights_territory: 'India',
    rights_languages: 'Hindi, Tamil, Telugu',
    rights_from: '2027-04-01',
    rights_to: '2034-03-31',
    rights_exclusive: true,
    instalments: [
      { label: 'Delivery and QC fee', trigger: 'delivery', percent: '100', budget_code: '4000-01' },
    ],
    drafted_by: 'Admin Manager',
    drafted_on: '2026-11-21',
  },
]
