import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { expensesApi } from '../../../contract/api/expenses'
import { approvalLevelsApi, purchaseOrdersApi, verificationApi } from '../../../contract/api/purchase'
import type { DocumentType } from '../../../contract/spend/common'
import { WAITING_DOCUMENT_TYPES } from '../../../contract/spend/purchase-orders'
import { approvalLevels, approvalSteps, auditLog, outbox } from '../../db/schema'
import { DEMO, okBody, refusal, seededOnce, test, workerDatabase } from '../../test/harness'
import { DOCUMENT_TYPES, type Person, setControl, workflowSetup } from './workflow-fixtures'

/*
 * The workflow's rules, one row per case, run for every approvable document type
 * (workflow-fixtures.ts): the same situation answers the same HTTP status and code on each. The
 * Admin raises the document, the Admin Manager approves its only level, the Moderator may change
 * it (holds the permission) but approves nothing. 2200-01 has 1,21,60,000.00 budgeted in the
 * demo; OVER takes it past that, and the control is Stop when the action runs on an OVER one.
 */

// The worker's database is migrated and seeded before the first test's clock starts (slow on a busy machine).
beforeAll(async () => {
  await workerDatabase()
})

type Action = 'submit' | 'approve' | 'reject' | 'cancel'

/** The contract's endpoints of each document type the fixtures raise: its read and its steps. */
const ENDPOINTS = {
  po: { get: purchaseOrdersApi.get, ...pick(purchaseOrdersApi) },
  expense: { get: expensesApi.get, ...pick(expensesApi) },
  cn: { get: creditNotesApi.get, ...pick(creditNotesApi) },
  advance: { get: advancesApi.get, ...pick(advancesApi) },
}
function pick<A extends Record<Action, unknown>>(api: A): Pick<A, Action> {
  return { submit: api.submit, approve: api.approve, reject: api.reject, cancel: api.cancel }
}
function endpointsOf(type: DocumentType) {
  const isFixtureType = (key: string): key is keyof typeof ENDPOINTS => key in ENDPOINTS
  if (!isFixtureType(type)) throw new Error(`No endpoints for ${type}: add them to ENDPOINTS`)
  return ENDPOINTS[type]
}

type Case = {
  name: string
  /** Where the document stands before the action (submitted and cancelled by the Admin). */
  from: 'draft' | 'submitted' | 'cancelled'
  amount: number
  by: Person
  action: Action
  body?: Record<string, unknown>
  /** HTTP status, and the error code when refused. */
  answer: [number, string?]
  /** Its status afterwards, and its trail (action:level). */
  status: string
  steps: string[]
}

const CODE = '2200-01'
const WITHIN = 5_000_000
const OVER = 2_000_000_000
const REASON = 'Not this week'
const OVERRIDE = 'Producer agreed'

