// Spend benchmark (issues 6 and 16): a tenant with 200,000 expenses over 5 projects, one project
// with a 100,000-line budget version, 2,000 approved PO lines and 100,000 petty-cash bills; then
// filtered pages of expenses and envelopes and the budget report with committed and actual for
// the 100,000-line project, request after request.
//   npm run bench:spend -- --db postgres
//   npm run bench:spend -- --db postgres --expenses 200000 --lines 100000 --requests 300
//   npm run bench:spend -- --db postgres --reuse --only report   (the last run's data, one row)
import { sql } from 'drizzle-orm'
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
} from './support'

const EXPENSES = Number(args.get('expenses') ?? 200_000)
/** Petty-cash bills in the tenant (issue 16), five to an envelope, on the 100,000-line project. */
const ENVELOPE_LINES = Number(args.get('envelope-lines') ?? 100_000)
const ENVELOPE_STATUSES = ['draft', 'submitted', 'approved', 'posted', 'reimbursed']
const LINES = Number(args.get('lines') ?? 100_000)
const REQUESTS = Number(args.get('requests') ?? 300)
const PROJECTS = 5
const PORT = 3203
const ORG = 2

/** Rows written straight with generate_series: the API would take hours for 200,000 expenses. */
async function fill({ db }: DatabaseHandle) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`
    insert into projects (organization_id, name, code, status)
    select ${ORG}, 'Spend bench ' || p, 'SB-' || p, 'production' from generate_series(1, ${PROJECTS}) p`)
  await run(sql`
    insert into budget_versions (organization_id, project_id, version_no, source, is_current, line_count, total)
    select ${ORG}, id, 1, 'upload', true, case when code = 'SB-1' then ${LINES} else 500 end, 0
    from projects where organization_id = ${ORG} and code like 'SB-%'`)
  // Four lines in five spread over the tenant's categories, the fifth uncategorised.
  await run(sql`
    insert into budget_lines (organization_id, project_id, version_id, budget_code, description, rate, amount,
      position, category_id)
    select ${ORG}, v.project_id, v.id, 'C-' || lpad(n::text, 6, '0'), 'Line ' || n, 1000000, 1000000, n,
      case when n % 5 = 0 then null else c.ids[n % array_length(c.ids, 1) + 1] end
    from budget_versions v join projects p on p.id = v.project_id and p.code like 'SB-%'
    cross join (select array_agg(id order by id) as ids from categories where organization_id = ${ORG}) c
    cross join lateral generate_series(1, v.line_count) n`)
  await run(sql`
    insert into purchase_orders (organization_id, project_id, po_no, title, vendor_id, po_date, status, total)
    select ${ORG}, p.id, n, 'PO ' || n, (select min(id) from vendors where organization_id = ${ORG}),
      '2026-06-01', case when n % 5 = 0 then 'draft' else 'approved' end, 400000
    from projects p cross join generate_series(1, 500) n where p.code = 'SB-1'`)
  await run(sql`
    insert into purchase_order_lines (organization_id, po_id, project_id, budget_code, description, quantity, rate, amount, position)
    select ${ORG}, po.id, po.project_id, 'C-' || lpad(((po.po_no * 4 + k) % ${LINES} + 1)::text, 6, '0'),
      'Item', 1, 100000, 100000, k
    from purchase_orders po join projects p on p.id = po.project_id and p.code = 'SB-1'
    cross join generate_series(1, 4) k`)
  await run(sql`
    insert into expenses (organization_id, project_id, budget_version_id, budget_code, vendor_id, invoice_no,
      invoice_date, currency_id, amount, exchange_rate, amount_project, total, net_payable, status, created_at, updated_at)
    select ${ORG}, v.project_id, v.id,
      'C-' || lpad((n % case when p.code = 'SB-1' then ${LINES} else 500 end + 1)::text, 6, '0'),
      (select min(id) from vendors where organization_id = ${ORG}), 'INV-' || n,
      date '2026-01-01' + (n % 365), (select id from currencies where organization_id = ${ORG} and is_base limit 1),
      5000 + n % 100000, 1, 5000 + n % 100000, 5000 + n % 100000, 5000 + n % 100000,
      (array['draft','submitted','approved','paid','rejected','cancelled'])[n % 6 + 1], now(), now()
    from generate_series(1, ${EXPENSES}) n
    join projects p on p.code = 'SB-' || (n % ${PROJECTS} + 1) and p.organization_id = ${ORG}
    join budget_versions v on v.project_id = p.id`)
  // Petty cash on SB-1: a holder per user of the tenant, one disbursed float each, and envelopes
  // of five bills spread over the version's codes, a fifth of them in each status.
  await run(sql`
    insert into petty_cash_holders (organization_id, project_id, user_id, float_limit)
    select ${ORG}, p.id, u.id, 10000000 from projects p cross join users u
    where p.code = 'SB-1' and u.organization_id = ${ORG}`)
  await run(sql`
    insert into petty_cash_floats (organization_id, project_id, holder_id, float_no, kind, amount, purpose,
      status, disbursed_amount, disbursed_on)
    select ${ORG}, h.project_id, h.id, row_number() over (order by h.id), 'float', 5000000, 'Unit petty cash',
      'disbursed', 5000000, '2026-06-01'
    from petty_cash_holders h join projects p on p.id = h.project_id and p.code = 'SB-1'`)
  await run(sql`
    insert into petty_cash_envelopes (organization_id, project_id, holder_id, float_id, envelope_no, total, status)
    select ${ORG}, f.project_id, f.holder_id, f.id, n, 25000,
      (${sql.param(ENVELOPE_STATUSES)}::text[])[n % ${ENVELOPE_STATUSES.length} + 1]
    from generate_series(1, ${Math.ceil(ENVELOPE_LINES / 5)}) n
    join lateral (
      select * from petty_cash_floats where organization_id = ${ORG}
      order by id offset n % (select count(*) from petty_cash_floats where organization_id = ${ORG}) limit 1
    ) f on true`)
  await run(sql`
    insert into petty_cash_lines (organization_id, envelope_id, project_id, position, bill_date, receipt_no,
      payee, description, budget_code, taxable, total, cost)
    select ${ORG}, e.id, e.project_id, k, date '2026-06-01' + (e.envelope_no % 120), 'R-' || e.envelope_no || '-' || k,
      'Payee ' || (e.envelope_no % 400), 'Bill', 'C-' || lpad(((e.envelope_no * 5 + k) % ${LINES} + 1)::text, 6, '0'),
      5000, 5000, 5000
    from petty_cash_envelopes e cross join generate_series(1, 5) k where e.organization_id = ${ORG}`)
  // What autovacuum does to freshly loaded tables in production (it is off on this machine's
  // PostgreSQL): statistics, and the visibility map that lets the list's sums read only the index.
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
    const projects = await fetch(api('/v2/project?search=SB-1'), { headers })
    const project = ((await projects.json()) as { data: { project_id: number }[] }).data[0]?.project_id
    if (!project) throw new Error('no bench project')
    const measure = async (label: string, path: (index: number) => string, requests = REQUESTS) => {
      if (args.has('only') && !label.includes(args.get('only') as string)) return
      const latencies = await latenciesOf((index) => api(path(index)), headers, requests)
      rows.push([kind, label, percentile(latencies, 50).toFixed(1), percentile(latencies, 95).toFixed(1)])
    }
    const statuses = ['approved', 'paid', 'submitted', 'draft']
    const month = (i: number) => String((i % 12) + 1).padStart(2, '0')
    await measure(
      'expenses: project + status + month',
      (i) =>
        `/v2/expenses?project_id=${project}&status=${statuses[i % 4]}&date_from=2026-${month(i)}-01&date_to=2026-${month(i)}-28`,
    )
    await measure(
      'expenses: project + budget code',
      (i) =>
        `/v2/expenses?project_id=${project}&budget_code=C-${String(((i * 7919) % LINES) + 1).padStart(6, '0')}`,
    )
    await measure('expenses: project, page 3', () => `/v2/expenses?project_id=${project}&page_no=3`)
    const envelopeStatuses = ['posted', 'submitted', 'approved', 'reimbursed']
    await measure(
      'petty-cash envelopes: project + status',
      (i) =>
        `/v2/pettycash/envelopes?project_id=${project}&status=${envelopeStatuses[i % 4]}&page_no=${(i % 5) + 1}`,
    )
    await measure('budget report with actuals (100k lines)', () => `/v2/budget/code/${project}`)
    await measure('budget report, only codes over budget', () => `/v2/budget/code/${project}?over_budget=1`)
    const report = await fetch(api(`/v2/budget/code/${project}`), { headers })
    const { categories } = (
      (await report.json()) as { data: { categories: { category_id: number | null }[] } }
    ).data
    const category = categories.find((entry) => entry.category_id !== null)?.category_id
    await measure(
      "report: a category's codes, page 2–11",
      (i) => `/v2/budget/code/${project}/codes?category_id=${category}&page_no=${(i % 10) + 2}`,
    )
    await measure(
      'report: uncategorised codes, page 2–41',
      (i) => `/v2/budget/code/${project}/codes?category_id=none&page_no=${(i % 40) + 2}`,
    )
    await measure('remaining, code picker', (i) => `/v2/budget/remaining/${project}?search=C-0${i % 10}`)
    // The journal is derived on every read (issue 34): fewer requests, each reads every document.
    const books = Math.min(REQUESTS, 20)
    await measure('trial balance: organisation', () => '/v2/ledger/trial-balance', books)
    await measure('trial balance: project', () => `/v2/ledger/trial-balance?project=${project}`, books)
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(
  `\n${EXPENSES.toLocaleString('en')} expenses over ${PROJECTS} projects; ${ENVELOPE_LINES.toLocaleString('en')} petty-cash bills; ${LINES.toLocaleString('en')}-line version; ${REQUESTS} requests per row\n`,
)
printTable(['database', 'request', 'p50 ms', 'p95 ms'], rows)
process.stdout.write(
  'Goals (PostgreSQL): expense and envelope pages p95 under 30 ms; the report and the trial balance under 300 ms.\n',
)
