import { HttpResponse, http as mock } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { mockServer } from '../../mocks/node'
import { ApiError, onUnauthorized } from './api-error'
import { http } from './http'
import { useNotifications } from './notifications'
import { useSession } from './session'

const answer = (
  status: number,
  body: Record<string, unknown> = { Status: 0, err: true, message: `failed with ${status}` },
) => mockServer.use(mock.get('*/v2/probe', () => HttpResponse.json(body, { status })))

const probe = () => http.get('v2/probe').json(z.object({ Status: z.literal(1), data: z.unknown() }))
const messages = () => useNotifications.getState().items.map((item) => item.message)

function seedSession() {
  useSession.setState({ accessToken: 'a'.repeat(40), organizationId: '2', role: 'Admin', userName: 'Asha' })
  localStorage.setItem('tempToken', 'temp')
}

describe('http client', () => {
  it('sends the token and the stored OrganizationID with every call', async () => {
    seedSession()
    let seen: Request | undefined
    mockServer.use(
      mock.get('*/v2/probe', ({ request }) => {
        seen = request
        return HttpResponse.json({ Status: 1, data: null })
      }),
    )
    await http.get('v2/probe?search=abc').json(z.object({ Status: z.literal(1), data: z.null() }))
    expect(seen?.headers.get('Authorization')).toBe(`Bearer ${'a'.repeat(40)}`)
    const url = new URL(seen?.url ?? '')
    expect(url.searchParams.get('organization_id')).toBe('2')
    expect(url.searchParams.get('search')).toBe('abc')
  })

  it('403 → notification "You do not have access, please talk to the administrator", and rejects', async () => {
    seedSession()
    answer(403)
    await expect(probe()).rejects.toMatchObject({ status: 403, notified: true })
    expect(messages()).toEqual(['You do not have access, please talk to the administrator'])
  })

  it('500 → notification "Something went wrong!", and rejects', async () => {
    seedSession()
    answer(500)
    await expect(probe()).rejects.toBeInstanceOf(ApiError)
    expect(messages()).toEqual(['Something went wrong!'])
  })

  it('401 → token, stored profile, user name, temp token and role removed; redirect to /login', async () => {
    seedSession()
    localStorage.setItem('userInfo', '{"user":{}}')
    const toLogin = vi.fn()
    onUnauthorized(toLogin)
    answer(401)
    await expect(probe()).rejects.toMatchObject({ status: 401 })
    for (const key of ['accessToken', 'userInfo', 'userName', 'tempToken', 'UserRole']) {
      expect(localStorage.getItem(key), key).toBeNull()
    }
    expect(useSession.getState().accessToken).toBeNull()
    expect(toLogin).toHaveBeenCalledOnce()
  })

  it.each([400, 404, 409, 413, 429])(
    '%i → rejected to the caller with the server message, no notification',
    async (status) => {
      seedSession()
      answer(status, {
        Status: 0,
        err: true,
        message: 'Name is taken',
        errors: [{ path: 'name', message: 'Taken' }],
      })
      const error = await probe().catch((failure: unknown) => failure)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status,
        message: 'Name is taken',
        fieldErrors: [{ path: 'name', message: 'Taken' }],
      })
      expect(messages()).toEqual([])
      expect(useSession.getState().accessToken).not.toBeNull()
    },
  )

  it('rejects an answer that does not match the contract', async () => {
    seedSession()
    mockServer.use(mock.get('*/v2/probe', () => HttpResponse.json({ Status: 'yes' })))
    await expect(probe()).rejects.toThrow()
  })
})
