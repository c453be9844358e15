import { and, asc, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { documentWorkflows } from '../../../contract/api/index'
import { envelopesApi, floatsApi } from '../../../contract/api/petty-cash'
import { approvalLevelsApi, verificationApi } from '../../../contract/api/purchase'
import { approvalLevels, approvalSteps } from '../../db/schema'
import { DEMO_STUDIOS, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { bill, pettyCashSetup } from '../petty-cash/petty-cash-fixtures'
import { DOCUMENT_TYPES, workflowSetup } from './workflow-fixtures'

/*
 * Nobody moves money alone (hands.ts): a document's submitter, its auditor and the approver of an
 * earlier level never decide it; the holder and whoever asked for a float never disburse it.
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('one person takes at most one level of a document', () => {
  test.for(DOCUMENT_TYPES.map((kind) => [kind.type, kind] as const))(
    '%s: the level-1 approver is refused at level 2, sees no approve button and no queue entry',
    async ([, kind], { h }) => {
      const { ids, tokens } = await workflowSetup(h, kind.type)
      // Level 2 names the same Admin Manager as level 1.
      await h.db.insert(approvalLevels).values({
        organizationId: DEMO_STUDIOS,
        projectId: ids.project,
        documentType: kind.type,
        levelNo: 2,
        name: 'Producer',
        threshold: 0,
        approverIds: [ids.people.manager],
      })
      const id = await kind.draft(h, tokens.admin, ids, '2400-01', 10_000)
      const api = documentWorkflows()[kind.type]
      const act = (action: 'submit' | 'approve', token: string) =>
        h.call('POST', `${kind.base}/${id}/${action}`, { token, body: {} })
      okBody(api.submit, await act('submit', tokens.admin))
      okBody(api.approve, await act('approve', tokens.manager))
      const again = await act('approve', tokens.manager)
      expect([again.status, refusal(again).code]).toEqual([403, 'alreadyActed'])
      const read = await h.call('GET', `${kind.base}/${id}`, { token: tokens.manager })
      expect((read.body as { data: { can_approve: boolean } }).data.can_approve).toBe(false)
      const queue = okBody(
        verificationApi.summary,
        await h.call('GET', '/v2/verification/summary', { token: tokens.manager }),
      ).data
      const waiting =
        kind.type === 'po'
          ? queue.pos_waiting
          : queue.documents_waiting[kind.type as 'expense' | 'cn' | 'advance']
      expect(waiting).toBe(0)
    },
  )
})

describe('petty cash', () => {
  test('whoever submits a float for the holder does not approve it, nor does the holder disburse it', async ({
    h,
  }) => {
    const { tokens, holderId, cashMode } = await pettyCashSetup(h)
    // Accounts (the Admin) ask for a float on the holder's behalf: no float levels, so the Admins decide.
    const id = okBody(
      floatsApi.create,
      await h.call('POST', '/v2/pettycash/floats', {
        token: tokens.admin,
        body: { holder_id: holderId, kind: 'float', amount: 100_000, purpose: 'Unit move' },
      }),
    ).data.float_id
    const act = (action: string, token: string, body: object = {}) =>
      h.call('POST', `/v2/pettycash/floats/${id}/${action}`, { token, body })
    const submitted = await act('submit', tokens.admin)
    // The only Admin submitted it: nobody else could approve it, so submitting is refused at once.
    expect([submitted.status, refusal(submitted).code]).toEqual([409, 'noApprover'])
    // The holder submits it instead; the Admin approves; the Admin Manager (accounts) disburses.
    okBody(floatsApi.submit, await act('submit', tokens.user))
    okBody(floatsApi.approve, await act('approve', tokens.admin))
    const detail = okBody(
      floatsApi.get,
      await h.call('GET', `/v2/pettycash/floats/${id}`, { token: tokens.manager }),
    ).data
    expect(detail.can_disburse).toBe(true)
    const payment = { paid_on: '2026-11-20', payment_mode_id: cashMode }
    okBody(floatsApi.disburse, await act('disburse', tokens.manager, payment))
  })

  test('the holder’s submitted float is not disbursed by the accounts person who submitted it', async ({
    h,
  }) => {
    const { tokens, approvedFloat, cashMode } = await pettyCashSetup(h)
    // The Admin Manager (accounts) asks for and submits it; the Admin approves.
    const id = await approvedFloat(100_000, 'float', tokens.manager)
    const payment = { paid_on: '2026-11-20', payment_mode_id: cashMode }
    const own = await h.call('POST', `/v2/pettycash/floats/${id}/disburse`, {
      token: tokens.manager,
      body: payment,
    })
    expect([own.status, refusal(own).code]).toEqual([403, 'alreadyActed'])
    const detail = okBody(
      floatsApi.get,
      await h.call('GET', `/v2/pettycash/floats/${id}`, { token: tokens.manager }),
    ).data
    expect(detail.can_disburse).toBe(false)
  })

  test('the envelope’s auditor does not approve it', async ({ h }) => {
    const { tokens, approvedFloat, disburse } = await pettyCashSetup(h)
    const float = await approvedFloat(500_000)
    okBody(floatsApi.disburse, await disburse(float))
    const id = okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: { float_id: float, lines: [bill(100_000)] },
      }),
    ).data.envelope_id
    const act = (action: string, token: string) =>
      h.call('POST', `/v2/pettycash/envelopes/${id}/${action}`, { token, body: {} })
    okBody(envelopesApi.submit, await act('submit', tokens.user))
    okBody(envelopesApi.audit, await act('audit', tokens.admin))
    const own = await act('approve', tokens.admin)
    expect([own.status, refusal(own).code]).toEqual([403, 'alreadyActed'])
    const detail = okBody(
      envelopesApi.get,
      await h.call('GET', `/v2/pettycash/envelopes/${id}`, { token: tokens.admin }),
    ).data
    expect(detail.can_approve).toBe(false)
  })
})

describe('separation of duties waived for a project (one accountant)', () => {
  test('only an Admin waives it; then one person approves two levels and the trail gives the reason', async ({
    h,
  }) => {
    const kind = DOCUMENT_TYPES.find((fixture) => fixture.type === 'expense')
    if (!kind) throw new Error('the expense fixture')
    const { ids, tokens } = await workflowSetup(h, 'expense')
    await h.db.insert(approvalLevels).values({
      organizationId: DEMO_STUDIOS,
      projectId: ids.project,
      documentType: 'expense',
      levelNo: 2,
      name: 'Producer',
      threshold: 0,
      approverIds: [ids.people.manager],
    })
    const path = `/v2/purchase/duty-exception/${ids.project}`
    const reason = 'One accountant on this shoot until the second joins'
    const byManager = await h.call('PUT', path, { token: tokens.manager, body: { reason } })
    expect([byManager.status, refusal(byManager).code]).toEqual([403, 'dutyExceptionAdmins'])
    const waived = okBody(
      approvalLevelsApi.setDutyException,
      await h.call('PUT', path, { token: tokens.admin, body: { reason } }),
    ).data
    expect(waived).toMatchObject({ reason, granted_by_name: 'Asha Menon' })
    const id = await kind.draft(h, tokens.admin, ids, '2400-01', 10_000)
    const act = (action: 'submit' | 'approve') =>
      h.call('POST', `${kind.base}/${id}/${action}`, {
        token: action === 'submit' ? tokens.admin : tokens.manager,
        body: {},
      })
    okBody(documentWorkflows().expense.submit, await act('submit'))
    okBody(documentWorkflows().expense.approve, await act('approve'))
    okBody(documentWorkflows().expense.approve, await act('approve'))
    const steps = await h.db
      .select({ action: approvalSteps.action, level: approvalSteps.levelNo, reason: approvalSteps.reason })
      .from(approvalSteps)
      .where(and(eq(approvalSteps.documentType, 'expense'), eq(approvalSteps.documentId, id)))
      .orderBy(asc(approvalSteps.id))
    expect(steps.map((step) => [step.action, step.level])).toEqual([
      ['submitted', null],
      ['approved', 1],
      ['approved', 2],
      ['exception', 2],
    ])
    expect(steps.at(-1)?.reason).toBe(reason)
    // Restored: the next document's second level needs someone else again.
    okBody(
      approvalLevelsApi.setDutyException,
      await h.call('PUT', path, { token: tokens.admin, body: { reason: null } }),
    )
    const next = await kind.draft(h, tokens.admin, ids, '2400-01', 20_000)
    const step = (action: 'submit' | 'approve', token: string) =>
      h.call('POST', `${kind.base}/${next}/${action}`, { token, body: {} })
    okBody(documentWorkflows().expense.submit, await step('submit', tokens.admin))
    okBody(documentWorkflows().expense.approve, await step('approve', tokens.manager))
    expect(refusal(await step('approve', tokens.manager)).code).toBe('alreadyActed')
  })

  test('whoever asked for a float disburses it only where it is waived, and the trail says so', async ({
    h,
  }) => {
    const { ids, tokens, approvedFloat, cashMode } = await pettyCashSetup(h)
    const id = await approvedFloat(100_000, 'float', tokens.manager)
    const reason = 'The Line Producer is the only accountant on location'
    okBody(
      approvalLevelsApi.setDutyException,
      await h.call('PUT', `/v2/purchase/duty-exception/${ids.project}`, {
        token: tokens.admin,
        body: { reason },
      }),
    )
    okBody(
      floatsApi.disburse,
      await h.call('POST', `/v2/pettycash/floats/${id}/disburse`, {
        token: tokens.manager,
        body: { paid_on: '2026-11-20', payment_mode_id: cashMode },
      }),
    )
    const [last] = await h.db
      .select({ action: approvalSteps.action, reason: approvalSteps.reason })
      .from(approvalSteps)
      .where(and(eq(approvalSteps.documentType, 'float'), eq(approvalSteps.documentId, id)))
      .orderBy(desc(approvalSteps.id))
      .limit(1)
    expect(last).toEqual({ action: 'exception', reason })
  })
})
