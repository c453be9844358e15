import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export const PASSWORD = 'greenlight-demo'
export const USERS = {
  superAdmin: 'superadmin@greenlight.test',
  admin: 'admin@demostudios.test',
  manager: 'manager@demostudios.test',
  moderator: 'moderator@demostudios.test',
  user: 'user@demostudios.test',
  dashboard: 'dashboard@demostudios.test',
} as const

/** The accounts whose sign-in is saved once per run (e2e/setup): the demo roles, and Northwind's Admin. */
export const SAVED_SIGN_INS = { ...USERS, northwindAdmin: 'admin@northwind.test' } as const
export type Role = keyof typeof SAVED_SIGN_INS
/** The two servers the projects run against (playwright.config.ts). */
export type Server = 'mocked' | 'full'

/**
 * Each role signs in once per server, in the setup projects (e2e/setup), and a test starts from
 * that saved browser state: `test.use({ storageState: signedIn('full', 'admin') })`. A test that
 * signs out must sign in itself (signOut revokes the session every test of that role shares on the
 * real server).
 */
export function signedIn(server: Server, role: Role): string {
  return `test-results/auth/${server}-${role}.json`
}

/**
 * `openAs(role, path?)`: a page of its own browser context, signed in as `role` from the saved state
 * (and opened at `path`), for a flow that several people take in turn: the next person's page
 * instead of signing out and in. Closed at the test's end; the server is the project's.
 */
export const test = base.extend<{ openAs: (role: Role, path?: string) => Promise<Page> }>({
  openAs: async ({ browser }, use, testInfo) => {
    const server = testInfo.project.name as Server
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    await use(async (role, path) => {
      const context = await browser.newContext({ storageState: signedIn(server, role) })
      contexts.push(context)
      const page = await context.newPage()
      if (path) await page.goto(path)
      return page
    })
    for (const context of contexts) await context.close()
  },
})

const SCENARIO_KEY = 'greenlight.mockScenario'

/** Runs in the page: stores `value` as the scenario, with the saved sign-in's session it held. */
function keepingSession({ key, value }: { key: string; value: Record<string, unknown> }) {
  const { session } = JSON.parse(localStorage.getItem(key) ?? '{}')
  localStorage.setItem(key, JSON.stringify({ ...value, session }))
}

/**
 * Sets the mock API's scenario before the app starts (see mocks/scenario.ts), keeping the saved
 * sign-in's session the scenario carries.
 */
export async function useScenario(page: Page, scenario: Record<string, unknown>) {
  await page.addInitScript(keepingSession, { key: SCENARIO_KEY, value: scenario })
}

/** Changes the scenario of a page that is already running; the next request sees it. */
export async function setScenario(page: Page, scenario: Record<string, unknown>) {
  await page.evaluate(keepingSession, { key: SCENARIO_KEY, value: scenario })
}

export async function signIn(page: Page, email: string, to?: string) {
  await page.goto(to ? `/login?to=${encodeURIComponent(to)}` : '/login')
  await submitSignIn(page, email)
}

/** Signs in through the sign-in form the page shows. */
export async function submitSignIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // On the mocks the first request also loads the server's database into the page (a few seconds).
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login')
}

/**
 * axe-core on the current page: no serious or critical violation. Run once per kind of page, in
 * e2e/full/accessibility.spec.ts and for the public pages in e2e/mocked/public-pages.spec.ts.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/**
 * Opens a page inside the running app, as a link would: a reload starts the app again (on the
 * mocks, its database too: seconds per page). TanStack Router follows `history.pushState`.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = heading.textContent ?? ''
    window.history.pushState(window.history.state, '', to)
  }, path)
  // The page left behind is gone: its heading went, or says something else now (a page of the
  // same component keeps the element). A tab of the same page keeps its heading: a moment then.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('h1')].some(
            (heading) => heading.dataset.left === heading.textContent,
          ),
        ),
      { timeout: 2_000 },
    )
    .toBe(false)
    .catch(() => undefined)
  await expect(page).not.toHaveURL(/\/login/)
}

/**
 * A picture of the page for a person to look at, taken only with SCREENSHOTS=1 (a failing test
 * gets its screenshot anyway, playwright.config.ts). `fullPage: false` for what the window shows,
 * e.g. an open dialog of a long page.
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!process.env.SCREENSHOTS) return
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage })
}

/**
 * Types into a combobox and picks the option, again until the choice holds: on a busy machine the
 * chooser can be drawn anew just after the typing (its list closes, the option vanishes, and a
 * plain click would wait for it to the test's end).
 */
export async function pick(combobox: Locator, typed: string, option: Locator, chosen: RegExp = /.+/) {
  await expect(async () => {
    await combobox.fill(typed)
    await option.click({ timeout: 5_000 })
    await expect(combobox).toHaveValue(chosen, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
}
