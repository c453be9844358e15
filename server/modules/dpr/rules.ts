import { eq, sql } from 'drizzle-orm'
import { DEFAULT_DPR_RULES, type DprRules, type UpdateDprRulesRequest } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { dprRules } from '../../db/schema'
import { badRequest } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { assertFresh } from '../workflow/refusals'

/* The organisation's shift and meal rules: the defaults (row_version 0) until an Admin changes them. */

export async function rulesOf(db: Database, tenantId: number): Promise<DprRules> {
  const [row] = await db.select().from(dprRules).where(eq(dprRules.organizationId, tenantId))
  if (!row) return { ...DEFAULT_DPR_RULES, row_version: 0 }
  return {
    shift_minutes: row.shiftMinutes,
    max_shift_minutes: row.maxShiftMinutes,
    overtime_step_minutes: row.overtimeStepMinutes,
    overtime_percent: row.overtimePercent,
    meal_within_minutes: row.mealWithinMinutes,
    meal_penalty: Number(row.mealPenalty),
    meal_rate: Number(row.mealRate),
    row_version: row.rowVersion,
  }
}

export async function updateRules(
  db: Database,
  tenantId: number,
  audit: AuditWriter,
  input: UpdateDprRulesRequest,
  now: Date,
): Promise<void> {
  if (input.max_shift_minutes < input.shift_minutes) {
    const message = 'The longest shift cannot be shorter than the shift'
    throw badRequest(message, [{ path: 'max_shift_minutes', message, code: 'range' }])
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dprRules)
      .where(eq(dprRules.organizationId, tenantId))
      .for('update')
    assertFresh('rule set', current?.rowVersion ?? 0, input.row_version)
    const values = {
      shiftMinutes: input.shift_minutes,
      maxShiftMinutes: input.max_shift_minutes,
      overtimeStepMinutes: input.overtime_step_minutes,
      overtimePercent: input.overtime_percent,
      mealWithinMinutes: input.meal_within_minutes,
      mealPenalty: input.meal_penalty,
      mealRate: input.meal_rate,
      updatedAt: now,
    }
    await tx
      .insert(dprRules)
      .values({ organizationId: tenantId, ...values })
      .onConflictDoUpdate({
        target: dprRules.organizationId,
        set: { ...values, rowVersion: sql`${dprRules.rowVersion} + 1` },
      })
    await audit(tx, {
      action: 'dpr_rules.update',
      entity: 'dpr_rules',
      entityId: tenantId,
      before: current,
      after: values,
    })
  })
}
