import { sql } from 'drizzle-orm'
import type { AnyEndpoint } from '../../../contract/endpoint'
import type { Database } from '../../db/client'
import type { AnyRoute } from '../../http/route'
import { DEMO, DEMO_STUDIOS, type Harness } from '../harness'
import { baseRequest, type FuzzRequest, isIdParam, pathParams, urlOf, variantsOf } from './requests'

/*
 * Sends every hostile variant of every route given, as the Admin of Demo Studios (the Super Admin
 * on platform routes), and lists what went wrong: a 5xx, a hostile input accepted, a refused
 * request that wrote something.
 *
 * Each request runs in a savepoint that is rolled back, so requests do not see each other's
 * writes and a database error cannot poison the rest of the run on PostgreSQL. What a request
 * wrote is read from PostgreSQL's own per-transaction counters (pg_stat_get_xact_tuples_*), which
 * keep what a rolled-back savepoint attempted: one cheap query instead of counting every table.
 */

class Rollback extends Error {}

type Counts = Map<string, number>

/** Rows inserted, updated or deleted so far in this transaction, per table. */
async function writeCounts(db: Database): Promise<Counts> {
  const result = await db.execute(sql`
    select relname, (pg_stat_get_xact_tuples_inserted(c.oid) + pg_stat_get_xact_tuples_updated(c.oid)
      + pg_stat_get_xact_tuples_deleted(c.oid))::int as n
    from pg_class c
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`)
  const rows = (result as unknown as { rows: { relname: string; n: number }[] }).rows
  return new Map(rows.map((row) => [row.relname, Number(row.n)]))
}

export type Answer = { status: number; message: string; written: string[] }

/** Sends requests one at a time, each in a savepoint that is rolled back, and says what each wrote. */
export function isolatedSender(h: Harness, call: Harness['call'] = h.call) {
  let counts: Counts | undefined
  let sent = 0
  async function send(endpoint: AnyEndpoint, request: FuzzRequest, token?: string): Promise<Answer> {
    const outer = h.deps.db
    // Read outside the savepoint: after a failed statement it is unusable on PostgreSQL.
    counts ??= await writeCounts(outer)
    let answer: Omit<Answer, 'written'> | undefined
    try {
      await outer.transaction(async (savepoint) => {
        h.deps.db = savepoint
        const headers: Record<string, string> = {}
        let rawBody: string | Uint8Array | undefined
        if (request.file) {
          headers['content-type'] = request.file.contentType
          rawBody = request.file.bytes
        } else if (request.body !== undefined) {
          headers['content-type'] = 'application/json'
          rawBody = JSON.stringify(request.body)
        }
        const result = await call(endpoint.method.toUpperCase(), urlOf(endpoint, request), {
          token,
          rawBody,
          headers,
        })
        // Any route's answer, of any status: only its message (an envelope's, ok or refused) is read.
        const body = result.body
        const message =
          typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
        answer = { status: result.status, message: String(message ?? '') }
        throw new Rollback()
      })
    } catch (error) {
      if (!(error instanceof Rollback)) throw error
    } finally {
      h.deps.db = outer
    }
    if (!answer) throw new Error('the request had no answer')
    const before = counts
    counts = await writeCounts(outer)
    sent++
    return {
      ...answer,
      written: [...counts].filter(([table, n]) => n !== (before.get(table) ?? 0)).map(([table]) => table),
    }
  }
  return { send, sent: () => sent }
}

/** Ids of Demo Studios' records (the first two of each table), to find a real one for each path. */
async function candidateIds(db: Database): Promise<string[]> {
  const tables = await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'organization_id'
      and table_name in (select table_name from information_schema.columns
                         where table_schema = 'public' and column_name = 'id')`)
  const ids = new Set<number>([1, 2, 3])
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const found = await db.execute(
      sql`select id from ${sql.identifier(table_name)} where organization_id = ${DEMO_STUDIOS} order by id limit 2`,
    )
    for (const row of (found as unknown as { rows: { id: number }[] }).rows) ids.add(Number(row.id))
  }
  return [...ids].sort((a, b) => a - b).map(String)
}

/** Inputs no field may take: the answer must refuse them (a 2xx is a finding too). */
const NEVER_VALID = /^(NUL|lone surrogate|date |id )/
/** A refused budget upload is kept in the upload history on purpose (who tried what, and why not). */
const WRITES_ON_REFUSAL: Record<string, string[]> = { 'POST /budget': ['budget_uploads'] }

export const named = (endpoint: AnyEndpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`

export type FuzzFixtures = { tokens: { admin: string; superAdmin: string }; ids: string[] }

/** The sign-ins and candidate ids a fuzz run needs: a file makes them once for all its runs. */
export async function fuzzFixtures(h: Harness): Promise<FuzzFixtures> {
  const tokens = { admin: await h.login(DEMO.admin), superAdmin: await h.login(DEMO.superAdmin) }
  return { tokens, ids: await candidateIds(h.db) }
}

/** Fuzzes the routes; answers how many requests it sent and a line per finding. */
export async function fuzzRoutes(
  h: Harness,
  routes: readonly AnyRoute[],
  { call = h.call, fixtures }: { call?: Harness['call']; fixtures?: FuzzFixtures } = {},
) {
  const { tokens, ids } = fixtures ?? (await fuzzFixtures(h))
  const { send, sent } = isolatedSender(h, call)
  const findings: string[] = []
  // The real records a probe found, per probe and token: GET, PUT and DELETE of one path share
  // their probe, and each probe's answers are the same (every request is rolled back).
  const probed = new Map<string, Record<string, string>>()
  for (const { endpoint } of routes) {
    const access: AnyEndpoint['access']['kind'] = endpoint.access.kind
    const token =
      access === 'public' ? undefined : access === 'super-admin' ? tokens.superAdmin : tokens.admin
    // A real record for each id in the path, so hostile bodies get as far as the handler's
    // queries; found through the path's GET where there is one (its base request is simplest).
    const probe =
      routes.find((route) => route.endpoint.method === 'get' && route.endpoint.path === endpoint.path)
        ?.endpoint ?? endpoint
    const idParams = pathParams(endpoint).filter((param) => isIdParam(endpoint, param))
    const probeKey = `${named(probe)} ${idParams.map((param) => param.name).join(',')} ${token ?? ''}`
    let chosen = probed.get(probeKey)
    if (!chosen) {
      chosen = {}
      for (const param of idParams) {
        for (const candidate of ids) {
          const answer = await send(probe, baseRequest(probe, { ...chosen, [param.name]: candidate }), token)
          if (answer.status !== 404) {
            chosen[param.name] = candidate
            break
          }
        }
      }
      probed.set(probeKey, chosen)
    }
    const base = baseRequest(endpoint, chosen)
    for (const variant of variantsOf(endpoint, base)) {
      const answer = await send(endpoint, variant.request, token)
      const finding = (what: string) =>
        findings.push(`${named(endpoint)} × ${variant.where} = ${variant.input} → ${answer.status} ${what}`)
      if (answer.status >= 500) finding(answer.message.replace(/ \(request [^)]*\)/, ''))
      else if (answer.status < 300 && NEVER_VALID.test(variant.input)) finding('accepted')
      const allowed = WRITES_ON_REFUSAL[named(endpoint)] ?? []
      const written = answer.written.filter((table) => !allowed.includes(table))
      if (answer.status >= 400 && written.length) finding(`but wrote ${written.join(', ')}`)
    }
  }
  return { sent: sent(), findings }
}
