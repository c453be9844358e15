// Production-floor benchmark (issue 17): a tenant with six projects of 200 shoot days each, every
// day with a report of a full unit (a dozen crew rows, eight scenes, cast, hires), and 20,000
// inventory items on one project with their movements; then the DPR list of one project (first
// page, by status, by dates, a later page), one report, its DCR, a month's daily budgets beside
// their DCRs and the item list (filtered, paged, overdue hires), request after request.
//   npm run bench:dpr -- --db postgres
//   npm run bench:dpr -- --db postgres --days 200 --requests 300
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

const DAYS = Number(args.get('days') ?? 200)
const ITEMS = Number(args.get('items') ?? 20_000)
const PROJECTS = 6
const REQUESTS = Number(args.get('requests') ?? 300)
const PORT = 3204
const ORG = 2

/** Rows written straight with generate_series: the API would take minutes for 1,200 reports. */
async function fill({ db }: DatabaseHandle) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query)
  await run(sql`
    insert into projects (organization_id, name, code, status)
    select ${ORG}, 'DPR bench ' || p, 'DB-' || p, 'production' from generate_series(1, ${PROJECTS}) p`)
  // The plan: a daily budget per shoot day.
  await run(sql`
    insert into daily_budgets (organization_id, project_id, day, title, total)
    select ${ORG}, p.id, date '2026-01-05' + n, 'Day ' || (n + 1), 25000000
    from projects p cross join generate_series(0, ${DAYS - 1}) n where p.code like 'DB-%'`)
  const crew = JSON.stringify(
    Array.from({ length: 12 }, (_, index) => ({
      department_id: 0,
      head_count: 4 + index,
      day_rate: 150_000 + index * 10_000,
      call: '07:00',
      wrap: index % 3 === 0 ? '18:30' : '16:00',
    })),
  )
  const scenes = JSON.stringify(
    Array.from({ length: 8 }, (_, index) => ({
      scene: String(10 + index),
      result: index === 7 ? 'not_shot' : 'shot',
      eighths: 6,
      reason: index === 7 ? 'Lost the light' : null,
    })),
  )
  const cast = JSON.stringify(
    Array.from({ length: 6 }, (_, index) => ({
      name: `Artiste ${index}`,
      character: null,
      status: 'W',
      call: '08:00',
      wrap: '16:00',
    })),
  )
  const extras = JSON.stringify([
    { kind: 'vehicle', description: 'Tempo traveller', quantity: 3, rate: 350_000 },
    { kind: 'equipment', description: 'Extra HMI', quantity: 2, rate: 800_000 },
  ])
  await run(sql`
    insert into dprs (organization_id, project_id, dpr_no, shoot_date, unit, work_type_id, status, location,
      crew_call, meal_out, crew_wrap, scheduled_eighths, shot_eighths, setups, scenes, "cast", crew, extras,
      created_at, updated_at)
    select ${ORG}, p.id, n + 1, date '2026-01-05' + n, 'main',
      (select min(id) from work_types where organization_id = ${ORG} and shoot_day and archived_at is null),
      (array['locked','locked','approved','submitted','draft'])[case when n > ${DAYS - 5} then n % 5 + 1 else 1 end],
      'Film City, set ' || (n % 9), '07:00', '13:00', '18:30', 48, 42, 30, ${scenes}::jsonb, ${cast}::jsonb,
      (select jsonb_agg(jsonb_set(c, '{department_id}', to_jsonb((select min(id) from departments where organization_id = ${ORG}))))
        from jsonb_array_elements(${crew}::jsonb) c),
      ${extras}::jsonb, now(), now()
    from projects p cross join generate_series(0, ${DAYS - 1}) n where p.code like 'DB-%'`)
  // Inventory on DB-1: a fifth of the items hired (booked, on hire, some overdue), the rest owned
  // and issued or in store; each with its receipt and one step.
  await run(sql`
    insert into inventory_items (organization_id, project_id, item_no, ownership, status, name, category,
      quantity, cost, hire_rate, budget_code, custodian_user_id, due_back, condition, created_at, updated_at)
    select ${ORG}, p.id, n,
      case when n % 5 = 0 then 'rented' else 'purchased' end,
      case when n % 5 = 0 then (array['booked','on_hire','returned','closed'])[n % 4 + 1]
        else (array['in_store','issued','in_store','repair'])[n % 4 + 1] end,
      'Item ' || n, (array['props','costume','set_dressing','camera_light_grip','it','consumable'])[n % 6 + 1],
      1 + n % 3, 100000 + n, case when n % 5 = 0 then 250000 end, null,
      case when n % 4 = 1 then (select min(id) from users where organization_id = ${ORG}) end,
      case when n % 5 = 0 and n % 4 = 1 then date '2026-06-01' + (n % 300) end, 'good', now(), now()
    from projects p cross join generate_series(1, ${ITEMS}) n where p.code = 'DB-1'`)
  await run(sql`
    insert into inventory_movements (organization_id, project_id, item_id, action, "on", from_status, to_status, amount)
    select i.organization_id, i.project_id, i.id, k.action, date '2026-06-01', k.from_status, i.status,
      case when k.action = 'lose' then 50000 else 0 end
    from inventory_items i
    cross join lateral (values ('received', null::text), (case when i.item_no % 50 = 0 then 'lose' else 'issue' end, 'in_store'))
      as k(action, from_status)
    where i.organization_id = ${ORG}`)
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
    const projects = await fetch(api('/v2/project?search=DB-1'), { headers })
    const project = ((await projects.json()) as { data: { project_id: number }[] }).data[0]?.project_id
    if (!project) throw new Error('no bench project')
    const list = await fetch(api(`/v2/dpr?project_id=${project}&limit=50`), { headers })
    const ids = ((await list.json()) as { data: { dpr_id: number }[] }).data.map((row) => row.dpr_id)
    const measure = async (label: string, path: (index: number) => string) => {
      const latencies = await latenciesOf((index) => api(path(index)), headers, REQUESTS)
      rows.push([kind, label, percentile(latencies, 50).toFixed(1), percentile(latencies, 95).toFixed(1)])
    }
    const month = (i: number) => String((i % 6) + 1).padStart(2, '0')
    await measure('DPR list: project, first page', () => `/v2/dpr?project_id=${project}`)
    await measure(
      'DPR list: project + status',
      (i) => `/v2/dpr?project_id=${project}&status=${['locked', 'approved', 'submitted'][i % 3]}`,
    )
    await measure(
      'DPR list: project + a month',
      (i) => `/v2/dpr?project_id=${project}&from=2026-${month(i)}-01&to=2026-${month(i)}-28`,
    )
    await measure('DPR list: project, page 5', () => `/v2/dpr?project_id=${project}&page_no=5`)
    await measure('DPR list: all projects', () => '/v2/dpr')
    await measure('one report', (i) => `/v2/dpr/${ids[i % ids.length]}`)
    await measure('one report’s DCR', (i) => `/v2/dpr/${ids[i % ids.length]}/dcr`)
    await measure(
      'a month of daily budgets and DCRs',
      (i) => `/v2/dpr/dcr?project_id=${project}&from=2026-${month(i)}-01&to=2026-${month(i)}-28`,
    )
    const statuses = ['in_store', 'issued', 'on_hire', 'booked']
    const categories = ['props', 'costume', 'set_dressing', 'camera_light_grip']
    await measure('items: project, first page', () => `/v2/inventory/items?project_id=${project}`)
    await measure(
      'items: project + status + category',
      (i) =>
        `/v2/inventory/items?project_id=${project}&status=${statuses[i % 4]}&category=${categories[i % 4]}`,
    )
    await measure('items: project, page 40', () => `/v2/inventory/items?project_id=${project}&page_no=40`)
    await measure('items: overdue hires', () => `/v2/inventory/items?project_id=${project}&overdue=1`)
    await measure(
      'items: search',
      (i) => `/v2/inventory/items?project_id=${project}&search=Item%20${(i * 37) % 1000}`,
    )
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(
  `\n${PROJECTS} projects × ${DAYS} shoot days of reports; ${ITEMS.toLocaleString('en')} items; ${REQUESTS} requests per row\n`,
)
printTable(['database', 'request', 'p50 ms', 'p95 ms'], rows)
process.stdout.write('Goal (PostgreSQL): the DPR list and the item list p95 under 30 ms.\n')
