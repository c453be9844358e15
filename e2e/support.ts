import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

export const PASSWORD = 'greenlight-demo'
export const USERS = {
  superAdmin: 'superadmin@greenlight.test',
  admin: 'admin@demostudios.test',
  manager: 'manager@demostudios.test',
  moderator: 'moderator@demostudios.test',
  user: 'user@demostudios.test',
  dashboard: 'dashboard@demostudios.test',
} as const

/** Sets the mock API's scenario before the app starts (see mocks/scenario.ts). */
export async function useScenario(page: Page, scenario: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem('greenlight.mockScenario', value)
  }, JSON.stringify(scenario))
}

/** Changes the scenario of a page that is already running; the next request sees it. */
export async function setScenario(page: Page, scenario: Record<string, unknown>) {
  await page.evaluate(
    (value) => localStorage.setItem('greenlight.mockScenario', value),
    JSON.stringify(scenario),
  )
}

export async function signIn(page: Page, email: string, to?: string) {
  await page.goto(to ? `/login?to=${encodeURIComponent(to)}` : '/login')
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

/** axe-core on the current page: no serious or critical violation. */
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

export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
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
