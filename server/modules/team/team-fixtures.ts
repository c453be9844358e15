import { expect } from 'vitest'
import { teamApi } from '../../../contract/api/team'
import { DEMO, type Harness, okBody } from '../../test/harness'
import { spendIds } from '../purchase/purchase-fixtures'

/*
 * What the team tests build on: MD-01 and its people, the Admin's calls, and helpers to add a
 * member (a freelancer unless told), step them, read their clearance and clear them.
 */

export async function teamScene(h: Harness) {
  const ids = await spendIds(h.db)
  const admin = await h.login(DEMO.admin)
  const call = (method: string, path: string, body?: unknown, token = admin) =>
    h.call(method, `/v2${path}`, { token, body })
  const add = async (body: Record<string, unknown>) =>
    okBody(
      teamApi.create,
      await call('POST', '/team', { project_id: ids.project, engagement: 'freelancer', ...body }),
    ).data
  const step = async (id: number, ...statuses: string[]) => {
    let answer = okBody(teamApi.get, await call('GET', `/team/${id}`)).data
    for (const status of statuses)
      answer = okBody(
        teamApi.step,
        await call('POST', `/team/${id}/status`, { status, row_version: answer.row_version }),
      ).data
    return answer
  }
  const clearance = async (id: number) => {
    const answer = await call('GET', `/team/${id}/clearance`)
    expect(answer.status).toBe(200)
    return okBody(teamApi.clearance, answer).data
  }
  const clear = async (id: number) => {
    const member = okBody(teamApi.get, await call('GET', `/team/${id}`)).data
    return call('POST', `/team/${id}/clear`, { row_version: member.row_version })
  }
  return { ids, admin, call, add, step, clearance, clear }
}
