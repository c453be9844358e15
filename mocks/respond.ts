import { delay, HttpResponse } from 'msw'
import type * as z from 'zod/mini'
import {
  isAdminRole,
  PERMISSION_ALLOWED,
  type PermissionMethod,
  type PermissionModule,
} from '../contract/codes'
import type { FieldError, Pagination } from '../contract/envelope'
import { issuesToErrors } from '../contract/masters/rules'
import { currentScenario } from './scenario'
import { organizationOf, roleOf } from './views'
import { type MockUser, world } from './world'

export const API = '*/v2'

export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ Status: 1 as const, data }, init)
}

export function okList<T>(data: T[], pagination: Pagination) {
  return HttpResponse.json({ Status: 1 as const, data, pagination })
}

export function fail(
  status: number,
  message: string,
  errors?: FieldError[],
  code?: string,
  params?: Record<string, string | number>,
) {
  return HttpResponse.json(
    {
      Status: 0 as const,
      err: true as const,
      message,
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
      ...(errors ? { errors } : {}),
    },
    { status },
  )
}

/** A failed parse as the server answers it: a message and a code per field. */
export const badRequest = (issues: readonly z.core.$ZodIssue[]) =>
  fail(400, 'Some fields need attention', issuesToErrors(issues), 'invalid')

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
  return `${TOKEN_PREFIX}.${user.id}.${random}`
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

export type Caller = { user: MockUser; tenantId: number }

/**
 * Like the real server: a valid, unrevoked token of an active user in an active organisation; an
 * organization_id that is the caller's own, or any existing one for a Super Admin.
 */
export function authenticate(request: Request): Caller | { response: Response } {
  const token = tokenOf(request)
  const [prefix, id] = token?.split('.') ?? []
  const all = world()
  const user =
    prefix === TOKEN_PREFIX ? all.users.find((candidate) => candidate.id === Number(id)) : undefined
  if (
    !token ||
    !user ||
    user.archivedAt ||
    organizationOf(user).archivedAt ||
    all.revokedTokens.includes(token)
  ) {
    return { response: fail(401, MESSAGES[401] ?? '') }
  }
  const raw = new URL(request.url).searchParams.get('organization_id')
  if (!raw) return { user, tenantId: user.organizationId }
  const wanted = Number(raw)
  if (wanted === user.organizationId) return { user, tenantId: wanted }
  if (roleOf(user).roleType !== 'Super Admin')
    return { response: fail(403, 'You can only work in your own organisation') }
  if (!all.organizations.some((organization) => organization.id === wanted))
    return { response: fail(404, 'This organisation was not found') }
  return { user, tenantId: wanted }
}

export function allowed(user: MockUser, module: PermissionModule, method: PermissionMethod) {
  const role = roleOf(user)
  if (isAdminRole(role.roleType)) return true
  return role.permissions.some(
    (p) => p.module_name === module && p.method_name === method && p.permission_active === PERMISSION_ALLOWED,
  )
}

/** authenticate + the permission check: the caller, or the 401/403 to answer. */
export function guard(
  request: Request,
  module: PermissionModule | 'super-admin' | 'signed-in',
  method: PermissionMethod = 'GET',
) {
  const caller = authenticate(request)
  if ('response' in caller || module === 'signed-in') return caller
  if (module === 'super-admin') {
    return roleOf(caller.user).roleType === 'Super Admin'
      ? caller
      : { response: fail(403, 'Only platform staff (Super Admin) can do this') }
  }
  return allowed(caller.user, module, method)
    ? caller
    : { response: fail(403, `Your role may not use ${module} ${method}`) }
}

export function paginate<T>(rows: T[], url: URL): { page: T[]; pagination: Pagination } {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 25) || 25, 500)
  const page = Number(url.searchParams.get('page_no') ?? 1) || 1
  const slice = rows.slice((page - 1) * limit, page * limit)
  const from = slice.length ? (page - 1) * limit + 1 : null
  return {
    page: slice,
    pagination: {
      current_page: page,
      per_page: limit,
      from,
      to: from === null ? null : from + slice.length - 1,
      last_page: Math.max(1, Math.ceil(rows.length / limit)),
      total: rows.length,
    },
  }
}

/** Sorts by a `sort` parameter (`name`, `-created_at`) with the given keys. */
export function sortBy<T>(
  rows: T[],
  sort: string | null,
  keys: Record<string, (row: T) => string | number | null>,
  fallback: string,
) {
  const wanted = sort ?? fallback
  const key = keys[wanted.replace(/^-/, '')] ?? keys[fallback]
  if (!key) return rows
  const direction = wanted.startsWith('-') ? -1 : 1
  return [...rows].sort((a, b) => {
    const left = key(a) ?? ''
    const right = key(b) ?? ''
    return (left < right ? -1 : left > right ? 1 : 0) * direction
  })
}

export const matches = (term: string | null, ...values: (string | null)[]) =>
  !term || values.some((value) => value?.toLowerCase().includes(term.toLowerCase()))
