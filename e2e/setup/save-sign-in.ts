import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { type Role, SAVED_SIGN_INS, type Server, signedIn, signIn, submitSignIn } from '../support'

/*
 * Each role signs in once per server, through the form, and the browser's state is saved for the
 * tests that start signed in (e2e/support.ts, signedIn). The session is a token in localStorage:
 * on the real server it stays valid for the whole run (no test signs these sessions out). On the
 * mocks the session lives in the mock database in the page (IndexedDB, 25 MB: a saved state with
 * it takes longer to load than signing in), which a new browser starts again from the snapshot;
 * so the state names the session in the mock scenario, and the mock API puts it back in that
 * browser's database (mocks/api.ts).
 */
export async function saveSignIn(page: Page, server: Server, role: Role) {
  const email = SAVED_SIGN_INS[role]
  // The sign-in page already shown (the last role signed out) is used as it is.
  if (page.url().endsWith('/login')) await submitSignIn(page, email)
  else await signIn(page, email)
  // The profile is stored too (userInfo), as the app finds it on its next start.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).not.toBeNull()
  const state = await page.context().storageState()
  if (server === 'mocked') {
    for (const origin of state.origins) {
      const token = origin.localStorage.find((item) => item.name === 'accessToken')?.value
      if (!token) throw new Error(`${role}: no token after signing in`)
      origin.localStorage = [
        // Which snapshot IndexedDB holds: a new browser has none of it, and starts from the snapshot.
        ...origin.localStorage.filter(
          (item) => item.name !== 'greenlight.mockDatabase' && item.name !== 'greenlight.mockScenario',
        ),
        { name: 'greenlight.mockScenario', value: JSON.stringify({ session: { email, token } }) },
      ]
    }
  }
  const file = signedIn(server, role)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(state, null, 1))
}
