// Dashboard benchmark (issue 19): an organisation with 20 projects (a 500-line budget each),
// 200,000 expenses and 50,000 contracts of three instalments over them; then the analytics
// dashboard's two requests (each project's cost figures and weekly burn; what waits on the caller,
// open advances, petty cash, contract dates, overdue hires), request after request. Then, when the
// SPA is built, the page itself in Chromium: from navigation to the last project's figures shown
// (its row in "Where the money stands") and to the widgets shown, load after load.
//   npm run bench:dashboard -- --db postgres
//   npm run bench:dashboard -- --db postgres --reuse        (the last run's data)
//   npx vite build first for the browser figures; --loads N (default 10)
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../server/db/client'
import { freshContractRollups } from '../server/modules/contracts/rollup'
import { freshSpendRollups } from '../server/modules/spend/rollup'
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
} from './support'

const PROJECTS = 20
const EXPENSES = Number(args.get('expenses') ?? 200_000)
const CONTRACTS = Number(args.get('contracts') ?? 50_000)
const REQUESTS = Number(args.get('requests') ?? 200)
const LOADS = Number(args.get('loads') ?? 10)
const SPA = existsSync('dist/app/index.html')
const PORT = 3207
const ORG = 2

/** Rows written straight with generate_series: the API would take hours for 200,000 expenses. */
async function fill({ db }: DatabaseHandle) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`
    insert into projects (organization_id, name, code, status)
    select ${ORG}, 'Dashboard bench ' || p, 'DB-' || p, 'production' from generate_series(1, ${PROJECTS}) p`)
  await run(sql`
    insert into budget_versions (organization_id, project_id, version_no, source, is_current, line_count, total)
    select ${ORG}, id, 1, 'upload', true, 500, 0 from projects where organization_id = ${ORG} and code like 'DB-%'`)
  await run(sql`
    insert into budget_lines (organization_id, project_id, version_id, budget_code, description, rate, amount, position)
    select ${ORG}, v.project_id, v.id, 'C-' || lpad(n::text, 6, '0'), 'Line ' || n, 100000000, 100000000, n
    from budget_versions v join projects p on p.id = v.project_id and p.code like 'DB-%'
    cross join generate_series(1, 500) n`)
  await run(sql`
    insert into expenses (organization_id, project_id, budget_version_id, budget_code, vendor_id, invoice_no,
      invoice_date, currency_id, amount, exchange_rate, amount_project, total, net_payable, status, created_at, updated_at)
    select ${ORG}, v.project_id, v.id, 'C-' || lpad((n % 500 + 1)::text, 6, '0'),
      (select min(id) from vendors where organization_id = ${ORG}), 'INV-' || n,
      date '2026-01-01' + (n % 330), (select id from currencies where organization_id = ${ORG} and is_base limit 1),
      5000 + n % 100000, 1, 5000 + n % 100000, 5000 + n % 100000, 5000 + n % 100000,
      (array['draft','submitted','approved','paid','rejected','cancelled'])[n % 6 + 1], now(), now()
    from generate_series(1, ${EXPENSES}) n
    join projects p on p.code = 'DB-' || (n % ${PROJECTS} + 1) and p.organization_id = ${ORG}
    join budget_versions v on v.project_id = p.id`)
  await run(sql`
    insert into contracts (organization_id, project_id, contract_no, title, agreement_id, counterparty_name, role,
      start_date, end_date, fee_basis, value, gst_treatment, status, executed_on, created_at, updated_at)
    select ${ORG}, p.id, n, 'Deal ' || n,
      (select id from contract_agreements where organization_id = ${ORG} order by id offset (n % 8) limit 1),
      'Counterparty ' || n, 'Role ' || (n % 40), date '2026-01-01' + (n % 365), date '2026-06-01' + (n % 700),
      'lump_sum', 1000000 + (n % 97) * 100000, 'exclusive',
      (array['executed','draft','submitted','approved','executed','expiring','expired','sent','executed','cancelled'])[n % 10 + 1],
      case when n % 10 in (0, 4, 5, 6, 8) then date '2026-02-01' + (n % 200) end, now(), now()
    from generate_series(1, ${CONTRACTS}) n
    join projects p on p.code = 'DB-' || (n % ${PROJECTS} + 1) and p.organization_id = ${ORG}`)
  await run(sql`
    insert into contract_instalments (organization_id, contract_id, project_id, position, label, trigger, percent,
      amount, due_date, budget_code)
    select c.organization_id, c.id, c.project_id, k, 'Instalment ' || (k + 1), 'date', null,
      case when k < 2 then c.value / 3 else c.value - 2 * (c.value / 3) end,
      c.start_date + k * 60, 'C-' || lpad((c.contract_no % 500 + 1)::text, 6, '0')
    from contracts c join projects p on p.id = c.project_id and p.code like 'DB-%'
    cross join generate_series(0, 2) k`)
  // The rollups as the first dashboard read would build them, then the planner's statistics: a
  // database in service has them from autovacuum (this machine's PostgreSQL runs without it).
  await freshSpendRollups(db, ORG)
  await freshContractRollups(db, ORG)
  await run(sql`vacuum analyze`)
}

