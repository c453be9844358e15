// Masters benchmark (issue 4): 50,000 cities in a tenant, loaded through the CSV import, then the
// list endpoint for a page of 25 with a search term, request after request, on PGlite and on
// PostgreSQL. The server runs as its own production process. Prints figures only.
//   npm run bench:masters                   both databases
//   npm run bench:masters -- --db postgres --cities 50000 --requests 400
import autocannon from 'autocannon'
import {
  args,
  databases,
  memoryOf,
  percentile,
  prepare,
  printTable,
  signIn,
  startServer,
  stopServer,
  timed,
} from './support'

const CITIES = Number(args.get('cities') ?? 50_000)
const REQUESTS = Number(args.get('requests') ?? 400)
const PORT = 3201

const PREFIXES = [
  'Ram',
  'Shiv',
  'Krishna',
  'Hari',
  'Deva',
  'Chandra',
  'Sur',
  'Vijay',
  'Laxmi',
  'Ganesh',
  'Kamal',
  'Raj',
  'Sita',
  'Indra',
  'Bhim',
  'Nag',
  'Jai',
  'Uday',
  'Sri',
  'Gopal',
  'Mahesh',
  'Anand',
  'Dharma',
  'Kali',
  'Neel',
  'Amar',
  'Bhavani',
  'Durga',
  'Gauri',
  'Hanuman',
  'Kesar',
  'Madhav',
  'Narayan',
  'Padma',
  'Rukmini',
  'Shanti',
  'Tara',
  'Vishnu',
  'Yash',
  'Zora',
  'Arjun',
  'Bala',
  'Chitra',
  'Daya',
  'Ekta',
  'Hira',
  'Jyoti',
  'Kiran',
  'Mohan',
  'Prem',
]
const SUFFIXES = [
  'pur',
  'nagar',
  'abad',
  'gaon',
  'garh',
  'kot',
  'ganj',
  'wadi',
  'palli',
  'halli',
  'puram',
  'khed',
  'sar',
  'ner',
  'gudi',
  'peta',
  'dih',
  'pura',
  'wada',
  'bagh',
]
const TERMS = ['pur', 'nagar', 'Ram', 'abad', 'kot', 'Shivgaon', 'halli', 'District 7', 'xyz', 'Maha']

/** Unique (name, state) pairs of Indian-looking places: 1,000 names in as many districts as needed. */
function citiesCsv(count: number) {
  const lines = ['name,state,country']
  const names = PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix}${suffix}`))
  for (let index = 0; index < count; index++) {
    lines.push(`${names[index % names.length]},District ${Math.floor(index / names.length) + 1},India`)
  }
  return `${lines.join('\n')}\n`
}

function load(url: string, token: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: 10, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const rows: string[][] = []
for (const kind of databases) {
  process.stdout.write(`\nPreparing ${kind}…\n`)
  const env = await prepare(kind)
  const server = await startServer(env, PORT)
  try {
    const token = await signIn(PORT)
    const headers = { authorization: `Bearer ${token}` }
    const imported = await timed(async () => {
      const answer = await fetch(`http://localhost:${PORT}/v2/city/import?file_name=cities.csv`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: citiesCsv(CITIES),
      })
      return (await answer.json()) as { data?: { created: number }; message?: string }
    })
    if (!imported.result.data) throw new Error(`import failed: ${imported.result.message}`)
    process.stdout.write(
      `Imported ${imported.result.data.created.toLocaleString('en')} cities in ${(imported.ms / 1000).toFixed(1)} s\n`,
    )
    const measure = async (label: string, path: (index: number) => string) => {
      for (let index = 0; index < 30; index++)
        await fetch(`http://localhost:${PORT}${path(index)}`, { headers })
      const latencies: number[] = []
      let matched = 0
      for (let index = 0; index < REQUESTS; index++) {
        const { result, ms } = await timed(async () => {
          const answer = await fetch(`http://localhost:${PORT}${path(index)}`, { headers })
          if (!answer.ok) throw new Error(`${answer.status} for ${path(index)}`)
          return (await answer.json()) as { data: unknown[]; pagination?: { total: number } }
        })
        latencies.push(ms)
        matched += result.pagination?.total ?? result.data.length
      }
      rows.push([
        kind,
        label,
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 95).toFixed(1),
        percentile(latencies, 99).toFixed(1),
        Math.round(matched / REQUESTS).toLocaleString('en'),
      ])
    }
    const term = (index: number) => encodeURIComponent(TERMS[index % TERMS.length] as string)
    await measure('search, page 1 of 25', (index) => `/v2/city?search=${term(index)}&limit=25`)
    await measure(
      'search, page 3, by state',
      (index) => `/v2/city?search=${term(index)}&limit=25&page_no=3&sort=state`,
    )
    await measure('no search, page 1', () => '/v2/city?limit=25')
    await measure('choices while typing', (index) => `/v2/city/options?search=${term(index)}&limit=20`)
    const throughput = await load(`http://localhost:${PORT}/v2/city?search=nagar&limit=25`, token)
    const memory = memoryOf(server.pid as number)
    process.stdout.write(
      `${kind}: 10 connections on search=nagar: ${Math.round(throughput.requests.average)} req/s, p99 ${throughput.latency.p99} ms, server peak RSS ${memory.peakMb} MB\n`,
    )
  } finally {
    await stopServer(server, env)
  }
}

process.stdout.write(
  `\n${CITIES.toLocaleString('en')} cities in the tenant; ${REQUESTS} requests one after another per row\n`,
)
printTable(['database', 'request', 'p50 ms', 'p95 ms', 'p99 ms', 'rows matched (avg)'], rows)
process.stdout.write(
  'Goal: p95 under 20 ms for a page of 25 with a search term, on PostgreSQL and on PGlite.\n',
)
