import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import * as z from 'zod/mini'
import { usersApi } from '../../contract/api/users'
import { defineEndpoint } from '../../contract/endpoint'
import { okEnvelope } from '../../contract/envelope'
import { createApp } from '../app'
import { implement } from '../http/route'
import { allRoutes } from '../modules'
import { openApiDocument } from '../openapi'
import { mountSpa } from '../spa'
import { DEMO, okBody, refusal, test } from './harness'

/**
 * What the tests read of the OpenAPI document: /v2/openapi.json is not a contract endpoint (it
 * describes them), so no response schema of the contract covers it.
 */
type OpenApiDocument = {
  openapi: string
  paths: Record<
    string,
    Record<
      string,
      {
        description?: string
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> }
        parameters?: { name: string; in: string; required: boolean }[]
      }
    >
  >
}

describe('HTTP behaviour', () => {
  test('security headers on every answer', async ({ h }) => {
    const answer = await h.call('GET', '/v2/getdomainconfig')
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  test('a request id on every answer and in the log line', async ({ h }) => {
    const answer = await h.call('GET', '/v2/getdomainconfig', { headers: { 'x-request-id': 'trace-123' } })
    expect(answer.headers.get('x-request-id')).toBe('trace-123')
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        event: 'request',
        requestId: 'trace-123',
        status: 200,
        path: '/v2/getdomainconfig',
      }),
    )
  })

  test('an unknown endpoint is a 404 in the envelope', async ({ h }) => {
    const answer = await h.call('GET', '/v2/no-such-thing')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ Status: 0, err: true, message: 'There is no such API endpoint' })
  })

  test('a bug answers 500 with the request id, never a stack trace', async ({ h }) => {
    const failing = implement(
      defineEndpoint({
        method: 'get',
        path: '/explode',
        summary: 'test',
        tag: 'test',
        access: { kind: 'public' },
        response: okEnvelope(z.null()),
      }),
      async () => {
        throw new TypeError('secret internals at /srv/app.ts:42')
      },
    )
    const app = createApp(h.deps, { routes: [failing] })
    const response = await app.request('/v2/explode', { headers: { 'x-request-id': 'r-500' } })
    const body: unknown = await response.json()
    expect(response.status).toBe(500)
    expect(body).toEqual({
      Status: 0,
      err: true,
      message: 'Something went wrong on our side (request r-500)',
    })
    expect(JSON.stringify(body)).not.toContain('internals')
    expect(h.logs).toContainEqual(expect.objectContaining({ event: 'request.failed', requestId: 'r-500' }))
  })

  test('an answer that breaks its contract is caught before it leaves', async ({ h }) => {
    const drifting = implement(
      defineEndpoint({
        method: 'get',
        path: '/drift',
        summary: 'test',
        tag: 'test',
        access: { kind: 'public' },
        response: okEnvelope(z.object({ total: z.int() })),
      }),
      async () => ({ data: { total: 'many' as unknown as number } }),
    )
    const response = await createApp(h.deps, { routes: [drifting] }).request('/v2/drift')
    expect(response.status).toBe(500)
    expect(h.logs).toContainEqual(expect.objectContaining({ event: 'response.contract_violation' }))
  })

  test('CORS only for the configured origins', async ({ h }) => {
    const app = createApp({
      ...h.deps,
      config: { ...h.deps.config, corsOrigins: ['https://app.studio.test'] },
    })
    const allowed = await app.request('/v2/getdomainconfig', {
      headers: { origin: 'https://app.studio.test' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.studio.test')
    const other = await app.request('/v2/getdomainconfig', { headers: { origin: 'https://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('API reference', () => {
  test('API answers are never cached: signed-in reads, refusals and unknown paths', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const answer of [
      await h.call('GET', '/v2/users', { token }),
      await h.call('GET', '/v2/users/999999', { token }),
      await h.call('GET', '/v2/users'),
      await h.call('GET', '/v2/no-such-thing', { token }),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  test('the built SPA: a missing asset is a 404 that nothing caches, other paths get the page', async ({
    h,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'greenlight-spa-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Greenlight</title>')
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    const app = createApp(h.deps, { site: (site) => mountSpa(site, dir) })
    const asset = await app.request('/assets/app-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const gone = await app.request('/assets/app-old999.js')
    expect(gone.status).toBe(404)
    expect(gone.headers.get('cache-control')).toBe('no-store')
    expect(await gone.text()).not.toContain('<title>')
    const page = await app.request('/budgetView')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toContain('<title>Greenlight</title>')
  })

  test('/v2/openapi.json documents every route with its schemas and access', async ({ h }) => {
    const answer = await h.call<OpenApiDocument>('GET', '/v2/openapi.json')
    expect(answer.body.openapi).toBe('3.1.0')
    const operations = Object.entries(answer.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(
      allRoutes
        .map(
          ({ endpoint }) => `${endpoint.method.toUpperCase()} /v2${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
        )
        // The spec's own path: the id follows a literal `dailybudget_id=` in the segment.
        .map((operation) =>
          operation.replace('{dailybudget_id}{dailybudget_id=[0-9]+}', 'dailybudget_id={dailybudget_id}'),
        )
        .sort(),
    )
    expect(operations).toContain('PUT /v2/dailybudget/dailybudget_id={dailybudget_id}')
    const createUser = answer.body.paths['/v2/users']?.post
    expect(createUser?.description).toBe('Permission users POST (Admin and Super Admin always pass).')
    expect(createUser?.requestBody?.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'role_id']),
    )
    expect(answer.body.paths['/v2/users/{id}']?.get?.parameters?.[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    })
  })

  test('/v2/docs is a readable page', async ({ h }) => {
    const answer = await h.call<string>('GET', '/v2/docs')
    expect(answer.headers.get('content-type')).toMatch(/text\/html/)
    expect(answer.body).toContain('<code>/v2/users/{id}</code>')
    expect(answer.body).not.toContain('<script')
  })

  test('the document is generated from the contract endpoints the routes implement', () => {
    const paths = openApiDocument(allRoutes.map((route) => route.endpoint)).paths
    expect(Object.keys(paths)).toContain('/v2/organization/resend')
  })
})

describe('listing with many users', () => {
  test('search stays literal and paging stays exact', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const page = await h.call('GET', '/v2/users?limit=1&page_no=5', { token })
    expect(okBody(usersApi.list, page).pagination).toEqual({
      current_page: 5,
      per_page: 1,
      from: 5,
      to: 5,
      last_page: 5,
      total: 5,
    })
    const beyond = await h.call('GET', '/v2/users?limit=1&page_no=9', { token })
    expect(beyond.body).toMatchObject({ data: [], pagination: { from: null, to: null, last_page: 5 } })
  })
})

describe('sorting lists', () => {
  test('by an allowed column either way; anything else is a 400 naming the choices', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const names = async (sort: string) =>
      okBody(usersApi.list, await h.call('GET', `/v2/users?sort=${sort}`, { token })).data.map((u) => u.name)
    expect(await names('name')).toEqual([
      'Asha Menon',
      'Dev Patel',
      'Lena Fischer',
      'Meera Kapoor',
      'Rohan Iyer',
    ])
    expect(await names('-name')).toEqual([
      'Rohan Iyer',
      'Meera Kapoor',
      'Lena Fischer',
      'Dev Patel',
      'Asha Menon',
    ])
    const bad = await h.call('GET', '/v2/users?sort=password_hash', { token })
    expect(bad.status).toBe(400)
    expect(refusal(bad).errors?.[0]).toEqual({
      path: 'sort',
      message: expect.stringContaining('name, email, role'),
    })
  })
})
