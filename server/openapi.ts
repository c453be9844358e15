import * as z from 'zod/mini'
import { type AnyEndpoint, mapPathParams } from '../contract/endpoint'
import { errorEnvelopeSchema } from '../contract/envelope'

type JsonSchema = Record<string, unknown>

function toSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema
    return rest
  } catch {
    return {}
  }
}

/** `:id` → `{id}`; a param matched with a literal prefix (`:key{key=[0-9]+}`) keeps it: `key={key}`. */
const openApiPath = (path: string) => `/v2${mapPathParams(path, (name, prefix) => `${prefix}{${name}}`)}`

function parameters(endpoint: AnyEndpoint) {
  const list: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      })
    }
  }
  if (endpoint.access.kind !== 'public') {
    list.push({
      name: 'organization_id',
      in: 'query',
      required: false,
      description: "The organisation to work in: the caller's own unless the caller is a Super Admin",
      schema: { type: 'integer' },
    })
  }
  return list
}

function accessText(endpoint: AnyEndpoint): string {
  switch (endpoint.access.kind) {
    case 'public':
      return 'Public.'
    case 'signed-in':
      return 'Any signed-in user.'
    case 'super-admin':
      return 'Super Admin only.'
    case 'permission':
      return `Permission ${endpoint.access.module} ${endpoint.access.method} (Admin and Super Admin always pass).`
  }
}

/** The OpenAPI 3.1 document, generated from the contract's endpoint declarations, the same the server runs. */
export function openApiDocument(endpoints: readonly AnyEndpoint[]) {
  const error = toSchema(errorEnvelopeSchema, 'output')
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      description: accessText(endpoint),
      tags: [endpoint.tag],
      parameters: parameters(endpoint),
      responses: {
        200: endpoint.download
          ? {
              description: 'The file, as an attachment',
              content: Object.fromEntries(
                endpoint.download.contentTypes.map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            }
          : {
              description: 'Success',
              content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
            },
        400: {
          description: 'Invalid input, with a message per field',
          content: { 'application/json': { schema: error } },
        },
        ...(endpoint.access.kind === 'public'
          ? {}
          : {
              401: {
                description: 'No session, or it has ended',
                content: { 'application/json': { schema: error } },
              },
              403: { description: 'Not allowed', content: { 'application/json': { schema: error } } },
            }),
      },
      ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
    }
    if (endpoint.upload) {
      operation.requestBody = {
        required: true,
        description: 'The file itself as the request body',
        content: Object.fromEntries(
          endpoint.upload.contentTypes.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      }
    }
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
      }
    }
    paths[openApiPath(endpoint.path)] ??= {}
    ;(paths[openApiPath(endpoint.path)] as Record<string, unknown>)[endpoint.method] = operation
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Greenlight /v2 API',
      version: '2',
      description:
        'Every answer is `{"Status": 1, "data": …}` (lists add `pagination`); failures carry the HTTP status and `{"Status": 0, "err": true, "message", "errors"}`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** A readable reference page, self-contained (no scripts, so it passes the strict CSP). */
export function apiReferenceHtml(endpoints: readonly AnyEndpoint[]): string {
  const document = openApiDocument(endpoints)
  const byTag = new Map<string, AnyEndpoint[]>()
  for (const endpoint of endpoints) byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), endpoint])
  const sections = [...byTag.entries()]
    .map(([tag, list]) => {
      const items = list
        .map((endpoint) => {
          const operation =
            (document.paths[openApiPath(endpoint.path)] as Record<string, Record<string, unknown>>)[
              endpoint.method
            ] ?? {}
          const content = (
            operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined
          )?.content
          const body = content
            ? `<details><summary>Request body (${escapeHtml(Object.keys(content).join(', '))})</summary><pre>${escapeHtml(JSON.stringify(Object.values(content)[0]?.schema, null, 2))}</pre></details>`
            : ''
          const params = (operation.parameters as { name: string; in: string; required: boolean }[])
            .map(
              (p) =>
                `<code>${escapeHtml(p.name)}</code> <small>${p.in}${p.required ? ', required' : ''}</small>`,
            )
            .join(' · ')
          return `<article><h3><span class="m ${endpoint.method}">${endpoint.method.toUpperCase()}</span> <code>${escapeHtml(openApiPath(endpoint.path))}</code></h3>
<p>${escapeHtml(endpoint.summary)} <em>${escapeHtml(accessText(endpoint))}</em></p>${params ? `<p>${params}</p>` : ''}${body}
<details><summary>Answer</summary><pre>${escapeHtml(JSON.stringify((operation.responses as Record<string, { content: { 'application/json': { schema: unknown } } }>)['200']?.content['application/json']?.schema ?? 'a file', null, 2))}</pre></details></article>`
        })
        .join('\n')
      return `<section><h2>${escapeHtml(tag)}</h2>${items}</section>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Greenlight API reference</title><link rel="stylesheet" href="/v2/docs.css"></head>
<body><main><h1>Greenlight /v2 API</h1><p>${escapeHtml(String(document.info.description))} Machine-readable: <a href="/v2/openapi.json">openapi.json</a>.</p>${sections}</main></body></html>`
}

export const API_REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;color:#1f1a2e;background:#f6f5fa;margin:0}
main{max-width:960px;margin:0 auto;padding:32px 20px}h1{color:#4716ba}h2{margin-top:40px;border-bottom:2px solid #dedbe8}
article{background:#fff;border:1px solid #dedbe8;border-radius:10px;padding:12px 16px;margin:12px 0}
h3{font-size:15px;margin:0}.m{display:inline-block;min-width:56px;padding:2px 6px;border-radius:6px;color:#fff;font-size:12px;text-align:center}
.get{background:#1e4fc2}.post{background:#146c43}.put{background:#8a4b00}.delete{background:#b42318}
pre{background:#f1eff7;padding:10px;border-radius:8px;overflow:auto;font-size:12px}em{color:#5b5670}`
