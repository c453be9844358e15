import type * as z from 'zod/mini'
import { BUDGET_COLUMNS, BUDGET_TEMPLATE_ROWS } from '../../../contract/budget-upload'
import type { AnyEndpoint } from '../../../contract/endpoint'
import { mapPathParams } from '../../../contract/endpoint'
import { isMasterKey, MASTERS } from '../../../contract/masters/definitions'
import { importColumns } from '../../../contract/masters/import'
import { BIG_IDS, type Hostile, hostileVariants, NUL, sample } from './inputs'

/*
 * The requests the fuzz pass sends for one endpoint: a base request its schemas accept, and the
 * hostile variants, each with one field (a path parameter, a query parameter, a body field or a
 * cell of an uploaded file) replaced.
 */

export type FuzzRequest = {
  /** Each path parameter's text after the literal prefix its pattern has (`dailybudget_id=`). */
  params: Record<string, string>
  query: Record<string, unknown>
  body?: unknown
  file?: { bytes: Uint8Array; contentType: string }
}

export type Variant = {
  /** `path.id`, `query.search`, `body.lines.0.amount`, `file`. */
  where: string
  input: string
  request: FuzzRequest
}

type PathParam = { name: string; prefix: string }

export function pathParams(endpoint: AnyEndpoint): PathParam[] {
  const params: PathParam[] = []
  mapPathParams(endpoint.path, (name, prefix) => {
    params.push({ name, prefix })
    return ''
  })
  return params
}

export function urlOf(endpoint: AnyEndpoint, request: FuzzRequest): string {
  const path = mapPathParams(
    endpoint.path,
    (name, prefix) => `${prefix}${encodeURIComponent(request.params[name] ?? '1')}`,
  )
  const query = Object.entries(request.query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/v2${path}${query ? `?${query}` : ''}`
}

const shapeOf = (schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> =>
  ((schema as unknown as { _zod?: { def: { shape?: Record<string, z.ZodMiniType> } } })?._zod?.def.shape ??
    {}) as Record<string, z.ZodMiniType>

/** Whether a path parameter names a record by id (its schema takes digits after its prefix). */
export function isIdParam(endpoint: AnyEndpoint, { name, prefix }: PathParam): boolean {
  return shapeOf(endpoint.params)[name]?.safeParse(`${prefix}12`).success ?? false
}

const csv = (rows: string[][]) =>
  new TextEncoder().encode(
    `${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n')}\n`,
  )

/**
 * A spreadsheet the upload route would take: a master's import columns, the budget template, or
 * a one-column file for an upload the fuzz does not know yet. `poison` puts a NUL into a text cell.
 */
function spreadsheet(endpoint: AnyEndpoint, poison: boolean): Uint8Array {
  const key = /^\/([a-z]+)\/import$/.exec(endpoint.path)?.[1]
  if (key && isMasterKey(key)) {
    const columns = importColumns(MASTERS[key])
    const row = columns.map((_column, index) => (index === 0 ? `Fuzz${poison ? NUL : ''}` : ''))
    return csv([columns.map((column) => column.header), row])
  }
  if (endpoint.path === '/budget') {
    const description = BUDGET_COLUMNS.findIndex((column) => column.key === 'description')
    const row = [...(BUDGET_TEMPLATE_ROWS[0] ?? [])]
    if (poison) row[description] = `${row[description]}${NUL}`
    return csv([BUDGET_COLUMNS.map((column) => column.header), row])
  }
  return csv([['name'], [`Fuzz${poison ? NUL : ''}`]])
}

/** A tiny PDF with NUL bytes in it: binary files may hold them. */
const PDF_WITH_NULS = new TextEncoder().encode('%PDF-1.4\n\u0000\u0000\u0000\n%%EOF\n')

function uploadOf(endpoint: AnyEndpoint, poison: boolean): FuzzRequest['file'] {
  const types: readonly string[] = endpoint.upload?.contentTypes ?? []
  if (types.includes('text/csv')) return { bytes: spreadsheet(endpoint, poison), contentType: 'text/csv' }
  return types[0] ? { bytes: PDF_WITH_NULS, contentType: types[0] } : undefined
}

/** A request the endpoint's schemas accept, with `ids` for the path parameters that name records. */
export function baseRequest(endpoint: AnyEndpoint, ids: Record<string, string>): FuzzRequest {
  const params = Object.fromEntries(
    pathParams(endpoint).map((param) => {
      const value = ids[param.name] ?? String(sample(shapeOf(endpoint.params)[param.name] as never) ?? '1')
      return [param.name, value.startsWith(param.prefix) ? value.slice(param.prefix.length) : value]
    }),
  )
  return {
    params,
    query: (endpoint.query ? sample(endpoint.query) : {}) as Record<string, unknown>,
    body: endpoint.body ? sample(endpoint.body) : undefined,
    file: endpoint.upload ? uploadOf(endpoint, false) : undefined,
  }
}

/**
 * A URL carries UTF-8, which has no bytes for half a surrogate pair: a path or query can hold a
 * NUL (`%00`) but not a lone surrogate, so those are only sent in bodies.
 */
const sendableInUrl = (variant: Hostile) => variant.input !== 'lone surrogate'

/** A field that holds a record's id: `vendor_id`, `approver_ids.0`, `id`. */
const namesRecord = (path: string) => /(^|\.)(id|\w+_ids?)(\.\d+)?$/.test(path)

/**
 * A query field that holds an amount in minor units (`value_min`): a bigint, so a number past the
 * `integer` range is an amount like any other, not an id PostgreSQL cannot hold.
 */
const namesAmount = (path: string) => /^(value|amount)(_min|_max)$/.test(path)

/** Every hostile variant of an endpoint's base request. */
export function variantsOf(endpoint: AnyEndpoint, base: FuzzRequest): Variant[] {
  const variants: Variant[] = []
  for (const param of pathParams(endpoint)) {
    const hostile = isIdParam(endpoint, param)
      ? [
          ...BIG_IDS.map((big) => ({ input: `id ${big}`, value: String(big) })),
          { input: 'NUL', value: `1${NUL}` },
        ]
      : [{ input: 'NUL', value: `${base.params[param.name]}${NUL}` }]
    for (const { input, value } of hostile)
      variants.push({
        where: `path.${param.name}`,
        input,
        request: { ...base, params: { ...base.params, [param.name]: value } },
      })
  }
  for (const variant of hostileVariants(endpoint.query).filter(
    (variant) => sendableInUrl(variant) && !(variant.input.startsWith('id ') && namesAmount(variant.path)),
  ))
    variants.push({
      where: `query.${variant.path}`,
      input: variant.input,
      request: { ...base, query: variant.value as Record<string, unknown> },
    })
  for (const variant of hostileVariants(endpoint.body))
    variants.push({
      where: variant.path ? `body.${variant.path}` : 'body',
      input: namesRecord(variant.path) ? variant.input.replace(/^number /, 'id ') : variant.input,
      request: { ...base, body: variant.value },
    })
  if (endpoint.upload?.contentTypes.includes('text/csv'))
    variants.push({
      where: 'file',
      input: 'NUL in a cell',
      request: { ...base, file: uploadOf(endpoint, true) },
    })
  return variants
}
