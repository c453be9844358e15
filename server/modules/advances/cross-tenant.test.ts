import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { vendorAdvances } from '../../db/schema'
import { DEMO, NORTHWIND, okBody, test, workerDatabase } from '../../test/harness'
import { advanceSetup, setAdvancesActive } from './advance-fixtures'

/** A Northwind Films Admin (advances switched on there too) against Demo Studios' advances. */

beforeAll(() => workerDatabase().then(() => undefined))

describe('vendor advances across tenants', () => {
  test('another organisation’s advance: 404 to read, change or step, unlisted, and nothing changes', async ({
    h,
  }) => {
    const { paid, ids, withPan, po } = await advanceSetup(h)
    const id = await paid({ amount: 1_000_000 })
    await setAdvancesActive(h.db, true, NORTHWIND)
    const token = await h.login(DEMO.northwindAdmin)
    const call = (method: string, path: string, body?: unknown) =>
      h.call(method, `/v2${path}`, { token, body })
    const [before] = await h.db.select().from(vendorAdvances).where(eq(vendorAdvances.id, id))
    expect((await call('GET', `/advances/${id}`)).status).toBe(404)
    expect(
      (await call('PUT', `/advances/${id}`, { amount: 1, row_version: before?.rowVersion })).status,
    ).toBe(404)
    for (const [name, body] of [
      ['write-off', { reason: 'Hijack' }],
      ['refund', { refunded_on: '2026-11-20' }],
      ['adjust', { expense_id: 1 }],
      ['cancel', {}],
    ] as const)
      expect((await call('POST', `/advances/${id}/${name}`, body)).status).toBe(404)
    const list = await call('GET', '/advances')
    expect(list.status).toBe(200)
    const listed = okBody(advancesApi.list, list)
    expect(listed.data).toEqual([])
    expect(listed.overdue_count).toBe(0)
    // Drafting on Demo Studios' project, vendor or PO.
    const draft = await call('POST', '/advances', {
      kind: 'po',
      project_id: ids.project,
      vendor_id: withPan,
      po_id: po.poId,
      amount: 100,
    })
    expect(draft.status).toBe(404)
    const preview = await call('POST', '/advances/preview', {
      project_id: ids.project,
      vendor_id: withPan,
      amount: 100,
    })
    expect(preview.status).toBe(404)
    const [after] = await h.db.select().from(vendorAdvances).where(eq(vendorAdvances.id, id))
    expect(after).toEqual(before)
  })
})
