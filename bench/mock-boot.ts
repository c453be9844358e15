// Browser benchmark (issue 31): how soon the mocked SPA (`npm run mock`, the mocked Playwright
// flows) draws its first route after `goto`, and how soon its in-page database answers. Each
// round opens a fresh browser context, as every Playwright test does (no HTTP cache, no service
// worker, no IndexedDB):
//   - signed out: `goto('/')` until the sign-in page's heading is drawn;
//   - signed in: the same context reloads a signed-in page (the database now comes from
//     IndexedDB, as for a returning demo user) until that page's heading is drawn;
//   - database ready: when the in-page database first answered (the page's own mark).
// Times are the page's own (performance.now() from the navigation's start). Prints figures only.
//   npm run bench:mock-boot                  (builds the mocked SPA first)
//   npm run bench:mock-boot -- --rounds 10 --no-build
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/chromium'
import { args, percentile, printTable } from './support'

const ROUNDS = Number(args.get('rounds') ?? 7)
const PORT = 4373
const ORIGIN = `http://localhost:${PORT}`

if (!args.has('no-build')) execFileSync('npx', ['vite', 'build', '--mode', 'mock'], { stdio: 'ignore' })

function startPreview(): Promise<ChildProcess> {
  const preview = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'mock', '--port', String(PORT), '--strictPort'],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = async () => {
      try {
        if ((await fetch(`${ORIGIN}/login`)).ok) return resolve(preview)
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) return reject(new Error('vite preview did not start'))
      setTimeout(poll, 200)
    }
    void poll()
  })
}

/**
 * Records, in the page, when the first level-1 heading with `text` is drawn. Text, not a
 * function: tsx would wrap a function's inner helpers in a `__name` the page lacks.
 */
const watchHeading = (text: string) => `(() => {
  const seen = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.includes(${JSON.stringify(text)}))
  const observer = new MutationObserver(() => {
    if (!seen()) return
    observer.disconnect()
    window.__firstRoute = performance.now()
  })
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }))
})()`

async function drawnAt(page: Page): Promise<number> {
  await page.waitForFunction('window.__firstRoute !== undefined', undefined, { timeout: 60_000 })
  return (await page.evaluate('window.__firstRoute')) as number
}

async function databaseReadyAt(page: Page): Promise<number | undefined> {
  await page.waitForFunction(
    `performance.getEntriesByName('greenlight:mock-database-ready').length > 0`,
    undefined,
    { timeout: 60_000 },
  )
  return (await page.evaluate(
    `performance.getEntriesByName('greenlight:mock-database-ready')[0].startTime`,
  )) as number
}

const preview = await startPreview()
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const figures = {
  signedOut: [] as number[],
  coldDatabase: [] as number[],
  signedIn: [] as number[],
  warmDatabase: [] as number[],
}
try {
  for (let round = 0; round <= ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } })
    const page = await context.newPage()
    await page.addInitScript(watchHeading('Sign in to Greenlight'))
    await page.goto(`${ORIGIN}/`)
    const signedOut = await drawnAt(page)
    // The sign-in page asks the API for its providers: that request boots the database.
    const coldDatabase = await databaseReadyAt(page)
    await page.getByLabel('Email').fill('admin@demostudios.test')
    await page.getByLabel('Password').fill('greenlight-demo')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/dashboard\/analytics/)

    const signedInPage = await context.newPage()
    await signedInPage.addInitScript(watchHeading('Projects'))
    await page.close()
    await signedInPage.goto(`${ORIGIN}/apps/projects`)
    const signedIn = await drawnAt(signedInPage)
    const warmDatabase = await databaseReadyAt(signedInPage)
    await context.close()
    // The first round warms the machine's own caches (files, Chromium's code); not counted.
    if (round === 0) continue
    figures.signedOut.push(signedOut)
    figures.coldDatabase.push(coldDatabase ?? Number.NaN)
    figures.signedIn.push(signedIn)
    figures.warmDatabase.push(warmDatabase ?? Number.NaN)
  }
} finally {
  await browser.close()
  if (preview.pid) process.kill(-preview.pid)
}

const row = (name: string, values: number[]) => [
  name,
  percentile(values, 50).toFixed(0),
  percentile(values, 95).toFixed(0),
  Math.max(...values).toFixed(0),
]
process.stdout.write(`Mocked SPA, ${ROUNDS} fresh browser contexts (ms from goto):\n`)
printTable(
  ['', 'p50', 'p95', 'max'],
  [
    row('signed out: /login drawn', figures.signedOut),
    row('   its database ready (snapshot)', figures.coldDatabase),
    row('signed in: /apps/projects drawn', figures.signedIn),
    row('   its database ready (IndexedDB)', figures.warmDatabase),
  ],
)
