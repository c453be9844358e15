// API benchmark (issue 3): autocannon against GET /v2/getprofileinfo and GET /v2/users/page/1 with
// 10,000 users in the tenant, on PGlite and on PostgreSQL. The server runs as its own process (as
// `npm start` runs it, production mode); its peak memory is read from /proc. Prints figures only.
//   npm run bench:api                       both databases, 10 s per endpoint, 50 connections
//   npm run bench:api -- --db postgres --duration 20 --connections 50
import autocannon from 'autocannon'
import { and, eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../server/db/client'
import { roles, users } from '../server/db/schema'
import { args, databases, memoryOf, prepare, printTable, signIn, startServer, stopServer } from './support'

const DURATION = Number(args.get('duration') ?? 10)
const CONNECTIONS = Number(args.get('connections') ?? 50)
const USERS = Number(args.get('users') ?? 10_000)
/** Server processes on PostgreSQL (WEB_CONCURRENCY); PGlite always runs one. */
const WORKERS = Number(args.get('workers') ?? 1)
const PORT = 3200

async function fill(database: DatabaseHandle) {
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
  const env = await prepare(kind, fill)
  const server = await startServer(env, PORT, WORKERS)
  try {
    const token = await signIn(PORT)
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
    await stopServer(server, env)
  }
}

const header = ['database', 'endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'errors', 'server peak RSS']
process.stdout.write(
  `\n${CONNECTIONS} connections, ${DURATION} s per endpoint, ${USERS.toLocaleString('en')} users in the tenant, ${WORKERS} worker(s) on PostgreSQL\n`,
)
printTable(header, rows)
process.stdout.write('Goals (PostgreSQL): p99 under 25 ms, at least 2,000 requests/s.\n')
