import type { MasterDefinition, MasterKey } from './definitions'
import type { Field, RefTarget } from './fields'

/**
 * What a new organisation's master lists start with: the reference data an Indian production
 * office would otherwise type in on day one. References name their record by code or name
 * (`country_id: 'IN'`), as an import file would. Used by the server and the mocks alike.
 */
export type DefaultRow = Record<string, string | number | boolean | null | string[]>

export const DEFAULT_BASE_CURRENCY = 'INR'

/** Exchange rates to the base currency (1 unit = rate INR), effective from the date. */
export const DEFAULT_RATES: { code: string; effective_from: string; rate: string }[] = [
  { code: 'USD', effective_from: '2026-11-01', rate: '84.100000' },
  { code: 'EUR', effective_from: '2026-11-01', rate: '91.250000' },
  { code: 'GBP', effective_from: '2026-11-01', rate: '106.400000' },
  { code: 'AED', effective_from: '2026-11-01', rate: '22.900000' },
]

const cities: [string, string, string][] = [
  ['Mumbai', 'Maharashtra', 'IN'],
  ['Pune', 'Maharashtra', 'IN'],
  ['Bengaluru', 'Karnataka', 'IN'],
  ['Chennai', 'Tamil Nadu', 'IN'],
  ['Hyderabad', 'Telangana', 'IN'],
  ['New Delhi', 'Delhi', 'IN'],
  ['Kolkata', 'West Bengal', 'IN'],
  ['Jaipur', 'Rajasthan', 'IN'],
  ['Panaji', 'Goa', 'IN'],
  ['Kochi', 'Kerala', 'IN'],
  ['Manali', 'Himachal Pradesh', 'IN'],
  ['London', 'England', 'GB'],
  ['Dubai', 'Dubai', 'AE'],
  ['Lisbon', 'Lisbon', 'PT'],
  ['Berlin', 'Berlin', 'DE'],
  ['Paris', 'Île-de-France', 'FR'],
  ['Los Angeles', 'California', 'US'],
]

const categories: [string, string, boolean][] = [
  ['1000', 'Story & Rights', true],
  ['1100', 'Producers', true],
  ['1200', 'Director', true],
  ['1300', 'Cast', true],
  ['2000', 'Production Staff', false],
  ['2100', 'Camera', false],
  ['2200', 'Lighting & Grip', false],
  ['2300', 'Art Department', false],
  ['2400', 'Costume & Wardrobe', false],
  ['2500', 'Hair & Make-up', false],
  ['2600', 'Locations', false],
  ['2700', 'Travel & Transport', false],
  ['2800', 'Catering', false],
  ['2900', 'Sound', false],
  ['3000', 'Post-production', false],
  ['3100', 'Music', false],
  ['4000', 'Insurance & Legal', false],
]

const subcategories: [string, string, string][] = [
  ['1300-01', 'Lead cast', '1300'],
  ['1300-02', 'Supporting cast', '1300'],
  ['1300-03', 'Junior artists', '1300'],
  ['2100-01', 'Camera equipment hire', '2100'],
  ['2100-02', 'Camera crew', '2100'],
  ['2600-01', 'Location fees', '2600'],
  ['2600-02', 'Permissions and police', '2600'],
  ['2700-01', 'Vehicles', '2700'],
  ['2700-02', 'Flights and hotels', '2700'],
  ['3000-01', 'Editing', '3000'],
  ['3000-02', 'Visual effects', '3000'],
  ['3000-03', 'Colour grading', '3000'],
]

const gstRates: [string, string, string | null][] = [
  ['GST 0%', '0.00', null],
  ['GST 5%', '5.00', null],
  ['GST 12%', '12.00', null],
  ['GST 18%', '18.00', '9983'],
  ['GST 28%', '28.00', null],
]
const half = (rate: string) => (Number(rate.replace('.', '')) / 2 / 100).toFixed(2)

