// Plumbing the API benchmarks share: arguments, a fresh database of either kind, the server as its
// own production process, its memory from /proc, and a table of figures.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type DatabaseHandle, openPglite, openPostgres } from '../server/db/client'
import { seedDemo } from '../server/db/seed'
import { nodeSecrets } from '../server/platform/node-secrets'

export const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
)
export const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const databases =
  (args.get('db') ?? 'both') === 'both' ? ['pglite', 'postgres'] : [args.get('db') as string]

/** The PostgreSQL database benchmarks fill (and leave behind, for `--reuse`). */
function benchUrl() {
  const url = new URL(POSTGRES)
  url.pathname = '/greenlight_bench'
  return url.toString()
}

/**
 * A migrated, demo-seeded database of `kind`, filled by `fill`; answers the server's environment.
 * `--reuse` measures the PostgreSQL database an earlier run filled, skipping minutes of filling
 * while a query is being tuned (the server still applies new migrations when it starts).
 */
export async function prepare(
  kind: string,
  fill: (database: DatabaseHandle) => Promise<void> = async () => {},
): Promise<Record<string, string>> {
  if (kind === 'postgres' && args.has('reuse')) return { DATABASE_URL: benchUrl() }
  const open = async (): Promise<{ database: DatabaseHandle; env: Record<string, string> }> => {
    if (kind === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'greenlight-bench-'))
      return { database: await openPglite(dir), env: { DATA_DIR: dir } }
    }
    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    await admin.query('drop database if exists greenlight_bench with (force)')
    await admin.query('create database greenlight_bench')
    await admin.end()
    return { database: await openPostgres(benchUrl()), env: { DATABASE_URL: benchUrl() } }
  }
  const { database, env } = await open()
  await database.migrate()
  await seedDemo(database.db, nodeSecrets())
  await fill(database)
  await database.close()
  return env
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  workers = 1,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      STATIC_DIR: 'no-spa',
      DATABASE_URL: '',
      WEB_CONCURRENCY: String(workers),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/v2/health`)).ok) return server
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

/** Stops the server and removes the PGlite data directory it ran on. */
export async function stopServer(server: ChildProcess, env: Record<string, string> = {}) {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true })
}

export async function signIn(port: number, email = 'admin@demostudios.test') {
  const login = await fetch(`http://localhost:${port}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'greenlight-demo' }),
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** Peak resident memory of the server: the process and, with workers, its children. */
export function memoryOf(pid: number) {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
    } catch {
      return []
    }
  })()
  let peakKb = 0
  for (const id of [pid, ...children]) {
    const status = readFileSync(`/proc/${id}/status`, 'utf8')
    peakKb += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  }
  return { peakMb: Math.round(peakKb / 1024), processes: 1 + children.length }
}

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)))
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ')
  process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`)
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Runs `work` and answers its result and how long it took, in ms. */
export async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

/**
 * The latency of `requests` GETs of `url(index)` one after another (after 20 unmeasured to warm
 * the caches), in ms; a failed answer stops the bench.
 */
export async function latenciesOf(
  url: (index: number) => string,
  headers: Record<string, string>,
  requests: number,
) {
  for (let index = 0; index < 20; index++) await fetch(url(index), { headers })
  const latencies: number[] = []
  for (let index = 0; index < requests; index++) {
    const { ms } = await timed(async () => {
      const answer = await fetch(url(index), { headers })
      if (!answer.ok) throw new Error(`${answer.status} for ${url(index)}`)
      return answer.json()
    })
    latencies.push(ms)
  }
  return latencies
}
