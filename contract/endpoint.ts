import type * as z from 'zod/mini'
import type { PermissionMethod, PermissionModule } from './codes'

/*
 * One /v2 endpoint, declared once: the server implements it (server/http/route.ts), the SPA calls
 * it (src/lib/api.ts) and the OpenAPI document describes it, all from this object.
 */

/** Who may call an endpoint. Admin and Super Admin pass every permission check. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; module: PermissionModule; method: PermissionMethod }
  | { kind: 'super-admin' }

/** Access by a permission record: `permission('budget', 'GET')`. */
export const permission = (module: PermissionModule, method: PermissionMethod) =>
  ({ kind: 'permission', module, method }) as const

export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

/** A file an endpoint answers with as it is (not in the JSON envelope). */
export type FileAnswer = { bytes: Uint8Array; contentType: string; fileName: string }

/**
 * The parameter names of a path in Hono's syntax: `/budget/code/:project_id/codes` → `project_id`;
 * a parameter with a pattern (`:key{key=[0-9]+}`) is named by what precedes the brace.
 */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? ParamName<Segment> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never
type ParamName<Segment extends string> = Segment extends `${infer Name}{${string}` ? Name : Segment

type Schema = z.ZodMiniType
type Files = { contentTypes: readonly string[] }

export type Endpoint<
  Path extends string = string,
  PS extends Schema | undefined = Schema | undefined,
  QS extends Schema | undefined = Schema | undefined,
  BS extends Schema | undefined = Schema | undefined,
  RS extends Schema = Schema,
> = {
  method: HttpMethod
  /** Path under /v2, in Hono's syntax (`/users/:id`), so the server mounts it as it is. */
  path: Path
  summary: string
  tag: string
  access: Access
  params?: PS
  query?: QS
  body?: BS
  /**
   * The answer's envelope. For a `download`, what the server's handler returns (`{ file }`); the
   * caller gets the file itself.
   */
  response: RS
  /** The body is a file (CSV, XLSX, PDF…) sent as it is, with one of these content types. */
  upload?: Files
  /** The answer is a file of one of these types, sent with Content-Disposition: attachment. */
  download?: Files
  /** Larger bodies than the server-wide limit (uploads). */
  bodyLimitBytes?: number
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds endpoints of every shape
export type AnyEndpoint = Endpoint<string, any, any, any, any>

/** A path with parameters needs a params schema of exactly those names (strings, as in the URL). */
type ParamsOf<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : {
      params: z.ZodMiniType<unknown, { [K in PathParamNames<E['path']>]: string }> &
        (Exclude<keyof z.input<NonNullable<E['params']>>, PathParamNames<E['path']>> extends never
          ? unknown
          : { 'params names a key the path does not have': never })
    }

/** Declares an endpoint; its exact type (path, schemas, file options) is what server and SPA use. */
export function defineEndpoint<const E extends AnyEndpoint>(endpoint: E & ParamsOf<E>): E {
  return endpoint
}

const PATH_PARAM = /:([A-Za-z_]+)(?:\{([A-Za-z_]+=)?[^}]*\})?/g

/**
 * Rewrites each parameter of a path: `fill(name, prefix)` gives its text; `prefix` is the literal
 * text Hono's pattern puts before the value (`:key{key=[0-9]+}` matches `key=12`).
 */
export function mapPathParams(path: string, fill: (name: string, prefix: string) => string): string {
  return path.replace(PATH_PARAM, (_match, name: string, prefix: string | undefined) =>
    fill(name, prefix ?? ''),
  )
}

/** The path with its parameters' values, each encoded as one segment. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return mapPathParams(path, (name, prefix) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`The path ${path} needs a value for ${name}`)
    return `${prefix}${encodeURIComponent(String(value))}`
  })
}
