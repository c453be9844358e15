// Browser benchmark (issue 5): how fast the budget list shows another page in Chromium — a page
// fetched from the server, and a page seen before (from TanStack Query's cache). The real server
// runs on a fresh embedded database with a 2,000-line budget uploaded; the production SPA is
// served by it. Time is measured inside the page: from the click on "Next"/"Previous" to the DOM
// showing the new page's first budget code (performance marks, read back). Prints figures only.
//   npm run bench:budget-browser                    (needs `npx vite build` first, or run `npm start` once)
//   npm run bench:budget-browser -- --rounds 20
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/chromium'
import { budgetCsv } from './budget-file'
import { args, percentile, prepare, printTable, signIn, startServer, stopServer } from './support'

const ROUNDS = Number(args.get('rounds') ?? 15)
const LINES = 2_000
const PORT = 3203

if (!existsSync('dist/app/index.html')) {
  process.stdout.write('Build the SPA first: npx vite build\n')
  process.exit(1)
}

const env = await prepare('pglite')
const server = await startServer({ ...env, STATIC_DIR: 'dist/app' }, PORT)
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const token = await signIn(PORT, 'manager@demostudios.test')
  const headers = { authorization: `Bearer ${token}` }
  const created = await fetch(`http://localhost:${PORT}/v2/project`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Browser Bench', code: 'BB-1', status: 'shooting' }),
  })
  const project = ((await created.json()) as { data: { project_id: number } }).data.project_id
  const uploaded = await fetch(
    `http://localhost:${PORT}/v2/budget?project_id=${project}&note=Bench&file_name=b.csv`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: budgetCsv(LINES),
    },
  )
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status}`)

  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
  await page.goto(`http://localhost:${PORT}/login?to=${encodeURIComponent(`/budgetView?project=${project}`)}`)
  await page.getByLabel('Email').fill('manager@demostudios.test')
  await page.getByLabel('Password').fill('greenlight-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('cell', { name: '1000-00', exact: true }).waitFor()

  /**
   * Clicks a pager button inside the page and answers the ms until `code` is in the table. The
   * script is text: tsx would wrap a function's inner helpers in a `__name` the page lacks.
   */
  const change = (button: 'Next' | 'Previous', code: string) =>
    page.evaluate(`new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('td')].some((cell) => cell.textContent.trim() === ${JSON.stringify(code)})) return
        observer.disconnect()
        performance.mark('budget-page-shown')
        resolve(performance.measure('budget-page', 'budget-page-click', 'budget-page-shown').duration)
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      const target = [...document.querySelectorAll('nav button')].find((element) =>
        element.textContent.trim().startsWith(${JSON.stringify(button)}))
      performance.mark('budget-page-click')
      target.click()
    })`) as Promise<number>
  const codeOfPage = (n: number) =>
    `${1000 + Math.floor(((n - 1) * 25) / 100)}-${String(((n - 1) * 25) % 100).padStart(2, '0')}`

  const fromServer: number[] = []
  const fromCache: number[] = []
  let current = 1
  for (let round = 0; round < ROUNDS; round++) {
    // Forward onto a page never seen (it may already be prefetched: that is the point of prefetching).
    fromServer.push(await change('Next', codeOfPage(current + 1)))
    current++
    await page.waitForTimeout(150)
    // Back to the page just seen: from cache.
    fromCache.push(await change('Previous', codeOfPage(current - 1)))
    current--
    await page.waitForTimeout(50)
    fromCache.push(await change('Next', codeOfPage(current + 1)))
    current++
    await page.waitForTimeout(150)
  }
  const row = (label: string, values: number[]) => [
    label,
    String(values.length),
    percentile(values, 50).toFixed(1),
    percentile(values, 95).toFixed(1),
    Math.max(...values).toFixed(1),
  ]
  process.stdout.write(`\nBudget list of ${LINES.toLocaleString('en')} lines, 25 a page, Chromium headless\n`)
  printTable(
    ['page change', 'n', 'p50 ms', 'p95 ms', 'max ms'],
    [row('to the next page (prefetched)', fromServer), row('to a page seen before (cache)', fromCache)],
  )
  process.stdout.write('Goal: a cached page renders in under 50 ms.\n')
} finally {
  await browser.close()
  await stopServer(server, env)
}
