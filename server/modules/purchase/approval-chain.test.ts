import { asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { purchaseOrdersApi } from '../../../contract/api/purchase'
import { approvalLevels, approvalSteps, projects, purchaseOrders } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test } from '../../test/harness'
import { poBody, setPoControl, spendIds } from './purchase-fixtures'

/*
 * The approval chain, one row per case: the project's PO levels (threshold in paise and approvers),
 * the organisation's budget control, who raises the PO and on what, then each action with the
 * answer expected and where the PO stands afterwards (status, pending level, steps so far).
 * Budget figures are the seeded demo budget's (version 2 of MD-01): 2200-01 has 1,21,60,000.00
 * budgeted; 2100-01 has 87,00,000.00 left after the seeded camera PO; 9999-99 has no budget.
 */

type Person = 'admin' | 'manager' | 'moderator' | 'user'
type Action = 'submit' | 'approve' | 'reject'
type Step = {
  by: Person
  action: Action
  override?: string
  /** The budget control set just before this action. */
  control?: Row['control']
  /** HTTP status, and the error code when refused. */
  answer: number | [number, string]
  status: string
  level: number | null
  steps: string[]
}
type Row = {
  name: string
  levels: [number, Person[]][]
  control: 'stop' | 'warn' | 'ignore'
  requester: Person
  lines: [string, number][]
  over?: string[]
  /** The project's auto-approval, for document types it has no levels for (off by default). */
  autoApprove?: boolean
  actions: Step[]
}

const SMALL: [string, number][] = [['2200-01', 5_000_000]]
const LARGE: [string, number][] = [['2200-01', 20_000_000]]
const OVER: [string, number][] = [
  ['2100-01', 100_000_000],
  ['2200-01', 1_000_000],
]
const DEFAULT_LEVELS: [number, Person[]][] = [
  [0, ['manager']],
  [10_000_000, ['admin']],
]
const ok = (by: Person, action: Action, status: string, level: number | null, steps: string[]): Step => ({
  by,
  action,
  answer: 200,
  status,
  level,
  steps,
})

