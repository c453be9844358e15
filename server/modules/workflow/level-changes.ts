import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import type { DocumentKind, WorkflowCaller } from './document'
import {
  ADMINS_LEVEL_NO,
  adminsLevel,
  autoApproves,
  type LevelRecord,
  levelsOf,
  nextRequiredLevel,
} from './levels'
import { mailApprovers } from './notify'
import { documentKind } from './registry'
import { recordStep } from './steps'

/*
 * What a change of levels does to the documents waiting on them: removing a level moves what
 * waits there on to the next level it needs (and renumbers what waits later), raising a threshold
 * moves on what waits on that level below it; a document that needs no further level is approved,
 * with the reason in its trail.
 */

/** Submitted documents of the level's project and type (and `where`), with their level and amount. */
async function waiting(db: Database, kind: DocumentKind, level: LevelRecord, where?: SQL) {
  const { columns } = kind
  const rows = await db
    .select({
      id: columns.id,
      levelNo: columns.pendingLevelNo,
      amount: columns.amount,
      requestedBy: columns.requestedBy,
    })
    .from(kind.table)
    .where(
      and(
        eq(columns.organizationId, level.organizationId),
        eq(columns.projectId, level.projectId),
        eq(columns.status, 'submitted'),
        where,
      ),
    )
  return rows.map((row) => ({
    id: Number(row.id),
    levelNo: Number(row.levelNo),
    amount: Number(row.amount),
    requestedBy: row.requestedBy === null ? null : Number(row.requestedBy),
  }))
}

/**
 * Documents waiting on `level` (as numbered now) go on to the next level after `from` that their
 * amount needs, or are approved (with `reason`) when none is left. With `from` below the level,
 * every document waiting there moves (the level is gone); otherwise those below its threshold.
 */
async function moveOn(
  db: Database,
  caller: WorkflowCaller,
  level: LevelRecord,
  from: number,
  reason: string,
) {
  const kind = documentKind(level.documentType as DocumentType)
  const { columns } = kind
  const stranded = await waiting(
    db,
    kind,
    level,
    and(
      eq(columns.pendingLevelNo, level.levelNo),
      from < level.levelNo ? undefined : sql`${columns.amount} < ${level.threshold}`,
    ),
  )
  const levels = stranded.length ? await levelsOf(db, level.organizationId, level.projectId, kind.type) : []
  for (const doc of stranded) {
    const next = nextRequiredLevel(levels, doc.amount, from)
    if (next !== null) {
      await kind.save(db, doc.id, { pendingLevelNo: next }, caller.now)
      const waitsOn = levels.find((candidate) => candidate.levelNo === next)
      if (waitsOn) await mailApprovers(db, caller, kind, doc, waitsOn)
      continue
    }
    // The project's last level of the type is gone: the Admins decide, as for a new submission.
    if (levels.length === 0 && !(await autoApproves(db, level.projectId))) {
      await kind.save(db, doc.id, { pendingLevelNo: ADMINS_LEVEL_NO }, caller.now)
      await mailApprovers(
        db,
        caller,
        kind,
        doc,
        await adminsLevel(db, level.organizationId, level.projectId, kind.type),
      )
      continue
    }
    await kind.save(
      db,
      doc.id,
      { status: 'approved', pendingLevelNo: null, approvedAt: caller.now },
      caller.now,
    )
    await recordStep(db, caller, { type: kind.type, id: doc.id }, 'auto_approved', null, reason)
  }
}

/** After `raised`'s threshold went up: what waits on it below the new threshold moves on. */
export const afterThresholdRaised = (db: Database, caller: WorkflowCaller, raised: LevelRecord) =>
  moveOn(
    db,
    caller,
    raised,
    raised.levelNo,
    `Level ${raised.levelNo} (${raised.name}) now starts above this amount`,
  )

/** After `removed` was archived and the later levels renumbered one down. */
export async function afterLevelRemoved(db: Database, caller: WorkflowCaller, removed: LevelRecord) {
  const kind = documentKind(removed.documentType as DocumentType)
  for (const doc of await waiting(db, kind, removed, gt(kind.columns.pendingLevelNo, removed.levelNo)))
    await kind.save(db, doc.id, { pendingLevelNo: doc.levelNo - 1 }, caller.now)
  // The removed level's number now belongs to the level after it: look from the one before.
  await moveOn(
    db,
    caller,
    removed,
    removed.levelNo - 1,
    `Level ${removed.levelNo} (${removed.name}) was removed`,
  )
}
