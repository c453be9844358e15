import { test as setup } from '@playwright/test'
import { type Role, USERS } from '../support'
import { saveSignIn } from './save-sign-in'

// The demo roles, on the mock API (Northwind's Admin is only used by the full flows).
for (const role of Object.keys(USERS) as Role[]) {
  setup(`${role} signs in on the mocks`, async ({ page }) => {
    await saveSignIn(page, 'mocked', role)
  })
}