const ROWS: Row[] = [
  {
    name: 'below the second threshold: one level',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'moderator',
    lines: SMALL,
    actions: [
      ok('moderator', 'submit', 'submitted', 1, ['submitted']),
      ok('manager', 'approve', 'approved', null, ['submitted', 'approved:1']),
    ],
  },
  {
    name: 'reaching the second threshold: two levels in order',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'moderator',
    lines: LARGE,
    actions: [
      ok('moderator', 'submit', 'submitted', 1, ['submitted']),
      { ...ok('admin', 'approve', 'submitted', 1, ['submitted']), answer: [403, 'notApprover'] },
      ok('manager', 'approve', 'submitted', 2, ['submitted', 'approved:1']),
      ok('admin', 'approve', 'approved', null, ['submitted', 'approved:1', 'approved:2']),
    ],
  },
  {
    name: 'a threshold exactly reached counts',
    levels: [
      [0, ['manager']],
      [20_000_000, ['admin']],
    ],
    control: 'warn',
    requester: 'user',
    lines: LARGE,
    actions: [
      ok('user', 'submit', 'submitted', 1, ['submitted']),
      ok('manager', 'approve', 'submitted', 2, ['submitted', 'approved:1']),
    ],
  },
  {
    name: 'a first level above the amount is skipped',
    levels: [
      [30_000_000, ['manager']],
      [0, ['admin']],
    ],
    control: 'warn',
    requester: 'moderator',
    lines: LARGE,
    actions: [
      ok('moderator', 'submit', 'submitted', 2, ['submitted']),
      ok('admin', 'approve', 'approved', null, ['submitted', 'approved:2']),
    ],
  },
  {
    name: 'no levels: the Admins decide (level 0), not the Admin Manager and never the requester',
    levels: [],
    control: 'warn',
    requester: 'moderator',
    lines: SMALL,
    actions: [
      ok('moderator', 'submit', 'submitted', 0, ['submitted']),
      { ...ok('manager', 'approve', 'submitted', 0, ['submitted']), answer: [403, 'notApprover'] },
      ok('admin', 'approve', 'approved', null, ['submitted', 'approved:0']),
    ],
  },
  {
    name: 'no levels and the only Admin raised it: nothing is submitted',
    levels: [],
    control: 'warn',
    requester: 'admin',
    lines: SMALL,
    actions: [{ ...ok('admin', 'submit', 'draft', null, []), answer: [409, 'noApprover'] }],
  },
  {
    name: 'no levels and auto-approval on: approved at once',
    levels: [],
    autoApprove: true,
    control: 'warn',
    requester: 'moderator',
    lines: SMALL,
    actions: [ok('moderator', 'submit', 'approved', null, ['submitted', 'auto_approved'])],
  },
  {
    name: 'no level reached: approved at once',
    levels: [[30_000_000, ['manager']]],
    control: 'warn',
    requester: 'moderator',
    lines: SMALL,
    actions: [ok('moderator', 'submit', 'approved', null, ['submitted', 'auto_approved'])],
  },
  {
    name: 'self-approval: the only approver is the requester, so nothing is submitted',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'manager',
    lines: SMALL,
    actions: [{ ...ok('manager', 'submit', 'draft', null, []), answer: [409, 'noApprover'] }],
  },
  {
    name: 'self-approval: a requester who also approves the level waits for the other approver',
    levels: [[0, ['manager', 'admin']]],
    control: 'warn',
    requester: 'manager',
    lines: SMALL,
    actions: [
      ok('manager', 'submit', 'submitted', 1, ['submitted']),
      { ...ok('manager', 'approve', 'submitted', 1, ['submitted']), answer: [403, 'ownDocument'] },
      ok('admin', 'approve', 'approved', null, ['submitted', 'approved:1']),
    ],
  },
  {
    name: 'rejected at level 1, then resubmitted',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'moderator',
    lines: SMALL,
    actions: [
      ok('moderator', 'submit', 'submitted', 1, ['submitted']),
      ok('manager', 'reject', 'rejected', null, ['submitted', 'rejected:1']),
      ok('moderator', 'submit', 'submitted', 1, ['submitted', 'rejected:1', 'submitted']),
    ],
  },
  {
    name: 'rejected at level 2: the resubmission starts again at level 1',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'user',
    lines: LARGE,
    actions: [
      ok('user', 'submit', 'submitted', 1, ['submitted']),
      ok('manager', 'approve', 'submitted', 2, ['submitted', 'approved:1']),
      { ...ok('user', 'reject', 'submitted', 2, ['submitted', 'approved:1']), answer: [403, 'ownDocument'] },
      ok('admin', 'reject', 'rejected', null, ['submitted', 'approved:1', 'rejected:2']),
      ok('user', 'submit', 'submitted', 1, ['submitted', 'approved:1', 'rejected:2', 'submitted']),
    ],
  },
  {
    name: 'Warn: over budget passes, the over codes are kept',
    levels: DEFAULT_LEVELS,
    control: 'warn',
    requester: 'moderator',
    lines: OVER,
    over: ['2100-01'],
    actions: [ok('moderator', 'submit', 'submitted', 1, ['submitted'])],
  },
  {
    name: 'Ignore: over budget passes unchecked',
    levels: DEFAULT_LEVELS,
    control: 'ignore',
    requester: 'moderator',
    lines: OVER,
    over: [],
    actions: [ok('moderator', 'submit', 'submitted', 1, ['submitted'])],
  },
  {
    name: 'Stop: over budget is refused and nothing changes',
    levels: DEFAULT_LEVELS,
    control: 'stop',
    requester: 'moderator',
    lines: OVER,
    actions: [{ ...ok('moderator', 'submit', 'draft', null, []), answer: [409, 'overBudget'] }],
  },
  {
    name: 'Stop: only an Admin may override',
    levels: DEFAULT_LEVELS,
    control: 'stop',
    requester: 'moderator',
    lines: OVER,
    actions: [
      {
        ...ok('moderator', 'submit', 'draft', null, []),
        override: 'Producer agreed',
        answer: [403, 'overrideAdminsOnly'],
      },
    ],
  },
  {
    name: 'Stop: an Admin overrides with a reason; the next approver is stopped again',
    levels: [[0, ['manager']]],
    control: 'stop',
    requester: 'admin',
    lines: OVER,
    over: ['2100-01'],
    actions: [
      { ...ok('admin', 'submit', 'submitted', 1, ['submitted', 'override']), override: 'Producer agreed' },
      { ...ok('manager', 'approve', 'submitted', 1, ['submitted', 'override']), answer: [409, 'overBudget'] },
    ],
  },
  {
    name: 'Stop set after the submission: an Admin approver overrides at their level',
    levels: [[0, ['admin']]],
    control: 'warn',
    requester: 'moderator',
    lines: OVER,
    over: ['2100-01'],
    actions: [
      ok('moderator', 'submit', 'submitted', 1, ['submitted']),
      {
        ...ok('admin', 'approve', 'submitted', 1, ['submitted']),
        control: 'stop',
        answer: [409, 'overBudget'],
      },
      {
        ...ok('admin', 'approve', 'approved', null, ['submitted', 'approved:1', 'override:1']),
        override: 'Rain unit moved here',
      },
    ],
  },
  {
    name: 'Stop: within budget passes',
    levels: DEFAULT_LEVELS,
    control: 'stop',
    requester: 'moderator',
    lines: LARGE,
    over: [],
    actions: [
      ok('moderator', 'submit', 'submitted', 1, ['submitted']),
      ok('manager', 'approve', 'submitted', 2, ['submitted', 'approved:1']),
      ok('admin', 'approve', 'approved', null, ['submitted', 'approved:1', 'approved:2']),
    ],
  },
]

