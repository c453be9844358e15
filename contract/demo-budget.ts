/**
 * The demo budget of README's demo, written alike by the server's seed and by the mocks: Monsoon
 * Diaries (MD-01) has an approved original (version 1) and a revision after the location recce
 * (version 2, current), plus three planned shoot days. Categories, sub-categories and cities are
 * named as in the default masters; amounts are rupees as text, turned into paise by the writers.
 */

export type DemoBudgetLine = {
  code: string
  category: string
  subCategory: string | null
  description: string
  city: string | null
  quantity: string
  unit: string
  rate: string
  notes?: string
}

export const DEMO_BUDGET_PROJECT = 'MD-01'

const ORIGINAL: DemoBudgetLine[] = [
  {
    code: '1000-01',
    category: 'Story & Rights',
    subCategory: null,
    description: 'Screenplay — final draft',
    city: null,
    quantity: '1',
    unit: 'flat',
    rate: '1800000',
  },
  {
    code: '1000-02',
    category: 'Story & Rights',
    subCategory: null,
    description: 'Underlying rights — novel option',
    city: null,
    quantity: '1',
    unit: 'flat',
    rate: '750000',
  },
  {
    code: '1100-01',
    category: 'Producers',
    subCategory: null,
    description: 'Line producer fee',
    city: 'Mumbai',
    quantity: '6',
    unit: 'month',
    rate: '350000',
  },
  {
    code: '1200-01',
    category: 'Director',
    subCategory: null,
    description: 'Director fee',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '4500000',
  },
  {
    code: '1300-01',
    category: 'Cast',
    subCategory: 'Lead cast',
    description: 'Lead actor — Anaya',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '9000000',
  },
  {
    code: '1300-02',
    category: 'Cast',
    subCategory: 'Lead cast',
    description: 'Lead actor — Kabir',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '7500000',
  },
  {
    code: '1300-03',
    category: 'Cast',
    subCategory: 'Supporting cast',
    description: 'Supporting cast (6 roles)',
    city: 'Mumbai',
    quantity: '6',
    unit: 'role',
    rate: '400000',
  },
  {
    code: '1300-04',
    category: 'Cast',
    subCategory: 'Junior artists',
    description: 'Junior artists',
    city: 'Mumbai',
    quantity: '240',
    unit: 'person-day',
    rate: '2500',
  },
  {
    code: '2000-01',
    category: 'Production Staff',
    subCategory: null,
    description: 'Production manager',
    city: 'Mumbai',
    quantity: '5',
    unit: 'month',
    rate: '180000',
  },
  {
    code: '2000-02',
    category: 'Production Staff',
    subCategory: null,
    description: 'Production accountant',
    city: 'Mumbai',
    quantity: '6',
    unit: 'month',
    rate: '120000',
  },
  {
    code: '2100-01',
    category: 'Camera',
    subCategory: 'Camera equipment hire',
    description: 'Camera package rental',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '45000',
    notes: 'ARRI Alexa 35 kit',
  },
  {
    code: '2100-02',
    category: 'Camera',
    subCategory: 'Camera crew',
    description: 'Director of photography',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '60000',
  },
  {
    code: '2100-03',
    category: 'Camera',
    subCategory: 'Camera crew',
    description: 'Focus puller and camera assistants',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '18000',
  },
  {
    code: '2200-01',
    category: 'Lighting & Grip',
    subCategory: null,
    description: 'Lighting package and gaffer team',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '38000',
  },
  {
    code: '2300-01',
    category: 'Art Department',
    subCategory: null,
    description: 'Set construction — Stage 4',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '2400000',
  },
  {
    code: '2400-01',
    category: 'Costume & Wardrobe',
    subCategory: null,
    description: 'Costumes — principal cast',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '850000',
  },
  {
    code: '2500-01',
    category: 'Hair & Make-up',
    subCategory: null,
    description: 'Make-up and hair team',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '15000',
  },
  {
    code: '2600-01',
    category: 'Locations',
    subCategory: 'Location fees',
    description: 'Marine Drive promenade',
    city: 'Mumbai',
    quantity: '4',
    unit: 'day',
    rate: '120000',
  },
  {
    code: '2600-02',
    category: 'Locations',
    subCategory: 'Permissions and police',
    description: 'Permissions and police — Mumbai',
    city: 'Mumbai',
    quantity: '1',
    unit: 'flat',
    rate: '300000',
  },
  {
    code: '2600-03',
    category: 'Locations',
    subCategory: 'Location fees',
    description: 'Old Goa church exteriors',
    city: 'Panaji',
    quantity: '3',
    unit: 'day',
    rate: '90000',
  },
  {
    code: '2700-01',
    category: 'Travel & Transport',
    subCategory: 'Vehicles',
    description: 'Unit vehicles and vanity vans',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '42000',
  },
  {
    code: '2700-02',
    category: 'Travel & Transport',
    subCategory: 'Flights and hotels',
    description: 'Goa schedule — flights and hotels',
    city: 'Panaji',
    quantity: '1',
    unit: 'flat',
    rate: '1450000',
  },
  {
    code: '2800-01',
    category: 'Catering',
    subCategory: null,
    description: 'Unit catering (120 people)',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '54000',
  },
  {
    code: '2900-01',
    category: 'Sound',
    subCategory: null,
    description: 'Location sound recordist and kit',
    city: 'Mumbai',
    quantity: '32',
    unit: 'day',
    rate: '22000',
  },
  {
    code: '3000-01',
    category: 'Post-production',
    subCategory: 'Editing',
    description: 'Editor and edit suite',
    city: 'Mumbai',
    quantity: '16',
    unit: 'week',
    rate: '95000',
  },
  {
    code: '3000-02',
    category: 'Post-production',
    subCategory: 'Visual effects',
    description: 'Monsoon rain VFX',
    city: null,
    quantity: '1',
    unit: 'flat',
    rate: '3200000',
  },
  {
    code: '3000-03',
    category: 'Post-production',
    subCategory: 'Colour grading',
    description: 'DI and colour grade',
    city: 'Mumbai',
    quantity: '10',
    unit: 'day',
    rate: '85000',
  },
  {
    code: '3100-01',
    category: 'Music',
    subCategory: null,
    description: 'Background score',
    city: null,
    quantity: '1',
    unit: 'flat',
    rate: '2200000',
  },
  {
    code: '4000-01',
    category: 'Insurance & Legal',
    subCategory: null,
    description: 'Production insurance',
    city: null,
    quantity: '1',
    unit: 'flat',
    rate: '650000',
  },
]

