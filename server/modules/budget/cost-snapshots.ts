import { and, desc, eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  CostCompare,
  CostReportCode,
  CostSnapshot,
  CostTotals,
  costCompareQuerySchema,
  createEtcRequestSchema,
  EtcEntry,
} from '../../../contract/cost-report'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/failure'
import { costEstimates, costSnapshots, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { conflict, invalidField, notFound } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject, codeOfCurrentVersion } from '../budget-versions/access'
import { todayOf } from '../dates'
import { costReport, mondayOf, sundayOf, zeroTotals } from './cost-report'

/*
 * What changes the cost report: estimates to complete entered per code (each a new row: the history
 * is the table) and the weekly snapshots it is compared by (one per project and week, the unique
 * index deciding between two at once).
 */

const etcColumns = {
  etc_id: costEstimates.id,
  budget_code: costEstimates.budgetCode,
  amount: costEstimates.amount,
  effective_date: costEstimates.effectiveDate,
  reason: costEstimates.reason,
  entered_by: users.name,
  created_at: costEstimates.createdAt,
}
const etcEntryOf = (row: { created_at: Date } & Omit<EtcEntry, 'created_at'>): EtcEntry => ({
  ...row,
  amount: Number(row.amount),
  created_at: row.created_at.toISOString(),
})

export async function enterEtc(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  projectId: number,
  input: z.output<typeof createEtcRequestSchema>,
): Promise<EtcEntry> {
  await budgetProject(db, caller, projectId)
  const { code } = await codeOfCurrentVersion(db, projectId, input.budget_code)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(costEstimates)
      .values({
        organizationId: caller.tenantId,
        projectId,
        budgetCode: code,
        amount: input.amount,
        effectiveDate: input.effective_date,
        reason: input.reason,
        createdBy: caller.session.userId,
      })
      .returning({ id: costEstimates.id })
    if (!row) throw new Error('cost estimate not written')
    await audit(tx, {
      action: 'cost_estimate.create',
      entity: 'cost_estimate',
      entityId: row.id,
      after: {
        project_id: projectId,
        budget_code: code,
        amount: input.amount,
        effective_date: input.effective_date,
        reason: input.reason,
      },
    })
    return row.id
  })
  const [entry] = await db
    .select(etcColumns)
    .from(costEstimates)
    .leftJoin(users, eq(users.id, costEstimates.createdBy))
    .where(eq(costEstimates.id, id))
  if (!entry) throw notFound('This estimate')
  return etcEntryOf(entry)
}

/** A code's entries, newest effective first (then newest entered). */
export async function etcHistory(
  db: Database,
  caller: Caller,
  projectId: number,
  code: string,
): Promise<EtcEntry[]> {
  await budgetProject(db, caller, projectId)
  const rows = await db
    .select(etcColumns)
    .from(costEstimates)
    .leftJoin(users, eq(users.id, costEstimates.createdBy))
    .where(
      and(
        eq(costEstimates.organizationId, caller.tenantId),
        eq(costEstimates.projectId, projectId),
        sql`lower(${costEstimates.budgetCode}) = lower(${code})`,
      ),
    )
    .orderBy(desc(costEstimates.effectiveDate), desc(costEstimates.id))
  return rows.map(etcEntryOf)
}

const snapshotColumns = {
  snapshot_id: costSnapshots.id,
  week_ending: costSnapshots.weekEnding,
  taken_at: costSnapshots.takenAt,
  taken_by: users.name,
  totals: costSnapshots.totals,
}
const snapshotOf = (row: {
  snapshot_id: number
  week_ending: string
  taken_at: Date
  taken_by: string | null
  totals: unknown
}): CostSnapshot => ({
  ...row,
  taken_at: row.taken_at.toISOString(),
  totals: row.totals as CostTotals,
})

