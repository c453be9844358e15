import type { DcrLine, DprRules } from '../../../contract/dpr'

/*
 * The daily cost report of one shoot day, computed from its DPR and the organisation's shift and
 * meal rules: each crew and junior-artiste row costs head count × (day rate + overtime), where
 * overtime is the time past the shift in started steps, paid at the rules' percentage of the
 * shift's hourly rate; a late (or never called) meal costs the penalty per head on the unit, and
 * per artiste on their own call whose meal was late; meals served cost the rules' meal rate each;
 * hires cost quantity × rate; an artiste on a contract with a deal rate costs a day at it, with
 * overtime at the deal's hourly rate (else the rules'). An estimate of the day, never an actual.
 */

type Rules = Omit<DprRules, 'row_version'>
type Worked = { head_count: number; day_rate: number; call: string; wrap: string }
type Artiste = {
  name: string
  call?: string | null
  meal_out?: string | null
  wrap?: string | null
  /** Their contract's deal: a day at its rate, overtime at its hourly rate (else the rules'). */
  deal?: { day_rate: number; overtime_rate: number | null }
}
export type DcrInput = {
  crew_call: string
  crew_wrap: string
  meal_out: string | null
  /** The cast with their own calls: each one's late meal costs the penalty for them. */
  cast: Artiste[]
  meals_served: number
  crew: (Worked & { label: string })[]
  juniors: (Worked & { label: string })[]
  extras: { kind: 'equipment' | 'vehicle'; description: string; quantity: number; rate: number }[]
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** Minutes from `from` to `to`; a `to` earlier than `from` is on the next day. */
export function minutesBetween(from: string, to: string): number {
  const span = minutesOf(to) - minutesOf(from)
  return span < 0 ? span + 1440 : span
}

/** Minutes past the shift, rounded up to the rules' overtime step. */
export function overtimeMinutes(worked: number, rules: Rules): number {
  const over = worked - rules.shift_minutes
  if (over <= 0) return 0
  return Math.ceil(over / rules.overtime_step_minutes) * rules.overtime_step_minutes
}

/** What one person's overtime costs: the shift's hourly rate × the rules' percentage, per minute. */
export function overtimePay(dayRate: number, minutes: number, rules: Rules): number {
  if (minutes === 0) return 0
  return Math.round((dayRate * minutes * rules.overtime_percent) / (rules.shift_minutes * 100))
}

function workedLine(kind: 'crew' | 'junior', row: Worked & { label: string }, rules: Rules): DcrLine {
  const worked = minutesBetween(row.call, row.wrap)
  const overtime = overtimeMinutes(worked, rules)
  const base = row.head_count * row.day_rate
  const overtimeCost = row.head_count * overtimePay(row.day_rate, overtime, rules)
  return {
    kind,
    label: row.label,
    head_count: row.head_count,
    worked_minutes: worked,
    overtime_minutes: overtime,
    beyond_max_shift: worked > rules.max_shift_minutes,
    base,
    overtime: overtimeCost,
    amount: base + overtimeCost,
  }
}

/** Whether the meal started later than the rules allow after the crew call, or was never called. */
export function mealLate(crewCall: string, mealOut: string | null, worked: number, rules: Rules): boolean {
  if (mealOut === null) return worked > rules.meal_within_minutes
  return minutesBetween(crewCall, mealOut) > rules.meal_within_minutes
}

function penaltyLine(label: string, heads: number, rules: Rules): DcrLine {
  return {
    kind: 'meal_penalty',
    label,
    head_count: heads,
    worked_minutes: 0,
    overtime_minutes: 0,
    beyond_max_shift: false,
    base: heads * rules.meal_penalty,
    overtime: 0,
    amount: heads * rules.meal_penalty,
  }
}

/**
 * An artiste on their own call whose meal started late after it, or never came on a day longer
 * than allowed. Without a break of their own they ate with the unit (its meal out).
 */
function castMealLate(artiste: Artiste, unitMealOut: string | null, rules: Rules): boolean {
  if (!artiste.call) return false
  const worked = artiste.wrap ? minutesBetween(artiste.call, artiste.wrap) : 0
  return mealLate(artiste.call, artiste.meal_out || unitMealOut, worked, rules)
}

/** An artiste on a deal: a day at its rate, on their own call and wrap (else the unit's). */
function castLine(
  artiste: Artiste,
  deal: NonNullable<Artiste['deal']>,
  input: DcrInput,
  rules: Rules,
): DcrLine {
  const worked = minutesBetween(artiste.call || input.crew_call, artiste.wrap || input.crew_wrap)
  const overtime = overtimeMinutes(worked, rules)
  const overtimeCost =
    deal.overtime_rate === null
      ? overtimePay(deal.day_rate, overtime, rules)
      : Math.round((deal.overtime_rate * overtime) / 60)
  return {
    kind: 'cast',
    label: artiste.name,
    head_count: 1,
    worked_minutes: worked,
    overtime_minutes: overtime,
    beyond_max_shift: worked > rules.max_shift_minutes,
    base: deal.day_rate,
    overtime: overtimeCost,
    amount: deal.day_rate + overtimeCost,
  }
}

export function computeDcr(input: DcrInput, rules: Rules) {
  const unit: DcrLine[] = [
    ...input.crew.map((row) => workedLine('crew', row, rules)),
    ...input.juniors.map((row) => workedLine('junior', row, rules)),
  ]
  const heads = unit.reduce((sum, line) => sum + line.head_count, 0)
  const longest = unit.reduce((most, line) => Math.max(most, line.worked_minutes), 0)
  const lines: DcrLine[] = [
    ...input.cast.flatMap((artiste) => (artiste.deal ? [castLine(artiste, artiste.deal, input, rules)] : [])),
    ...unit,
  ]
  const late = heads > 0 && mealLate(input.crew_call, input.meal_out, longest, rules)
  if (late && rules.meal_penalty > 0) lines.push(penaltyLine('', heads, rules))
  if (rules.meal_penalty > 0)
    for (const artiste of input.cast)
      if (castMealLate(artiste, input.meal_out, rules)) lines.push(penaltyLine(artiste.name, 1, rules))
  if (input.meals_served > 0 && rules.meal_rate > 0)
    lines.push({
      kind: 'meals',
      label: '',
      head_count: input.meals_served,
      worked_minutes: 0,
      overtime_minutes: 0,
      beyond_max_shift: false,
      base: input.meals_served * rules.meal_rate,
      overtime: 0,
      amount: input.meals_served * rules.meal_rate,
    })
  for (const extra of input.extras)
    lines.push({
      kind: extra.kind,
      label: extra.description,
      head_count: extra.quantity,
      worked_minutes: 0,
      overtime_minutes: 0,
      beyond_max_shift: false,
      base: extra.quantity * extra.rate,
      overtime: 0,
      amount: extra.quantity * extra.rate,
    })
  const sum = (pick: (line: DcrLine) => number, kinds?: DcrLine['kind'][]) =>
    lines.filter((line) => !kinds || kinds.includes(line.kind)).reduce((total, line) => total + pick(line), 0)
  return {
    lines,
    labour: sum((line) => line.base, ['cast', 'crew', 'junior']),
    overtime: sum((line) => line.overtime),
    penalties: sum((line) => line.amount, ['meal_penalty']),
    meals: sum((line) => line.amount, ['meals']),
    equipment: sum((line) => line.amount, ['equipment', 'vehicle']),
    total: sum((line) => line.amount),
    meal_late: late,
  }
}
