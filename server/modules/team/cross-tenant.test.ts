import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { teamMembers } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, test, workerDatabase } from '../../test/harness'
import { teamScene } from './team-fixtures'

/** A Northwind Films Admin against Demo Studios' team. */

beforeAll(() => workerDatabase().then(() => undefined))

describe('team across tenants', () => {
  test('another organisation’s member: 404 to read, change, step or clear, and nothing changes', async ({
    h,
  }) => {
    const { ids, add } = await teamScene(h)
    const member = await add({ name: 'Ravi Kumar' })
    const id = member.member_id as number
    const token = await h.login(DEMO.northwindAdmin)
    const call = (method: string, path: string, body?: unknown) =>
      h.call(method, `/v2${path}`, { token, body })
    const [before] = await h.db.select().from(teamMembers).where(eq(teamMembers.id, id))
    expect((await call('GET', `/team/${id}`)).status).toBe(404)
    expect((await call('GET', `/team/${id}/clearance`)).status).toBe(404)
    expect((await call('PUT', `/team/${id}`, { name: 'X', row_version: 1 })).status).toBe(404)
    expect((await call('POST', `/team/${id}/status`, { status: 'onboarding', row_version: 1 })).status).toBe(
      404,
    )
    expect((await call('POST', `/team/${id}/clear`, { row_version: 1 })).status).toBe(404)
    expect((await call('GET', `/team?project_id=${ids.project}`)).status).toBe(404)
    expect(
      (await call('POST', '/team', { project_id: ids.project, name: 'X', engagement: 'employee' })).status,
    ).toBe(404)
    const [after] = await h.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.id, id), eq(teamMembers.organizationId, DEMO_STUDIOS)))
    expect(after).toEqual(before)
  })
})