const rows: string[][] = []
const pageRows: string[][] = []

/** Ms from navigation start (the page's own clock) until `text` is on screen, load after load. */
async function measurePage(kind: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
    await page.goto(`http://localhost:${PORT}/login?to=${encodeURIComponent('/dashboard/analytics')}`)
    await page.getByLabel('Email').fill('admin@demostudios.test')
    await page.getByLabel('Password').fill('greenlight-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText(`DB-${PROJECTS}`, { exact: true }).first().waitFor({ timeout: 60_000 })
    const money: number[] = []
    const widgets: number[] = []
    for (let load = 0; load < LOADS; load++) {
      await page.goto(`http://localhost:${PORT}/dashboard/analytics`, { waitUntil: 'commit' })
      const shownAt = async (locator: ReturnType<typeof page.getByText>) => {
        await locator.waitFor({ timeout: 60_000 })
        return (await page.evaluate('performance.now()')) as number
      }
      const [projectsShown, widgetsShown] = await Promise.all([
        shownAt(page.getByText(`DB-${PROJECTS}`, { exact: true }).first()),
        shownAt(page.getByRole('heading', { name: 'Waiting on you' })),
      ])
      money.push(projectsShown)
      widgets.push(widgetsShown)
    }
    for (const [label, values] of [
      ["page: every project's figures shown", money],
      ['page: the widgets shown', widgets],
    ] as const)
      pageRows.push([kind, label, percentile(values, 50).toFixed(0), percentile(values, 95).toFixed(0)])
  } finally {
    await browser.close()
  }
}
for (const kind of databases) {
  process.stdout.write(`\nPreparing ${kind}…\n`)
  const env = await prepare(kind, fill)
  const server = await startServer(SPA ? { ...env, STATIC_DIR: 'dist/app' } : env, PORT)
  try {
    const headers = { authorization: `Bearer ${await signIn(PORT)}` }
    const api = (path: string) => `http://localhost:${PORT}${path}`
    const measure = async (label: string, path: string) => {
      const latencies = await latenciesOf(() => api(path), headers, REQUESTS)
      rows.push([kind, label, percentile(latencies, 50).toFixed(1), percentile(latencies, 95).toFixed(1)])
    }
    await measure('dashboard: projects (cost figures, burn)', '/v2/dashboard/projects')
    await measure('dashboard: overview (widgets)', '/v2/dashboard/overview')
    if (SPA) await measurePage(kind)
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(
  `\n${PROJECTS} projects, ${EXPENSES.toLocaleString('en')} expenses, ${CONTRACTS.toLocaleString('en')} contracts; ${REQUESTS} requests per row\n`,
)
printTable(['database', 'request', 'p50 ms', 'p95 ms'], rows)
process.stdout.write('Goal (PostgreSQL): each dashboard request p95 under 150 ms.\n')
if (pageRows.length > 0) {
  process.stdout.write(
    `\n/dashboard/analytics in Chromium (headless), ${LOADS} loads, ms from navigation start\n`,
  )
  printTable(['database', 'first render', 'p50 ms', 'p95 ms'], pageRows)
  process.stdout.write('Goal: the page renders in under 1 s.\n')
} else process.stdout.write('\n(Build the SPA, npx vite build, for the page figures in Chromium.)\n')
