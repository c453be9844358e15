import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { DEMO_PASSWORD } from '../contract/demo'
import { projectMembersResponseSchema } from '../contract/directory'
import { errorEnvelopeSchema } from '../contract/envelope'
import { optionsResponseSchema } from '../contract/masters/schemas'
import { projectListResponseSchema, projectResponseSchema } from '../contract/projects'
import { world } from './world'

/* The mock projects answer like the server: contract shapes, team visibility, the same refusals. */

const BASE = 'http://localhost/v2'
// biome-ignore lint/suspicious/noExplicitAny: answers of every shape; the schemas check them
type Answer = { status: number; body: any }

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: await response.json() } as Answer
}

function expectParses(schema: z.ZodMiniType, answer: Answer, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
}

async function login(email: string) {
  const answer = await call('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
  return answer.body.data.token as string
}

const optionId = async (token: string, key: string, label: string) =>
  ((await call(`/${key}/options?limit=100`, { token })).body.data as { id: number; label: string }[]).find(
    (option) => option.label.startsWith(label),
  )?.id as number

const codes = (answer: Answer) => (answer.body.data as { code: string }[]).map((project) => project.code)

describe('mock projects', () => {
  it('list, one, create, change, archive and restore follow the contract', async () => {
    const token = await login('admin@demostudios.test')
    const list = await call('/project?sort=-status', { token })
    expectParses(projectListResponseSchema, list)
    expect(codes(list)).toEqual(['MD-01', 'COL-S1'])
    expect(list.body.data[0]).toMatchObject({
      project_type_name: 'Feature film',
      currency_code: 'INR',
      city_names: ['Mumbai', 'Kochi'],
      member_count: 3,
    })
    const id = list.body.data[0].project_id
    expectParses(projectResponseSchema, await call(`/project/${id}`, { token }))
    expectParses(optionsResponseSchema, await call('/project/options', { token }))

    const created = await call('/project', {
      method: 'POST',
      token,
      body: {
        name: 'Salt and Pepper',
        code: 'SP-01',
        currency_id: await optionId(token, 'currency', 'USD'),
        city_ids: [await optionId(token, 'city', 'Panaji')],
      },
    })
    expectParses(projectResponseSchema, created)
    expect(created.body.data).toMatchObject({ currency_code: 'USD', city_names: ['Panaji'], member_count: 0 })
    const newId = created.body.data.project_id
    expectParses(
      projectResponseSchema,
      await call(`/project/${newId}`, { method: 'PUT', token, body: { status: 'shooting' } }),
    )
    const archived = await call(`/project/${newId}`, { method: 'PUT', token, body: { archived: true } })
    expect(archived.body.data.archived).toBe(true)
    expect(codes(await call('/project?archive=1', { token }))).toEqual(['SP-01'])
    await call(`/project/${newId}`, { method: 'PUT', token, body: { archived: false } })
    expect(codes(await call('/project?search=salt', { token }))).toEqual(['SP-01'])
  })

  it('refuses a duplicate code, foreign references and dates out of order like the server', async () => {
    const token = await login('admin@demostudios.test')
    const twin = await call('/project', { method: 'POST', token, body: { name: 'Twin', code: 'md-01' } })
    expectParses(errorEnvelopeSchema, twin, 409)
    expect(twin.body.errors[0]).toMatchObject({ path: 'code', code: 'unique' })
    const northwindCity = world().masters.city.find(
      (row) => row.organizationId === 3 && row.values.name === 'Mumbai',
    )?.id
    const foreign = await call('/project', {
      method: 'POST',
      token,
      body: { name: 'Borrowed', code: 'BR-01', city_ids: [northwindCity] },
    })
    expectParses(errorEnvelopeSchema, foreign, 400)
    expect(foreign.body.errors[0]).toMatchObject({ path: 'city_ids', code: 'refForeign' })
    const id = (await call('/project?search=MD-01', { token })).body.data[0].project_id
    const backwards = await call(`/project/${id}`, { method: 'PUT', token, body: { end_date: '2020-01-01' } })
    expectParses(errorEnvelopeSchema, backwards, 400)
    expect(backwards.body.errors[0]).toMatchObject({ path: 'end_date', code: 'dateOrder' })
  })

  it('a team: Admins add and remove members; others see only their projects', async () => {
    const admin = await login('admin@demostudios.test')
    const id = (await call('/project?search=MD-01', { token: admin })).body.data[0].project_id
    const viewer = world().users.find((user) => user.email === 'dashboard@demostudios.test')?.id
    const added = await call(`/project/users/${id}`, {
      method: 'POST',
      token: admin,
      body: { user_id: viewer, project_role: 'Producer' },
    })
    expectParses(projectMembersResponseSchema, added)
    expect(added.body.data).toHaveLength(4)
    expectParses(
      errorEnvelopeSchema,
      await call(`/project/users/${id}`, {
        method: 'POST',
        token: admin,
        body: { user_id: viewer, project_role: 'Producer' },
      }),
      409,
    )
    const dashboard = await login('dashboard@demostudios.test')
    expect(codes(await call('/project', { token: dashboard }))).toEqual(['MD-01'])
    expectParses(
      projectMembersResponseSchema,
      await call(`/project/users/${id}/${viewer}`, { method: 'DELETE', token: admin }),
    )
    expect(codes(await call('/project', { token: dashboard }))).toEqual([])
    expect((await call(`/project/${id}`, { token: dashboard })).status).toBe(404)

    const manager = await login('manager@demostudios.test')
    const refused = await call(`/project/users/${id}`, {
      method: 'POST',
      token: manager,
      body: { user_id: viewer, project_role: 'Producer' },
    })
    expectParses(errorEnvelopeSchema, refused, 403)
    const own = await call('/project', {
      method: 'POST',
      token: manager,
      body: { name: 'Night', code: 'N-1' },
    })
    expect(own.body.data.member_count).toBe(1)
    const moderator = await login('moderator@demostudios.test')
    expectParses(
      errorEnvelopeSchema,
      await call('/project', { method: 'POST', token: moderator, body: { name: 'No', code: 'NO-1' } }),
      403,
    )
    const northwind = await login('admin@northwind.test')
    expect((await call(`/project/${id}`, { token: northwind })).status).toBe(404)
  })
})
