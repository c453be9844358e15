import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { approvalLevels, approvalSteps, deliveryChallans, purchaseOrders, users } from '../../db/schema'
import { DEMO, refusal, test } from '../../test/harness'
import { poBody, spendIds } from './purchase-fixtures'

/*
 * A Northwind Films Admin against Demo Studios' levels, purchase orders and challans: every
 * purchase route answers 404 (or an empty queue), and nothing changes.
 */

describe('purchase: tenant boundaries', () => {
  test('every route by id of another organisation: 404, nothing changes', async ({ h }) => {
    const ids = await spendIds(h.db)
    const [challan] = await h.db
      .select()
      .from(deliveryChallans)
      .where(eq(deliveryChallans.poId, ids.seededPo))
    const [po] = await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, ids.seededPo))
    const levelsBefore = await h.db
      .select()
      .from(approvalLevels)
      .where(eq(approvalLevels.projectId, ids.project))
    const token = await h.login(DEMO.northwindAdmin)
    const project = ids.project
    const calls: [string, string, unknown?][] = [
      ['GET', `/v2/purchase/levels/${project}`],
      [
        'POST',
        `/v2/purchase/levels/${project}`,
        { name: 'Mole', threshold: 0, approver_ids: [ids.people.manager] },
      ],
      ['PUT', `/v2/purchase/level/${ids.levels[0]}`, { name: 'Mole' }],
      ['DELETE', `/v2/purchase/level/${ids.levels[0]}`],
      ['GET', `/v2/purchase/approver/${project}`],
      ['GET', `/v2/purchase/projectUsers/${project}`],
      ['GET', `/v2/purchase/getMapList/${project}?isDashboard=1`],
      ['GET', `/v2/purchase/project/${project}`],
      ['POST', `/v2/purchase/project/${project}`, poBody(ids.vendor, [['2200-01', '1', 100]])],
      ['GET', `/v2/purchase/${ids.seededPo}`],
      ['PUT', `/v2/purchase/${ids.seededPo}`, { title: 'Mole', row_version: 1 }],
      ['POST', `/v2/purchase/${ids.seededPo}/submit`, {}],
      ['POST', `/v2/purchase/${ids.seededPo}/approve`, {}],
      ['POST', `/v2/purchase/${ids.seededPo}/reject`, { reason: 'Mole was here' }],
      ['POST', `/v2/purchase/${ids.seededPo}/cancel`, {}],
      [
        'POST',
        `/v2/purchase/${ids.seededPo}/challans`,
        {
          challan_no: 'X',
          received_on: '2026-11-22',
          receiver: 'Mole',
          lines: [{ po_line_id: 1, quantity: '1' }],
        },
      ],
      ['GET', `/v2/challan/${challan?.id}`],
      ['POST', `/v2/challan/${challan?.id}/verify`],
      ['POST', `/v2/challan/${challan?.id}/reject`, { reason: 'Mole was here' }],
      ['GET', `/v2/verification/pos?project_id=${project}`],
    ]
    for (const [method, path, body] of calls) {
      const answer = await h.call(method, path, { token, body })
      expect([method, path, answer.status]).toEqual([method, path, 404])
      expect(JSON.stringify(answer.body)).not.toMatch(/Monsoon|MD-01|Rohan/)
    }
    for (const path of ['/v2/verification/summary', '/v2/verification/pos', '/v2/verification/challans']) {
      const answer = await h.call('GET', path, { token })
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).not.toMatch(/Monsoon|MD-01/)
    }
    expect(await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, ids.seededPo))).toEqual([po])
    expect(await h.db.select().from(deliveryChallans).where(eq(deliveryChallans.poId, ids.seededPo))).toEqual(
      [challan],
    )
    expect(await h.db.select().from(approvalLevels).where(eq(approvalLevels.projectId, ids.project))).toEqual(
      levelsBefore,
    )
    expect(
      await h.db
        .select()
        .from(approvalSteps)
        .where(and(eq(approvalSteps.documentType, 'po'), eq(approvalSteps.documentId, ids.seededPo))),
    ).toHaveLength(3)
  })

  test('a Demo Studios level cannot take a Northwind user as approver', async ({ h }) => {
    const ids = await spendIds(h.db)
    const [stranger] = await h.db.select().from(users).where(eq(users.email, DEMO.northwindManager))
    const answer = await h.call('POST', `/v2/purchase/levels/${ids.project}`, {
      token: await h.login(DEMO.admin),
      body: { name: 'Borrowed', threshold: 0, approver_ids: [stranger?.id] },
    })
    expect(answer.status).toBe(400)
    // The other organisation's user is not even named.
    expect(refusal(answer).errors?.[0]).toMatchObject({
      path: 'approver_ids',
      message: `User ${stranger?.id} is not on this project's team`,
    })
  })
})
