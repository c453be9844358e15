// A generated budget file, for the benchmark and the browser flows: every row resolves against the
// default masters (categories, sub-categories, cities), codes are unique, amounts exact.

/** Categories, sub-categories and cities of the default masters, so every row resolves. */
const PLACES: [string, string | null, boolean][] = [
  ['Cast', 'Lead cast', true],
  ['Cast', 'Supporting cast', true],
  ['Director', null, true],
  ['Camera', 'Camera equipment hire', false],
  ['Camera', 'Camera crew', false],
  ['Locations', 'Location fees', false],
  ['Travel & Transport', 'Vehicles', false],
  ['Catering', null, false],
  ['Post-production', 'Editing', false],
  ['Sound', null, false],
]
const CITIES = ['Mumbai', 'Pune', 'Panaji', 'Hyderabad', 'Chennai', 'Kochi', 'Jaipur', '']

/** The same as CSV text. */
export function budgetCsv(count: number, revision = 0) {
  return `${[BUDGET_HEADER, ...budgetRows(count, revision)].map((row) => row.join(',')).join('\n')}\n`
}

export const BUDGET_HEADER = [
  'Budget Code',
  'Category',
  'Sub-category',
  'Description',
  'City',
  'ATL',
  'Quantity',
  'Unit',
  'Rate',
  'Notes',
]

/** The rows of a budget file of `count` lines; `revision` changes some rates so versions differ. */
export function budgetRows(count: number, revision = 0): string[][] {
  const lines: string[][] = []
  for (let index = 0; index < count; index++) {
    const [category, sub, atl] = PLACES[index % PLACES.length] as [string, string | null, boolean]
    const quantity = (index % 30) + 1
    const rate = 1000 + ((index * 37 + revision * (index % 7 === 0 ? 113 : 0)) % 90_000)
    lines.push(
      [
        `${String(Math.floor(index / 100) + 1000).padStart(4, '0')}-${String(index % 100).padStart(2, '0')}`,
        category,
        sub ?? '',
        `Line ${index + 1} of the plan`,
        CITIES[index % CITIES.length],
        atl ? 'Y' : 'N',
        String(quantity),
        'day',
        `${rate}.50`,
        index % 11 === 0 ? 'Negotiated' : '',
      ].map(String),
    )
  }
  return lines
}
