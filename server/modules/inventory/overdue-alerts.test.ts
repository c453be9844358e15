import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { itemResponseSchema } from '../../../contract/inventory'
import { outbox } from '../../db/schema'
import { DEMO, test, workerDatabase } from '../../test/harness'
import { spendIds } from '../purchase/purchase-fixtures'
import { alertOverdueHires } from './overdue-alerts'

/* The overdue-hire alert: once per item and due date, to whoever holds it and whoever booked it. */

beforeAll(async () => {
  await workerDatabase()
})

describe('overdue hires', () => {
  test('alerted once when past due, again after an extension passes; never while in time', async ({ h }) => {
    const ids = await spendIds(h.db)
    const admin = await h.login(DEMO.admin)
    const hire = async (name: string, dueBack: string) => {
      const created = itemResponseSchema.parse(
        (
          await h.call('POST', '/v2/inventory/items', {
            token: admin,
            body: {
              project_id: ids.project,
              ownership: 'rented',
              name,
              category: 'camera_light_grip',
              quantity: 1,
            },
          })
        ).body,
      ).data
      return itemResponseSchema.parse(
        (
          await h.call('POST', `/v2/inventory/items/${created.item_id}/move`, {
            token: admin,
            body: {
              action: 'pick_up',
              on: '2026-11-20',
              custodian_user_id: ids.people.moderator,
              due_back: dueBack,
            },
          })
        ).body,
      ).data
    }
    const late = await hire('Steadicam rig', '2026-11-21')
    const inTime = await hire('Smoke machine', '2026-11-30')
    const mailsAbout = async (itemNo: string) =>
      (await h.db.select().from(outbox).where(eq(outbox.kind, 'hire-overdue')))
        .filter((mail) => mail.subject.includes(itemNo))
        .map((mail) => [mail.toEmail, mail.subject])
        .sort()

    const run = () => alertOverdueHires(h.db, 'https://greenlight.test', h.clock.now)
    expect(await run()).toBeGreaterThanOrEqual(1)
    const subject = `Overdue hire: ${late.item_no} Steadicam rig was due back 2026-11-21`
    expect(await mailsAbout(late.item_no)).toEqual([
      [DEMO.admin, subject],
      [DEMO.moderator, subject],
    ])
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.subject, subject)).limit(1)
    expect(mail?.body).toContain(
      `https://greenlight.test/inventoryView?project=${ids.project}&item=${late.item_id}`,
    )
    expect(await mailsAbout(inTime.item_no)).toEqual([])

    // A second run (or a second process) sends nothing more for the same due date.
    await run()
    expect(await mailsAbout(late.item_no)).toHaveLength(2)

    // Extended to the 24th: in time again until that passes, then alerted for the new date.
    await h.call('POST', `/v2/inventory/items/${late.item_id}/move`, {
      token: admin,
      body: { action: 'extend', on: '2026-11-22', due_back: '2026-11-24', row_version: late.row_version },
    })
    await run()
    expect(await mailsAbout(late.item_no)).toHaveLength(2)
    h.clock.advance(3 * 86_400_000)
    await run()
    expect((await mailsAbout(late.item_no)).map(([, text]) => text)).toContain(
      `Overdue hire: ${late.item_no} Steadicam rig was due back 2026-11-24`,
    )
    expect(await mailsAbout(late.item_no)).toHaveLength(4)
  })
})
