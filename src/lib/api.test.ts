import { budgetApi } from '@contract/api/budget'
import { idParam } from '@contract/common'
import { defineEndpoint, type FileAnswer } from '@contract/endpoint'
import { okEnvelope } from '@contract/envelope'
import { HttpResponse, http as mock } from 'msw'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { mockServer } from '../../mocks/node'
import { callApi, endpointUrl } from './api'
import { ApiError } from './api-error'
import { useSession } from './session'

const probe = defineEndpoint({
  method: 'put',
  path: '/probe/:project_id/items/:item_id',
  summary: 'test',
  tag: 'test',
  access: { kind: 'signed-in' },
  params: z.object({ project_id: idParam, item_id: z.string() }),
  query: z.object({
    page_no: z.optional(z.string()),
    archive: z.optional(z.enum(['0', '1'])),
    search: z.optional(z.string()),
  }),
  body: z.object({ name: z.string() }),
  // The answer goes through the schema: `total` arrives as text and leaves as a number.
  response: okEnvelope(z.object({ total: z.pipe(z.string(), z.transform(Number)) })),
})

const upload = defineEndpoint({
  method: 'post',
  path: '/probe/files',
  summary: 'test',
  tag: 'test',
  access: { kind: 'signed-in' },
  upload: { contentTypes: ['text/csv'] },
  response: okEnvelope(z.object({ bytes: z.int() })),
})

const download = defineEndpoint({
  method: 'get',
  path: '/probe/files/:id',
  summary: 'test',
  tag: 'test',
  access: { kind: 'signed-in' },
  params: z.object({ id: idParam }),
  download: { contentTypes: ['application/pdf'] },
  response: z.object({ file: z.custom<FileAnswer>() }),
})

function signIn() {
  useSession.setState({ accessToken: 'a'.repeat(40), organizationId: '2', role: 'Admin', userName: 'Asha' })
}

/** Answers the probe and keeps what it was asked. */
function recordProbe(answer: () => Response = () => HttpResponse.json({ Status: 1, data: { total: '42' } })) {
  const seen: { url?: URL; body?: unknown; method?: string } = {}
  mockServer.use(
    mock.all('*/v2/probe/*', async ({ request }) => {
      seen.url = new URL(request.url)
      seen.method = request.method
      seen.body = request.method === 'GET' ? undefined : await request.json()
      return answer()
    }),
  )
  return seen
}

describe('callApi', () => {
  it('fills the path, encodes the query, sends the body and parses the answer with the endpoint', async () => {
    signIn()
    const seen = recordProbe()
    const answer = await callApi(probe, {
      params: { project_id: 7, item_id: 'a b/c' },
      query: { page_no: 2, archive: '1', search: '' },
      body: { name: 'Camera' },
    })
    expect(seen.method).toBe('PUT')
    expect(seen.url?.pathname).toBe('/v2/probe/7/items/a%20b%2Fc')
    expect(Object.fromEntries(seen.url?.searchParams ?? [])).toEqual({
      page_no: '2',
      archive: '1',
      organization_id: '2',
    })
    expect(seen.body).toEqual({ name: 'Camera' })
    expect(answer).toEqual({ Status: 1, data: { total: 42 } })
  })

  it('works in the organisation asked for instead of the stored one', async () => {
    signIn()
    const seen = recordProbe()
    await callApi(probe, { params: { project_id: 1, item_id: 'x' }, body: { name: 'x' }, organizationId: 9 })
    expect(seen.url?.searchParams.getAll('organization_id')).toEqual(['9'])
  })

  it('fills a parameter that follows a literal prefix in its segment (dailybudget_id=<id>)', () => {
    expect(endpointUrl(budgetApi.updateDaily, { params: { dailybudget_id: 12 } })).toBe(
      'v2/dailybudget/dailybudget_id=12',
    )
    expect(
      endpointUrl(budgetApi.upload, { query: { project_id: 3, note: 'v2 draft' }, organizationId: 5 }),
    ).toBe('v2/budget?organization_id=5&project_id=3&note=v2+draft')
  })

  it('refuses to call a path with a parameter missing', () => {
    expect(() => endpointUrl(budgetApi.line, { params: { id: '' } })).toThrow(/needs a value for id/)
  })

  it('rejects an answer that breaks the endpoint schema', async () => {
    signIn()
    recordProbe(() => HttpResponse.json({ Status: 1, data: { total: 42 } }))
    await expect(
      callApi(probe, { params: { project_id: 1, item_id: 'x' }, body: { name: 'x' } }),
    ).rejects.toThrow()
  })

  it('maps a failure to an ApiError with its status, message, code and field errors', async () => {
    signIn()
    recordProbe(() =>
      HttpResponse.json(
        {
          Status: 0,
          err: true,
          message: 'Someone else changed this record',
          code: 'stale',
          errors: [{ path: 'name', message: 'Changed' }],
        },
        { status: 409 },
      ),
    )
    const failure = await callApi(probe, {
      params: { project_id: 1, item_id: 'x' },
      body: { name: 'x' },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 409,
      code: 'stale',
      fieldErrors: [{ path: 'name', message: 'Changed' }],
    })
  })

  it('sends a file as the body with its own type', async () => {
    signIn()
    let contentType: string | null = null
    let text = ''
    mockServer.use(
      mock.post('*/v2/probe/files', async ({ request }) => {
        contentType = request.headers.get('content-type')
        text = await request.text()
        return HttpResponse.json({ Status: 1, data: { bytes: text.length } })
      }),
    )
    const file = new File(['code,amount\n1000-01,5'], 'budget.csv', { type: 'text/csv' })
    const answer = await callApi(upload, { file })
    expect(contentType).toBe('text/csv')
    expect(text).toBe('code,amount\n1000-01,5')
    expect(answer.data.bytes).toBe(text.length)
  })

  it('answers a download with the file itself', async () => {
    signIn()
    mockServer.use(
      mock.get(
        '*/v2/probe/files/:id',
        () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
    )
    const file = await callApi(download, { params: { id: 4 } })
    expect(file).toBeInstanceOf(Blob)
    expect(await file.text()).toBe('%PDF-1.7')
  })
})
