import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { floatsApi } from '../../../contract/api/petty-cash'
import type { DatabaseHandle } from '../../db/client'
import { pettyCashFloats } from '../../db/schema'
import { type Harness, harnessOn, okBody, onPostgres, openPostgresTestDatabase } from '../../test/harness'
import { pettyCashSetup } from './petty-cash-fixtures'

/*
 * The float limit under a race (PostgreSQL, a connection per request, as several server processes
 * on one database): 20 top-ups of ₹10,000 submitted at once for a holder with ₹10,000 out of a
 * ₹50,000 limit. Exactly four fit; the rest are refused 409, none a 5xx, and what is paid out
 * never passes the limit.
 */
describe.runIf(onPostgres)('the float limit, 20 top-ups at once on PostgreSQL', () => {
  let database: DatabaseHandle
  let h: Harness
  beforeAll(async () => {
    database = await openPostgresTestDatabase('float_limit', 22)
    h = harnessOn(database.db)
  }, 120_000)
  afterAll(() => database?.close())

  test('four of twenty fit, and the four paid out at once stay within the limit', async () => {
    const { tokens, holderId, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    okBody(floatsApi.disburse, await disburse(await approvedFloat(1_000_000)))
    const drafts: number[] = []
    for (let index = 0; index < 20; index++)
      drafts.push(
        okBody(
          floatsApi.create,
          await h.call('POST', '/v2/pettycash/floats', {
            token: tokens.user,
            body: { holder_id: holderId, kind: 'top_up', amount: 1_000_000, purpose: `Race ${index}` },
          }),
        ).data.float_id,
      )
    const submitted = await Promise.all(
      drafts.map((id) =>
        h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} }),
      ),
    )
    const statuses = submitted.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(16).fill(409)])
    const fitted = drafts.filter((_, index) => submitted[index]?.status === 200)
    for (const id of fitted)
      okBody(
        floatsApi.approve,
        await h.call('POST', `/v2/pettycash/floats/${id}/approve`, { token: tokens.admin, body: {} }),
      )
    const paid = await Promise.all(fitted.map((id) => disburse(id)))
    expect(paid.map((answer) => answer.status)).toEqual(Array(4).fill(200))
    expect(await holderNow()).toMatchObject({ outstanding: 5_000_000, over_limit: false })
    const stillDraft = await database.db
      .select({ id: pettyCashFloats.id })
      .from(pettyCashFloats)
      .where(eq(pettyCashFloats.status, 'draft'))
    expect(stillDraft.length).toBeGreaterThanOrEqual(16)
  })
})