export async function listSnapshots(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<CostSnapshot[]> {
  await budgetProject(db, caller, projectId)
  const rows = await db
    .select(snapshotColumns)
    .from(costSnapshots)
    .leftJoin(users, eq(users.id, costSnapshots.takenBy))
    .where(and(eq(costSnapshots.organizationId, caller.tenantId), eq(costSnapshots.projectId, projectId)))
    .orderBy(desc(costSnapshots.weekEnding))
  return rows.map(snapshotOf)
}

/**
 * Keeps the week's report (Monday to the Sunday `week_ending`, as of that Sunday or today if the week
 * is still running). Once per project and week: a second is refused with 409 snapshotTaken.
 */
export async function takeSnapshot(
  db: Database,
  caller: Caller,
  projectId: number,
  input: { week_ending?: string | undefined },
  now: Date,
  takenBy: number | null = caller.session.userId,
): Promise<CostSnapshot> {
  const today = todayOf(now)
  const weekEnding = input.week_ending ?? sundayOf(today)
  if (sundayOf(weekEnding) !== weekEnding) throw invalidField('week_ending', 'A week ends on a Sunday')
  if (mondayOf(weekEnding) > today) throw invalidField('week_ending', 'This week has not begun yet')
  const report = await costReport(
    db,
    caller,
    projectId,
    { as_of: weekEnding < today ? weekEnding : today, period_from: mondayOf(weekEnding) },
    now,
  )
  const codes = report.codes.map(({ proposals: _proposals, etc_entry: _entry, ...figures }) => figures)
  let id: number
  try {
    // In its own transaction (a savepoint inside another), so a refused second leaves the rest usable.
    const [row] = await db.transaction((tx) =>
      tx
        .insert(costSnapshots)
        .values({
          organizationId: caller.tenantId,
          projectId,
          weekEnding,
          budgetVersionNo: report.budgetV,
          totals: report.totals,
          codes,
          takenBy,
          takenAt: now,
        })
        .returning({ id: costSnapshots.id }),
    )
    if (!row) throw new Error('snapshot not written')
    id = row.id
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw conflict(`The week ending ${weekEnding} is already kept`, [], 'snapshotTaken', { week: weekEnding })
  }
  const [row] = await db
    .select(snapshotColumns)
    .from(costSnapshots)
    .leftJoin(users, eq(users.id, costSnapshots.takenBy))
    .where(eq(costSnapshots.id, id))
  if (!row) throw notFound('This snapshot')
  return snapshotOf(row)
}

type Figures = Pick<
  CostReportCode,
  'budget_code' | 'description' | 'actual' | 'committed' | 'etc' | 'efc' | 'variance'
>

async function snapshotCodes(db: Database, caller: Caller, projectId: number, id: number) {
  const [row] = await db
    .select({ week: costSnapshots.weekEnding, codes: costSnapshots.codes, totals: costSnapshots.totals })
    .from(costSnapshots)
    .where(
      and(
        eq(costSnapshots.id, id),
        eq(costSnapshots.organizationId, caller.tenantId),
        eq(costSnapshots.projectId, projectId),
      ),
    )
  if (!row) throw notFound('This snapshot')
  return { week: row.week, codes: row.codes as Figures[], totals: row.totals as CostTotals }
}

/** Each code of a snapshot beside another snapshot, or the live report as of today. */
export async function compareSnapshots(
  db: Database,
  caller: Caller,
  projectId: number,
  query: z.infer<typeof costCompareQuerySchema>,
  now: Date,
): Promise<CostCompare> {
  await budgetProject(db, caller, projectId)
  const from = await snapshotCodes(db, caller, projectId, query.from)
  const to =
    query.to === undefined || query.to === 'live'
      ? await costReport(db, caller, projectId, {}, now).then((report) => ({
          week: null,
          codes: report.codes as Figures[],
          totals: report.totals,
        }))
      : await snapshotCodes(db, caller, projectId, query.to)
  const none = { actual: 0, committed: 0, etc: 0, efc: 0, variance: 0 }
  const figuresOf = (code: Figures | undefined) =>
    code
      ? {
          actual: code.actual,
          committed: code.committed,
          etc: code.etc,
          efc: code.efc,
          variance: code.variance,
        }
      : none
  const keys = new Map<string, { before?: Figures; after?: Figures }>()
  for (const code of from.codes) keys.set(code.budget_code.toLowerCase(), { before: code })
  for (const code of to.codes) {
    const entry = keys.get(code.budget_code.toLowerCase()) ?? {}
    keys.set(code.budget_code.toLowerCase(), { ...entry, after: code })
  }
  const rows = [...keys.values()].map(({ before, after }) => {
    const named = (after ?? before) as Figures
    const fromFigures = figuresOf(before)
    const toFigures = figuresOf(after)
    return {
      budget_code: named.budget_code,
      description: named.description,
      from: fromFigures,
      to: toFigures,
      efc_change: toFigures.efc - fromFigures.efc,
    }
  })
  return {
    from_week: from.week,
    to_week: to.week,
    rows,
    from_totals: { ...zeroTotals(), ...from.totals },
    to_totals: { ...zeroTotals(), ...to.totals },
  }
}
