import { delay, HttpResponse } from 'msw'
import { type MockUser, ORGANIZATIONS, USERS } from './fixtures'
import { currentScenario } from './scenario'
import { mockState } from './state'

export const API = '*/v2'

export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ Status: 1 as const, data }, init)
}

export function fail(status: number, message: string, errors?: { path: string; message: string }[]) {
  return HttpResponse.json(
    { Status: 0 as const, err: true as const, message, ...(errors ? { errors } : {}) },
    { status },
  )
}

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have access to this',
  404: 'Not found',
  409: 'This record was changed by someone else',
  429: 'Too many attempts. Try again in a minute.',
  500: 'Internal error',
  503: 'Greenlight is down for maintenance',
}

/** Applies the test's scenario (delay, forced failure) before the real mock answer. */
export async function scenarioAnswer(key: string): Promise<Response | undefined> {
  const scenario = currentScenario()
  if (scenario.delayMs) await delay(scenario.delayMs)
  const status = scenario.failures?.[key] ?? scenario.failures?.['*']
  return status ? fail(status, MESSAGES[status] ?? 'Error') : undefined
}

const TOKEN_PREFIX = 'mock'

export function issueToken(user: MockUser): string {
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${TOKEN_PREFIX}.${user.user_id}.${random}`
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

export function organizationName(id: number): string {
  return ORGANIZATIONS.find((organization) => organization.id === id)?.name ?? ''
}

/**
 * Like the real server: a valid, unrevoked token, and an organization_id that is the user's own
 * unless the user is a Super Admin. Answers the user, or the failure response to return.
 */
export function authenticate(request: Request): { user: MockUser } | { response: Response } {
  const token = tokenOf(request)
  const [prefix, id] = token?.split('.') ?? []
  const user =
    prefix === TOKEN_PREFIX ? USERS.find((candidate) => candidate.user_id === Number(id)) : undefined
  if (!token || !user || mockState.isRevoked(token)) return { response: fail(401, MESSAGES[401] ?? '') }
  const organizationId = new URL(request.url).searchParams.get('organization_id')
  if (organizationId && user.role !== 'Super Admin' && Number(organizationId) !== user.organization_id) {
    return { response: fail(403, MESSAGES[403] ?? '') }
  }
  return { user }
}
