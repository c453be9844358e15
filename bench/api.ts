// API benchmark (issue 3): autocannon against GET /v2/getprofileinfo and GET /v2/users/page/1 with
// 10,000 users in the tenant, on PGlite and on PostgreSQL. The server runs as its own process (as
// `npm start` runs it, production mode); its peak memory is read from /proc. Prints figures only.
//   npm run bench:api                       both databases, 10 s per endpoint, 50 connections
//   npm run bench:api -- --db postgres --duration 20 --connections 50
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { type DatabaseHandle, openPglite, openPostgres } from '../server/db/client'
import { roles, users } from '../server/db/schema'
import { seedDemo } from '../server/db/seed'

const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
)
const DURATION = Number(args.get('duration') ?? 10)
const CONNECTIONS = Number(args.get('connections') ?? 50)
const USERS = Number(args.get('users') ?? 10_000)
/** Server processes on PostgreSQL (WEB_CONCURRENCY); PGlite always runs one. */
const WORKERS = Number(args.get('workers') ?? 1)
const PORT = 3200
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databases = (args.get('db') ?? 'both') === 'both' ? ['pglite', 'postgres'] : [args.get('db') as string]

async function fill(database: DatabaseHandle) {
  await database.migrate()
  await seedDemo(database.db)
  const [role] = await database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'User')))
  for (let start = 0; start < USERS; start += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: Math.min(1000, USERS - start) }, (_, i) => {
        const n = String(start + i + 1).padStart(5, '0')
        return {
          organizationId: 2,
          email: `crew${n}@demostudios.test`,
          name: `Crew Member ${n}`,
          roleId: role?.id as number,
          companyId: 1,
        }
      }),
    )
  }
  await database.close()
}

async function prepare(kind: string): Promise<Record<string, string>> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'greenlight-bench-'))
    await fill(await openPglite(dir))
    return { DATA_DIR: dir }
  }
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query('drop database if exists greenlight_bench with (force)')
  await admin.query('create database greenlight_bench')
  await admin.end()
  const url = new URL(POSTGRES)
  url.pathname = '/greenlight_bench'
  await fill(await openPostgres(url.toString()))
  return { DATABASE_URL: url.toString() }
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      STATIC_DIR: 'no-spa',
      DATABASE_URL: '',
      WEB_CONCURRENCY: String(WORKERS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/v2/health`)).ok) return server
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

/** Peak and current resident memory of the server: the process and, with workers, its children. */
function memoryOf(pid: number) {
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

function run(url: string, token: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const rows: string[][] = []
for (const kind of databases) {
  process.stdout.write(`\nPreparing ${kind} with ${USERS.toLocaleString('en')} extra users…\n`)
  const server = await startServer(await prepare(kind))
  try {
    const login = await fetch(`http://localhost:${PORT}/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demostudios.test', password: 'greenlight-demo' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    for (const path of ['/v2/getprofileinfo?organization_id=2', '/v2/users/page/1?organization_id=2']) {
      const url = `http://localhost:${PORT}${path}`
      await run(url, token, 2) // warm-up
      const result = await run(url, token, DURATION)
      const memory = memoryOf(server.pid as number)
      rows.push([
        kind,
        path.split('?')[0] as string,
        String(Math.round(result.requests.average)),
        String(result.latency.p50),
        String(result.latency.p90),
        String(result.latency.p99),
        String(result.errors + result.non2xx),
        `${memory.peakMb} MB (${memory.processes} process${memory.processes > 1 ? 'es' : ''})`,
      ])
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

const header = ['database', 'endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'errors', 'server peak RSS']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)))
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ')
process.stdout.write(
  `\n${CONNECTIONS} connections, ${DURATION} s per endpoint, ${USERS.toLocaleString('en')} users in the tenant, ${WORKERS} worker(s) on PostgreSQL\n`,
)
process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`)
process.stdout.write('Goals (PostgreSQL): p99 under 25 ms, at least 2,000 requests/s.\n')
if (databases.includes('pglite'))
  rmSync(join(tmpdir(), 'greenlight-bench-'), { recursive: true, force: true })
