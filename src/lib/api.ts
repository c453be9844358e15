import { type AnyEndpoint, fillPath, type PathParamNames } from '@contract/endpoint'
import type { Options } from 'ky'
import type * as z from 'zod/mini'
import { ApiError } from './api-error'
import { http } from './http'
import { useSession } from './session'

/*
 * The SPA's one way to call /v2: an endpoint of the contract (contract/api/*) and its values. The
 * path is filled from `params`, the query encoded from `query`, the body sent as JSON (or the
 * `file` as it is), the answer parsed with the endpoint's own schema; a download answers the Blob.
 * The ky instance underneath adds the session, the organisation and the error mapping.
 */

/** A query value as a caller has it: a number stands for the digits of a free-text parameter. */
type QueryValue<T> = T extends string ? T | (string extends T ? number : never) : T
type QueryInput<S extends z.ZodMiniType> =
  z.input<S> extends infer I
    ? I extends Record<string, unknown>
      ? { [K in keyof I]: QueryValue<I[K]> }
      : Record<string, string | number | undefined>
    : never

type ParamsOption<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> }
type QueryOption<E extends AnyEndpoint> = E extends { query: infer S extends z.ZodMiniType }
  ? object extends QueryInput<S>
    ? { query?: QueryInput<S> }
    : { query: QueryInput<S> }
  : { query?: undefined }
type BodyOption<E extends AnyEndpoint> = E extends { body: infer S extends z.ZodMiniType }
  ? { body: z.input<S> }
  : { body?: undefined }
type FileOption<E extends AnyEndpoint> = E extends { upload: object } ? { file: Blob } : { file?: undefined }

export type CallOptions<E extends AnyEndpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> &
  FileOption<E> & {
    /** Work in this organisation (a Super Admin on /acl); by default the one stored at sign-in. */
    organizationId?: number
    signal?: AbortSignal
    /** Flags for the client's hooks: STAY_ON_UNAUTHORIZED, CREDENTIAL_CHECK. */
    context?: Record<string, unknown>
  }

export type CallResult<E extends AnyEndpoint> = E extends { download: object }
  ? Blob
  : z.output<E['response']>

/** The options as the implementation reads them, whatever the endpoint. */
type AnyCallOptions = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
  file?: Blob
  organizationId?: number
  signal?: AbortSignal
  context?: Record<string, unknown>
}

type CallArguments<E extends AnyEndpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

/** An upload of tens of thousands of rows takes a while on the server. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * The query string: `organization_id` first when given, so the client's hook keeps it rather than
 * the stored one; empty values are left out, as a blank filter is no filter.
 */
function searchParamsOf(query: Record<string, unknown> | undefined, organizationId?: number) {
  const params = new URLSearchParams()
  if (organizationId !== undefined) params.set('organization_id', String(organizationId))
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return params
}

const pathOf = (endpoint: AnyEndpoint, params: AnyCallOptions['params']) =>
  `v2${fillPath(endpoint.path, params ?? {})}`

/** The URL of a call relative to the API base (`v2/…?…`), for the rare caller that cannot use ky. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query' | 'organizationId'>,
): string {
  const { params, query, organizationId } = options as AnyCallOptions
  const search = searchParamsOf(query, organizationId).toString()
  return search ? `${pathOf(endpoint, params)}?${search}` : pathOf(endpoint, params)
}

export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<CallResult<E>> {
  const { params, query, body, file, organizationId, signal, context } = (options ?? {}) as AnyCallOptions
  // Without a session a guarded endpoint can only answer 401: a query a page still holds while
  // it signs out (or after the session ended) is not sent at all.
  if (endpoint.access.kind !== 'public' && !useSession.getState().accessToken) {
    throw new ApiError(401, 'You are not signed in', [], true)
  }
  const request: Options = {
    method: endpoint.method,
    searchParams: searchParamsOf(query, organizationId),
    ...(signal && { signal }),
    ...(context && { context }),
  }
  if (file) {
    Object.assign(request, {
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
      timeout: UPLOAD_TIMEOUT_MS,
      retry: 0,
    })
  } else if (body !== undefined) request.json = body
  const answer = http(pathOf(endpoint, params), request)
  if (endpoint.download) return (await answer.blob()) as CallResult<E>
  return (await answer.json(endpoint.response)) as CallResult<E>
}

/**
 * POST <document>/{id}/<step>: a step of an approvable document (contract/api/workflow.ts, or the
 * type's own), answering the document as it now is. Each step's schema checks its own body.
 */
export async function callDocumentStep<E extends AnyEndpoint>(
  endpoint: E,
  id: number,
  body: Record<string, unknown>,
): Promise<z.output<E['response']>['data']> {
  // biome-ignore lint/suspicious/noExplicitAny: every step takes {id} and its own body, checked by its schema
  const answer = await callApi(endpoint as AnyEndpoint, { params: { id }, body } as any)
  return (answer as { data: z.output<E['response']>['data'] }).data
}
