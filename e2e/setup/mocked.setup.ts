import { test as setup } from '@playwright/test'
import { type Role, signOut, USERS } from '../support'
import { saveSignIn } from './save-sign-in'

// The demo roles, on the mock API (Northwind's Admin is only used by the full flows), one after
// another in one page: each page load starts the mock database in the page (seconds of CPU), and
// signing out leaves the app on its sign-in page for the next role. Signing out ends the session
// only in this page's database: a saved state names its session, which the mock API puts back in
// each new browser (save-sign-in.ts).
setup('every role signs in on the mocks', async ({ page }) => {
  for (const role of Object.keys(USERS) as Role[]) {
    await saveSignIn(page, 'mocked', role)
    await signOut(page)
  }
})