export const DEFAULT_MASTERS: Partial<Record<MasterKey, DefaultRow[]>> = {
  currency: [
    { code: 'INR', name: 'Indian Rupee', symbol: '₹', minor_units: 2, is_base: true },
    { code: 'USD', name: 'US Dollar', symbol: '$', minor_units: 2, is_base: false },
    { code: 'EUR', name: 'Euro', symbol: '€', minor_units: 2, is_base: false },
    { code: 'GBP', name: 'Pound Sterling', symbol: '£', minor_units: 2, is_base: false },
    { code: 'AED', name: 'UAE Dirham', symbol: 'AED', minor_units: 2, is_base: false },
  ],
  country: [
    { name: 'India', iso_code: 'IN', dial_code: '+91', currency_id: 'INR' },
    { name: 'United States', iso_code: 'US', dial_code: '+1', currency_id: 'USD' },
    { name: 'United Kingdom', iso_code: 'GB', dial_code: '+44', currency_id: 'GBP' },
    { name: 'United Arab Emirates', iso_code: 'AE', dial_code: '+971', currency_id: 'AED' },
    { name: 'Germany', iso_code: 'DE', dial_code: '+49', currency_id: 'EUR' },
    { name: 'France', iso_code: 'FR', dial_code: '+33', currency_id: 'EUR' },
    { name: 'Portugal', iso_code: 'PT', dial_code: '+351', currency_id: 'EUR' },
  ],
  city: cities.map(([name, state, country]) => ({ name, state, country_id: country })),
  category: categories.map(([code, name, atl], index) => ({
    code,
    name,
    above_the_line: atl,
    position: (index + 1) * 10,
  })),
  subcategory: subcategories.map(([code, name, category]) => ({
    code,
    name,
    category_id: category,
    project_id: null,
  })),
  gst: gstRates.map(([name, rate, sac]) => ({
    name,
    rate,
    hsn_sac: sac,
    cgst_rate: half(rate),
    sgst_rate: half(rate),
    igst_rate: rate,
  })),
  tds: [
    { section: '194C', description: 'Contractors — individual or HUF', rate: '1.00', threshold: 3000000 },
    { section: '194C', description: 'Contractors — others', rate: '2.00', threshold: 3000000 },
    { section: '194J', description: 'Fees for professional services', rate: '10.00', threshold: 3000000 },
    { section: '194J', description: 'Fees for technical services', rate: '2.00', threshold: 3000000 },
    { section: '194I', description: 'Rent of plant and machinery', rate: '2.00', threshold: 5000000 },
    { section: '194I', description: 'Rent of land and buildings', rate: '10.00', threshold: 5000000 },
    { section: '194H', description: 'Commission or brokerage', rate: '2.00', threshold: 2000000 },
  ],
  priority: [
    { name: 'Urgent', rank: 1, colour: '#e11d48' },
    { name: 'High', rank: 2, colour: '#f59e0b' },
    { name: 'Normal', rank: 3, colour: '#0ea5e9' },
    { name: 'Low', rank: 4, colour: '#64748b' },
  ],
  paymentmode: [
    { name: 'Cash', needs_reference: false },
    { name: 'Cheque', needs_reference: true },
    { name: 'NEFT', needs_reference: true },
    { name: 'RTGS', needs_reference: true },
    { name: 'IMPS', needs_reference: true },
    { name: 'UPI', needs_reference: true },
    { name: 'Card', needs_reference: true },
  ],
  projecttype: [
    'Feature film',
    'Web series',
    'Television series',
    'Ad film',
    'Documentary',
    'Short film',
    'Music video',
  ].map((name) => ({ name, description: null })),
  employment: [
    { name: 'Monthly salaried', pay_basis: 'monthly', description: null },
    { name: 'Daily wage', pay_basis: 'daily', description: 'Crew paid per shoot day' },
    { name: 'Per-episode contract', pay_basis: 'per_episode', description: null },
    { name: 'Lump-sum contract', pay_basis: 'lump_sum', description: 'A fixed fee for the engagement' },
  ],
  worktype: [
    { name: 'Shoot', shoot_day: true },
    { name: '2nd unit', shoot_day: true },
    { name: 'Prep', shoot_day: false },
    { name: 'Recce', shoot_day: false },
    { name: 'Rehearsal', shoot_day: false },
    { name: 'Travel', shoot_day: false },
    { name: 'Rest', shoot_day: false },
    { name: 'Weather / idle', shoot_day: false },
    { name: 'Company move', shoot_day: false },
    { name: 'Dubbing', shoot_day: false },
  ],
  // The contract area's lists (module 1010).
  contractstatus: (
    [
      ['Drafting', 'draft', '#64748b'],
      ['With legal for approval', 'in_approval', '#d97706'],
      ['Sent for signature', 'sent', '#2563eb'],
      ['Signed by one side', 'partly_signed', '#7c3aed'],
      ['Executed', 'executed', '#16a34a'],
      ['Expiring soon', 'expiring', '#ea580c'],
      ['Expired', 'expired', '#475569'],
      ['Terminated', 'terminated', '#dc2626'],
    ] as const
  ).map(([name, stage, colour], index) => ({ name, stage, colour, position: (index + 1) * 10 })),
  agreement: (
    [
      ['Artiste agreement', 'talent'],
      ['Crew engagement', 'crew'],
      ['Vendor services agreement', 'vendor'],
      ['Platform licence', 'platform_licence'],
      ['Commissioning agreement', 'commission'],
      ['Co-production agreement', 'co_production'],
      ['Location agreement', 'location'],
      ['Music licence', 'music'],
    ] as const
  ).map(([name, agreement_kind]) => ({ name, agreement_kind, description: null })),
  platform: (
    [
      ['Theatrical release', 'theatrical'],
      ['Subscription streaming (SVOD)', 'streaming'],
      ['Ad-supported streaming (AVOD)', 'streaming'],
      ['Satellite television', 'broadcast'],
      ['Video sharing channel', 'digital'],
      ['In-flight entertainment', 'other'],
    ] as const
  ).map(([name, platform_kind]) => ({ name, platform_kind })),
  language: [
    ['Hindi', 'hi'],
    ['English', 'en'],
    ['Marathi', 'mr'],
    ['Tamil', 'ta'],
    ['Telugu', 'te'],
    ['Malayalam', 'ml'],
    ['Kannada', 'kn'],
    ['Bengali', 'bn'],
    ['Gujarati', 'gu'],
    ['Punjabi', 'pa'],
  ].map(([name, iso_code]) => ({ name: name as string, iso_code: iso_code as string })),
  showtype: [
    'Feature film',
    'Web series',
    'Television series',
    'Documentary',
    'Reality show',
    'Short film',
  ].map((name) => ({ name, description: null })),
  contractcategory: ['Cast', 'Crew', 'Services', 'Rights and licences', 'Locations'].map((name) => ({
    name,
    description: null,
  })),
  contractsubcategory: (
    [
      ['Lead cast', 'Cast'],
      ['Supporting cast', 'Cast'],
      ['Heads of department', 'Crew'],
      ['Technicians', 'Crew'],
      ['Equipment hire', 'Services'],
      ['Music rights', 'Rights and licences'],
      ['Platform rights', 'Rights and licences'],
    ] as const
  ).map(([name, contractcategory_id]) => ({ name, contractcategory_id })),
  remindertype: (
    [
      ['Contract expiry', 'expiry', 30],
      ['Notice deadline', 'notice_deadline', 15],
      ['Instalment due', 'instalment_due', 7],
      ['Deliverable due', 'deliverable_due', 7],
      ['Option date', 'option_date', 30],
    ] as const
  ).map(([name, event, days_before]) => ({ name, event, days_before, description: null })),
}

/** The order defaults are written in: what a row points to exists before it. */
export const DEFAULT_ORDER: MasterKey[] = [
  'currency',
  'country',
  'city',
  'category',
  'subcategory',
  'gst',
  'tds',
  'priority',
  'paymentmode',
  'projecttype',
  'employment',
  'worktype',
  'contractstatus',
  'agreement',
  'platform',
  'language',
  'showtype',
  'contractcategory',
  'contractsubcategory',
  'remindertype',
]

/** A default row's values with its references (named by code or name) turned into ids. */
export function resolveDefaultRow(
  definition: MasterDefinition,
  row: DefaultRow,
  lookup: (target: RefTarget, text: string) => number | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, descriptor] of Object.entries(definition.fields) as [string, Field][]) {
    const value = row[key] ?? null
    if (descriptor.kind === 'ref' && typeof value === 'string') {
      const id = lookup(descriptor.target, value)
      if (id === null) throw new Error(`default ${definition.key}: no ${descriptor.target} “${value}”`)
      values[key] = id
    } else {
      values[key] = value
    }
  }
  return values
}