const LOGINS: Record<Person, string> = {
  admin: DEMO.admin,
  manager: DEMO.manager,
  moderator: DEMO.moderator,
  user: DEMO.user,
}

describe('approval chain', () => {
  // test.for is test.each that also hands the row its fixtures (the harness).
  test.for(ROWS.map((row) => [row.name, row] as const))('%s', async ([, row], { h }) => {
    const ids = await spendIds(h.db)
    await h.db
      .update(approvalLevels)
      .set({ archivedAt: new Date() })
      .where(eq(approvalLevels.projectId, ids.project))
    for (const [index, [threshold, approvers]] of row.levels.entries())
      await h.db.insert(approvalLevels).values({
        organizationId: DEMO_STUDIOS,
        projectId: ids.project,
        documentType: 'po',
        levelNo: index + 1,
        name: `Level ${index + 1}`,
        threshold,
        approverIds: approvers.map((person) => ids.people[person]),
      })
    await setPoControl(h.db, row.control)
    await h.db
      .update(projects)
      .set({ autoApprove: row.autoApprove ?? false })
      .where(eq(projects.id, ids.project))
    const tokens = Object.fromEntries(
      await Promise.all(
        (Object.keys(LOGINS) as Person[]).map(async (person) => [person, await h.login(LOGINS[person])]),
      ),
    ) as Record<Person, string>
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: tokens[row.requester],
      body: poBody(
        ids.vendor,
        row.lines.map(([code, rate]) => [code, '1', rate]),
      ),
    })
    expect(created.status).toBe(200)
    const poId = okBody(purchaseOrdersApi.create, created).data.po_id
    for (const [index, step] of row.actions.entries()) {
      if (step.control) await setPoControl(h.db, step.control)
      const body =
        step.action === 'reject'
          ? { reason: 'Not this week' }
          : step.override
            ? { override_reason: step.override }
            : {}
      const answer = await h.call('POST', `/v2/purchase/${poId}/${step.action}`, {
        token: tokens[step.by],
        body,
      })
      const where = `action ${index + 1} (${step.by} ${step.action})`
      const [status, code] = Array.isArray(step.answer) ? step.answer : [step.answer]
      // A refusal's code; an accepted step's answer carries none.
      const answered = answer.status >= 400 ? refusal(answer).code : undefined
      expect([answer.status, answered], where).toEqual([status, code])
      const [po] = await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId))
      expect([po?.status, po?.pendingLevelNo], where).toEqual([step.status, step.level])
      const steps = await h.db
        .select()
        .from(approvalSteps)
        .where(eq(approvalSteps.documentId, poId))
        .orderBy(asc(approvalSteps.id))
      expect(
        steps
          .filter((s) => s.documentType === 'po')
          .map((s) => (s.levelNo === null ? s.action : `${s.action}:${s.levelNo}`)),
        where,
      ).toEqual(step.steps)
    }
    if (row.over) {
      const [po] = await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId))
      expect((po?.budgetCheck as { over_codes: string[] } | undefined)?.over_codes).toEqual(row.over)
    }
  })
})
