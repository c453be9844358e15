// Budget benchmark (issue 5): a project with 100,000 budget lines across 5 versions, each version
// uploaded through POST /v2/budget as a 20,000-line CSV; then the list page by page, the report
// per category and code, the comparison of two versions and the city-wise summary, request after
// request, with the server as its own production process. Prints figures only.
//   npm run bench:budget                          both databases
//   npm run bench:budget -- --db postgres --lines 20000 --versions 5 --requests 300
import { budgetCsv } from './budget-file'
import {
  args,
  databases,
  latenciesOf,
  memoryOf,
  percentile,
  prepare,
  printTable,
  signIn,
  startServer,
  stopServer,
  timed,
} from './support'

const LINES = Number(args.get('lines') ?? 20_000)
const VERSIONS = Number(args.get('versions') ?? 5)
const REQUESTS = Number(args.get('requests') ?? 300)
const PORT = 3202

const rows: string[][] = []
const uploads: string[][] = []
for (const kind of databases) {
  process.stdout.write(`\nPreparing ${kind}…\n`)
  const env = await prepare(kind)
  const server = await startServer(env, PORT)
  try {
    const token = await signIn(PORT)
    const headers = { authorization: `Bearer ${token}` }
    const api = (path: string) => `http://localhost:${PORT}${path}`
    const created = await fetch(api('/v2/project'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Benchmark Feature', code: 'BENCH-1', status: 'pre-production' }),
    })
    const project = ((await created.json()) as { data: { project_id: number } }).data.project_id
    for (let version = 1; version <= VERSIONS; version++) {
      const file = budgetCsv(LINES, version)
      const { result, ms } = await timed(async () => {
        const answer = await fetch(
          api(`/v2/budget?project_id=${project}&note=Revision%20${version}&file_name=bench.csv`),
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/csv' },
            body: file,
          },
        )
        return {
          status: answer.status,
          body: (await answer.json()) as { data?: { rows: number }; message?: string },
        }
      })
      if (result.status !== 200) throw new Error(`upload ${version}: ${result.status} ${result.body.message}`)
      uploads.push([
        kind,
        String(version),
        (result.body.data?.rows ?? 0).toLocaleString('en'),
        (ms / 1000).toFixed(2),
      ])
    }
    const lastPage = Math.ceil(LINES / 25)
    const measure = async (label: string, path: (index: number) => string) => {
      const latencies = await latenciesOf((index) => api(path(index)), headers, REQUESTS)
      rows.push([
        kind,
        label,
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 95).toFixed(1),
        percentile(latencies, 99).toFixed(1),
      ])
    }
    // Pages spread over the whole version, in a fixed pseudo-random order.
    const page = (index: number) => ((index * 7919) % lastPage) + 1
    await measure('list, current version, page 1', () => `/v2/budget/project/${project}?page_no=1&limit=25`)
    await measure(
      'list, current version, any page',
      (i) => `/v2/budget/project/${project}?page_no=${page(i)}&limit=25`,
    )
    await measure(
      'list, older version, any page',
      (i) => `/v2/budget/project/${project}?page_no=${page(i)}&limit=25&budgetV=${(i % (VERSIONS - 1)) + 1}`,
    )
    await measure(
      'report per category and code',
      (i) => `/v2/budget/code/${project}?budgetV=${(i % VERSIONS) + 1}`,
    )
    await measure('city-wise summary', () => `/v2/budget/getCitywiseSummary/${project}`)
    await measure('compare two versions', () => `/v2/budget/compare/${project}?from=1&to=${VERSIONS}`)
    const memory = memoryOf(server.pid as number)
    process.stdout.write(`${kind}: server peak RSS ${memory.peakMb} MB\n`)
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(`\n${VERSIONS} versions × ${LINES.toLocaleString('en')} lines, uploaded as CSV\n`)
printTable(['database', 'version', 'lines', 'upload s'], uploads)
process.stdout.write(`\n${REQUESTS} requests one after another per row\n`)
printTable(['database', 'request', 'p50 ms', 'p95 ms', 'p99 ms'], rows)
process.stdout.write(
  'Goals (PostgreSQL): list page p95 under 20 ms; a 20,000-line upload under 5 s; the report under 300 ms.\n',
)
