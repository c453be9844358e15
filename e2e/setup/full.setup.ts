import { test as setup } from '@playwright/test'
import { type Role, SAVED_SIGN_INS } from '../support'
import { saveSignIn } from './save-sign-in'

for (const role of Object.keys(SAVED_SIGN_INS) as Role[]) {
  setup(`${role} signs in on the real server`, async ({ page }) => {
    await saveSignIn(page, 'full', role)
  })
}
