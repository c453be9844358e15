// Contracts benchmark (issue 18): a tenant with 50,000 contracts over ten projects, each with
// three instalments, a fifth of them executed with a payment; then the contract list (first page,
// filtered by project, status, agreement type, ending by a date, searched, a later page) and the
// chart page's figures, request after request.
//   npm run bench:contracts -- --db postgres
//   npm run bench:contracts -- --db postgres --contracts 50000 --requests 300
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { DatabaseHandle } from '../server/db/client'
import {
  args,
  databases,
  latenciesOf,
  percentile,
  prepare,
  printTable,
  signIn,
  startServer,
  stopServer,
  timed,
} from './support'

const CONTRACTS = Number(args.get('contracts') ?? 50_000)
const REQUESTS = Number(args.get('requests') ?? 300)
const PROJECTS = 10
const PORT = 3205
const ORG = 2

/** Rows written straight with generate_series: the API would take long for 50,000 contracts. */
async function fill({ db }: DatabaseHandle) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`
    insert into projects (organization_id, name, code, status)
    select ${ORG}, 'Contract bench ' || p, 'CB-' || p, 'production' from generate_series(1, ${PROJECTS}) p`)
  await run(sql`
    insert into contracts (organization_id, project_id, contract_no, title, agreement_id, platform_id,
      counterparty_name, role, start_date, end_date, fee_basis, value, gst_treatment, status, executed_on,
      created_at, updated_at)
    select ${ORG}, p.id, n, 'Deal ' || n || ' — ' || (array['lead','supporting','DOP','editor','composer'])[n % 5 + 1],
      (select id from contract_agreements where organization_id = ${ORG} order by id offset (n % 8) limit 1),
      case when n % 3 = 0 then (select id from contract_platforms where organization_id = ${ORG} order by id offset (n % 6) limit 1) end,
      'Counterparty ' || n, 'Role ' || (n % 40), date '2026-01-01' + (n % 365), date '2026-06-01' + (n % 700),
      'lump_sum', 1000000 + (n % 97) * 100000, 'exclusive',
      (array['executed','draft','submitted','approved','executed','expiring','expired','sent','executed','cancelled'])[n % 10 + 1],
      case when n % 10 in (0, 4, 5, 6, 8) then date '2026-02-01' + (n % 200) end, now(), now()
    from generate_series(1, ${CONTRACTS}) n
    join projects p on p.code = 'CB-' || (n % ${PROJECTS} + 1)`)
  await run(sql`
    insert into contract_instalments (organization_id, contract_id, project_id, position, label, trigger, percent,
      amount, due_date, budget_code)
    select c.organization_id, c.id, c.project_id, k, 'Instalment ' || (k + 1), 'date', null,
      case when k < 2 then c.value / 3 else c.value - 2 * (c.value / 3) end,
      c.start_date + k * 60, '1300-0' || (k + 1)
    from contracts c cross join generate_series(0, 2) k where c.organization_id = ${ORG}`)
  await run(sql`
    insert into contract_payments (organization_id, contract_id, instalment_id, project_id, amount, paid_on)
    select ci.organization_id, ci.contract_id, ci.id, ci.project_id, ci.amount, ci.due_date
    from contract_instalments ci join contracts c on c.id = ci.contract_id
    where ci.position = 0 and c.status = 'executed' and c.id % 2 = 0`)
  await run(sql`vacuum analyze`)
}

const rows: string[][] = []
for (const kind of databases) {
  process.stdout.write(`\nPreparing ${kind}…\n`)
  const env = await prepare(kind, fill)
  const server = await startServer(env, PORT)
  try {
    const headers = { authorization: `Bearer ${await signIn(PORT)}` }
    const api = (path: string) => `http://localhost:${PORT}${path}`
    const projects = await fetch(api('/v2/project?search=CB-1'), { headers })
    const project = ((await projects.json()) as { data: { project_id: number }[] }).data[0]?.project_id
    const agreements = await fetch(api('/v2/agreement/options'), { headers })
    const agreementIds = ((await agreements.json()) as { data: { id: number }[] }).data.map((row) => row.id)
    if (!project || agreementIds.length === 0) throw new Error('no bench project or agreement types')
    const measure = async (label: string, path: (index: number) => string) => {
      const latencies = await latenciesOf((index) => api(path(index)), headers, REQUESTS)
      rows.push([kind, label, percentile(latencies, 50).toFixed(1), percentile(latencies, 95).toFixed(1)])
    }
    const statuses = ['executed', 'draft', 'expiring', 'approved']
    await measure('list: all, first page', () => '/v2/contracts')
    await measure('list: project, first page', () => `/v2/contracts?project_id=${project}`)
    await measure(
      'list: project + status',
      (i) => `/v2/contracts?project_id=${project}&status=${statuses[i % statuses.length]}`,
    )
    await measure(
      'list: agreement type + ending by',
      (i) => `/v2/contracts?agreement_id=${agreementIds[i % agreementIds.length]}&ends_by=2026-09-30`,
    )
    await measure('list: search', (i) => `/v2/contracts?search=Counterparty%20${(i * 37) % 5000}`)
    await measure('list: page 40', () => `/v2/contracts?page_no=40`)
    await measure('charts: one project', () => `/v2/contracts/charts?project_id=${project}`)
    await measure('charts: whole organisation', () => '/v2/contracts/charts')
    if (env.DATABASE_URL) {
      // What a read pays right after a write: the project's rollup is rebuilt (5,000 contracts).
      const writer = new pg.Client({ connectionString: env.DATABASE_URL })
      await writer.connect()
      const latencies: number[] = []
      for (let index = 0; index < Math.min(REQUESTS, 50); index++) {
        await writer.query(
          'update contracts set updated_at = now() where id = (select min(id) from contracts where project_id = $1)',
          [project],
        )
        const { ms } = await timed(async () =>
          (await fetch(api(`/v2/contracts/charts?project_id=${project}`), { headers })).json(),
        )
        latencies.push(ms)
      }
      await writer.end()
      rows.push([
        kind,
        'charts: one project, after a write',
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 95).toFixed(1),
      ])
    }
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(
  `\n${CONTRACTS.toLocaleString('en')} contracts × 3 instalments over ${PROJECTS} projects; ${REQUESTS} requests per row\n`,
)
printTable(['database', 'request', 'p50 ms', 'p95 ms'], rows)
process.stdout.write('Goal (PostgreSQL): the filtered list p95 under 30 ms; the chart data under 100 ms.\n')