/** Version 2: the recce moved two days to Goa, added a rain unit and dropped the novel option. */
const REVISED: DemoBudgetLine[] = ORIGINAL.filter((line) => line.code !== '1000-02').map((line) => {
  if (line.code === '2600-03') return { ...line, quantity: '5' }
  if (line.code === '2600-01') return { ...line, quantity: '2' }
  if (line.code === '2700-02') return { ...line, rate: '1850000' }
  return line
})
REVISED.splice(REVISED.findIndex((line) => line.code === '2700-01') + 1, 0, {
  code: '2600-04',
  category: 'Locations',
  subCategory: 'Location fees',
  description: 'Rain unit — water tankers and rain machines',
  city: 'Panaji',
  quantity: '5',
  unit: 'day',
  rate: '65000',
})

export const DEMO_BUDGET_VERSIONS: { note: string; approved: boolean; lines: DemoBudgetLine[] }[] = [
  { note: 'Locked shooting budget', approved: true, lines: ORIGINAL },
  { note: 'Revised after the Goa location recce', approved: false, lines: REVISED },
]

export const DEMO_DAILY_BUDGETS: {
  date: string
  title: string
  city: string
  lines: { code: string; description: string; amount: string }[]
}[] = [
  {
    date: '2026-11-24',
    title: 'Day 1 — Stage 4, monsoon apartment',
    city: 'Mumbai',
    lines: [
      { code: '2100-01', description: 'Camera package', amount: '45000' },
      { code: '2800-01', description: 'Catering, 120 people', amount: '54000' },
      { code: '1300-04', description: '40 junior artists', amount: '100000' },
    ],
  },
  {
    date: '2026-11-25',
    title: 'Day 2 — Marine Drive night exteriors',
    city: 'Mumbai',
    lines: [
      { code: '2100-01', description: 'Camera package', amount: '45000' },
      { code: '2600-01', description: 'Marine Drive location fee', amount: '120000' },
      { code: '2700-01', description: 'Unit vehicles', amount: '42000' },
    ],
  },
  {
    date: '2026-11-28',
    title: 'Day 5 — Old Goa church',
    city: 'Panaji',
    lines: [
      { code: '2600-03', description: 'Church exteriors fee', amount: '90000' },
      { code: '2600-04', description: 'Rain unit', amount: '65000' },
    ],
  },
]
