import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { directoryApi } from '../../../contract/api/directory'
import { masterApi } from '../../../contract/api/masters'
import { projectMembers, projects } from '../../db/schema'
import { DEMO, okBody, test } from '../../test/harness'

describe('directory lookups', () => {
  test("a company's departments and designations", async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const companies = await h.call('GET', '/v2/company/options', { token })
    const company = okBody(masterApi('company').options, companies).data[0]
    if (!company) throw new Error('no company to choose')
    const departments = await h.call('GET', `/v2/department/company/${company.id}`, { token })
    expect(okBody(directoryApi.departments, departments).data.map((d) => d.name)).toEqual([
      'Accounts',
      'Art',
      'Camera',
      'Post-production',
      'Production',
    ])
    const designations = await h.call('GET', `/v2/designation/company/${company.id}`, { token })
    expect(okBody(directoryApi.designations, designations).data).toHaveLength(10)
  })

  test("a project's team with their project roles", async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const [project] = await h.db.select().from(projects).where(eq(projects.code, 'MD-01'))
    const team = await h.call('GET', `/v2/project/users/${project?.id}`, { token })
    expect(okBody(directoryApi.projectTeam, team).data.map((m) => `${m.name}: ${m.project_role}`)).toEqual([
      'Dev Patel: Production Accountant',
      'Meera Kapoor: Production Manager',
      'Rohan Iyer: Line Producer',
    ])
  })

  test('another organisation’s company or project is not found', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [project] = await h.db.select().from(projects).where(eq(projects.code, 'MD-01'))
    expect((await h.call('GET', `/v2/project/users/${project?.id}`, { token })).status).toBe(404)
    expect((await h.call('GET', '/v2/department/company/1', { token })).status).toBe(404)
  })

  test('projects as choices: Admins see all, others their own', async ({ h }) => {
    const admin = await h.call('GET', '/v2/project/options', { token: await h.login(DEMO.admin) })
    expect(okBody(directoryApi.projectOptions, admin).data.map((p) => p.label)).toEqual([
      'COL-S1 — City of Lights — Season 1',
      'MD-01 — Monsoon Diaries',
    ])
    const [project] = await h.db.select().from(projects).where(eq(projects.code, 'COL-S1'))
    await h.db.delete(projectMembers).where(eq(projectMembers.projectId, project?.id as number))
    const moderator = await h.call('GET', '/v2/project/options?search=md', {
      token: await h.login(DEMO.moderator),
    })
    expect(okBody(directoryApi.projectOptions, moderator).data.map((p) => p.label)).toEqual([
      'MD-01 — Monsoon Diaries',
    ])
    const mine = await h.call('GET', '/v2/project/options', { token: await h.login(DEMO.moderator) })
    expect(okBody(directoryApi.projectOptions, mine).data).toHaveLength(1)
  })
})