const CASES: Case[] = [
  {
    name: 'a non-approver who may change it approves an over-budget one: notApprover, no figure',
    from: 'submitted',
    amount: OVER,
    by: 'moderator',
    action: 'approve',
    answer: [403, 'notApprover'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'a non-approver sends an override reason: still notApprover, no figure',
    from: 'submitted',
    amount: OVER,
    by: 'moderator',
    action: 'approve',
    body: { override_reason: OVERRIDE },
    answer: [403, 'notApprover'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'a non-approver rejects: notApprover',
    from: 'submitted',
    amount: OVER,
    by: 'moderator',
    action: 'reject',
    body: { reason: REASON },
    answer: [403, 'notApprover'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'its requester approves it: ownDocument, no figure',
    from: 'submitted',
    amount: OVER,
    by: 'admin',
    action: 'approve',
    answer: [403, 'ownDocument'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'the approver, over budget under Stop: overBudget, with the figures',
    from: 'submitted',
    amount: OVER,
    by: 'manager',
    action: 'approve',
    answer: [409, 'overBudget'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'the approver (not an Admin) sends an override reason: overrideAdminsOnly',
    from: 'submitted',
    amount: OVER,
    by: 'manager',
    action: 'approve',
    body: { override_reason: OVERRIDE },
    answer: [403, 'overrideAdminsOnly'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'approving a draft: notSubmitted',
    from: 'draft',
    amount: WITHIN,
    by: 'manager',
    action: 'approve',
    answer: [409, 'notSubmitted'],
    status: 'draft',
    steps: [],
  },
  {
    name: 'rejecting a draft: notSubmitted',
    from: 'draft',
    amount: WITHIN,
    by: 'manager',
    action: 'reject',
    body: { reason: REASON },
    answer: [409, 'notSubmitted'],
    status: 'draft',
    steps: [],
  },
  {
    name: 'approving a cancelled one: notSubmitted',
    from: 'cancelled',
    amount: WITHIN,
    by: 'manager',
    action: 'approve',
    answer: [409, 'notSubmitted'],
    status: 'cancelled',
    steps: ['cancelled'],
  },
  {
    name: 'a stale row_version: stale',
    from: 'submitted',
    amount: WITHIN,
    by: 'manager',
    action: 'approve',
    body: { row_version: 99 },
    answer: [409, 'stale'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'submitting it again: notEditable',
    from: 'submitted',
    amount: WITHIN,
    by: 'admin',
    action: 'submit',
    answer: [409, 'notEditable'],
    status: 'submitted',
    steps: ['submitted'],
  },
  {
    name: 'cancelling it again: notCancellable',
    from: 'cancelled',
    amount: WITHIN,
    by: 'admin',
    action: 'cancel',
    answer: [409, 'notCancellable'],
    status: 'cancelled',
    steps: ['cancelled'],
  },
  {
    name: 'the approver approves: approved',
    from: 'submitted',
    amount: WITHIN,
    by: 'manager',
    action: 'approve',
    answer: [200],
    status: 'approved',
    steps: ['submitted', 'approved:1'],
  },
  {
    name: 'the approver rejects with a reason: rejected',
    from: 'submitted',
    amount: WITHIN,
    by: 'manager',
    action: 'reject',
    body: { reason: REASON },
    answer: [200],
    status: 'rejected',
    steps: ['submitted', 'rejected:1'],
  },
  {
    name: 'a submitted one is cancelled: cancelled, at the level it waited on',
    from: 'submitted',
    amount: WITHIN,
    by: 'admin',
    action: 'cancel',
    answer: [200],
    status: 'cancelled',
    steps: ['submitted', 'cancelled:1'],
  },
]

/** Budget figures as messages write them: a code, an amount with decimals or grouping, a currency. */
const FIGURE = new RegExp(`${CODE}|INR|\\d,\\d|\\d\\.\\d\\d`)

// A type that only lowers its codes (a credit note) never goes over budget: the Stop case is not its.
const rows = DOCUMENT_TYPES.flatMap((kind) =>
  CASES.filter((row) => !(kind.lowersBudget && row.answer[1] === 'overBudget')).map(
    (row) => [`${kind.type}: ${row.name}`, kind, row] as const,
  ),
)

// The levels of every type and the three sign-ins are made once for the file (they were made for
// each of the 80-odd cases); what a case changes (controls, levels, documents) is rolled back
// with its savepoint.
const setup = seededOnce((h) =>
  workflowSetup(
    h,
    DOCUMENT_TYPES.map((kind) => kind.type),
  ),
)

describe('the document workflow, per document type', () => {
  test.for(rows)('%s', async ([, kind, row], { h }) => {
    const { ids, tokens } = setup()
    await setControl(h, kind.type, 'warn')
    const id = await kind.draft(h, tokens.admin, ids, CODE, row.amount)
    const act = (by: Person, action: Action, body: Record<string, unknown> = {}) =>
      h.call('POST', `${kind.base}/${id}/${action}`, { token: tokens[by], body })
    if (row.from !== 'draft') {
      const setUp = await act('admin', row.from === 'submitted' ? 'submit' : 'cancel')
      expect(setUp.status, JSON.stringify(setUp.body)).toBe(200)
    }
    if (row.amount === OVER) await setControl(h, kind.type, 'stop')
    const answer = await act(row.by, row.action, row.body)
    const endpoints = endpointsOf(kind.type)
    // A step done answers the document (its shape checked); a refusal, the error envelope.
    if (answer.status === 200) okBody(endpoints[row.action], answer)
    const refused = answer.status === 200 ? undefined : refusal(answer)
    expect([answer.status, refused?.code]).toEqual(row.answer.length === 1 ? [200, undefined] : row.answer)
    if (answer.status === 403) {
      expect(refused?.message).not.toMatch(FIGURE)
      expect(refused?.params).toBeUndefined()
    }
    if (row.answer[1] === 'overBudget') expect(refused?.message).toContain(CODE)
    const read = okBody(
      endpoints.get,
      await h.call('GET', `${kind.base}/${id}`, { token: tokens.admin }),
    ).data
    expect(kind.idOf(read)).toBe(id)
    expect(read.status).toBe(row.status)
    if (row.status === 'rejected') expect(read.rejection_reason).toBe(REASON)
    const steps = await h.db
      .select({ action: approvalSteps.action, levelNo: approvalSteps.levelNo })
      .from(approvalSteps)
      .where(and(eq(approvalSteps.documentType, kind.type), eq(approvalSteps.documentId, id)))
      .orderBy(asc(approvalSteps.id))
    expect(
      steps.map((step) => (step.levelNo === null ? step.action : `${step.action}:${step.levelNo}`)),
    ).toEqual(row.steps)
    const audited = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, kind.type), eq(auditLog.entityId, String(id))))
    for (const step of row.steps)
      expect(audited.map((entry) => entry.action)).toContain(`${kind.type}.${step.split(':')[0]}`)
  })
})

describe('comments and the Admins level, per document type', () => {
  test.for(DOCUMENT_TYPES.map((kind) => [kind.type, kind] as const))(
    '%s: an approver’s comment is kept in the trail; an overlong one is refused',
    async ([, kind], { h }) => {
      const { ids, tokens } = setup()
      await setControl(h, kind.type, 'warn')
      const id = await kind.draft(h, tokens.admin, ids, CODE, WITHIN)
      const act = (by: Person, action: Action, body: Record<string, unknown> = {}) =>
        h.call('POST', `${kind.base}/${id}/${action}`, { token: tokens[by], body })
      // The approver's Verification count (the sidebar's badge) takes it in, and lets it go once decided.
      const waitingOn = async (by: Person): Promise<number> => {
        const summary = okBody(
          verificationApi.summary,
          await h.call('GET', '/v2/verification/summary', { token: tokens[by] }),
        ).data
        if (kind.type === 'po') return summary.pos_waiting
        const type = WAITING_DOCUMENT_TYPES.find((waiting) => waiting === kind.type)
        if (!type) throw new Error(`${kind.type} is not counted among the documents waiting`)
        return summary.documents_waiting[type]
      }
      const [approverBefore, requesterBefore] = [await waitingOn('manager'), await waitingOn('admin')]
      expect((await act('admin', 'submit', { comment: '  For the night shoot  ' })).status).toBe(200)
      expect([await waitingOn('manager'), await waitingOn('admin')]).toEqual([
        approverBefore + 1,
        requesterBefore,
      ])
      // The level's approver hears of it by mail, with the link that opens it; the requester does not.
      const mails = await h.db.select().from(outbox).where(eq(outbox.kind, 'approval-waiting'))
      expect(mails.map((mail) => mail.toEmail)).toEqual([DEMO.manager])
      expect(mails[0]?.subject).toMatch(/^Waiting on your approval: /)
      expect(mails[0]?.body).toContain('at level 1 (Line producer)')
      expect(mails[0]?.body).toMatch(new RegExp(`https://greenlight\\.test/\\S*${id}`))
      const long = await act('manager', 'approve', { comment: 'x'.repeat(501) })
      expect(long.status).toBe(400)
      expect(refusal(long).errors?.[0]?.path).toBe('comment')
      expect((await act('manager', 'approve', { comment: 'Checked against the quote' })).status).toBe(200)
      expect(await waitingOn('manager')).toBe(approverBefore)
      const read = await h.call('GET', `${kind.base}/${id}`, { token: tokens.admin })
      const trail = okBody(endpointsOf(kind.type).get, read).data.approvals.map((step) => [
        step.action,
        step.reason,
      ])
      expect(trail).toEqual([
        ['submitted', 'For the night shoot'],
        ['approved', 'Checked against the quote'],
      ])
    },
  )

  test.for(DOCUMENT_TYPES.map((kind) => [kind.type, kind] as const))(
    '%s: without levels it waits on the Admins, who see it in their queue; auto-approval lets it through',
    async ([, kind], { h }) => {
      const { ids, tokens } = setup()
      await setControl(h, kind.type, 'warn')
      await h.db
        .update(approvalLevels)
        .set({ archivedAt: new Date() })
        .where(and(eq(approvalLevels.projectId, ids.project), eq(approvalLevels.documentType, kind.type)))
      const id = await kind.draft(h, tokens.manager, ids, CODE, WITHIN)
      expect(
        (await h.call('POST', `${kind.base}/${id}/submit`, { token: tokens.manager, body: {} })).status,
      ).toBe(200)
      const waiting = await h.call('GET', `${kind.base}/${id}`, { token: tokens.admin })
      const waited = okBody(endpointsOf(kind.type).get, waiting).data
      expect(waited).toMatchObject({ status: 'submitted', can_approve: true })
      expect(waited.pending_level).toMatchObject({ level_id: null, level_no: 0, name: 'Admins' })
      expect(waited.pending_level?.approver_ids).toContain(ids.people.admin)
      if (kind.type === 'po') {
        const queue = await h.call('GET', '/v2/verification/pos', { token: tokens.admin })
        expect(okBody(verificationApi.pos, queue).data.map((po) => po.po_id)).toContain(id)
        const theirs = await h.call('GET', '/v2/verification/pos', { token: tokens.manager })
        expect(okBody(verificationApi.pos, theirs).data.map((po) => po.po_id)).not.toContain(id)
      }
      // The Admin Manager who submitted it may not approve it; the Admin does.
      const own = await h.call('POST', `${kind.base}/${id}/approve`, { token: tokens.manager, body: {} })
      expect(own.status).toBe(403)
      expect(
        (await h.call('POST', `${kind.base}/${id}/approve`, { token: tokens.admin, body: {} })).status,
      ).toBe(200)

      // Auto-approval is the Admin's to give: the Admin Manager is refused.
      const path = `/v2/purchase/auto-approval/${ids.project}`
      const refused = await h.call('PUT', path, { token: tokens.manager, body: { auto_approve: true } })
      expect([refused.status, refusal(refused).code]).toEqual([403, 'autoApprovalAdmins'])
      const on = await h.call('PUT', path, { token: tokens.admin, body: { auto_approve: true } })
      expect(okBody(approvalLevelsApi.setAutoApproval, on).data).toEqual({
        project_id: ids.project,
        auto_approve: true,
      })
      const next = await kind.draft(h, tokens.manager, ids, CODE, WITHIN + 1)
      const submitted = await h.call('POST', `${kind.base}/${next}/submit`, {
        token: tokens.manager,
        body: {},
      })
      expect(okBody(endpointsOf(kind.type).submit, submitted).data.status).toBe('approved')
    },
  )
})
