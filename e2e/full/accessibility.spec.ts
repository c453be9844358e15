import { expect, type Page } from '@playwright/test'
import { expectAccessible, openInApp, signedIn, snapshot, test } from '../support'

/*
 * axe once per kind of page (serious and critical violations fail), on the real product: the
 * public pages, the guards' pages, lists, forms and dialogs, the budget's tabs, dark mode. The
 * flows elsewhere no longer scan the pages they pass through. Read-only: nothing here is saved.
 */

/** Waits for the page's heading and for its skeletons and spinners to go. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect
    .poll(() => page.locator('main .animate-pulse, main [role="status"] .animate-spin').count())
    .toBe(0)
}

/**
 * Opens `path`, checks it was not turned away and scans it. The test's first page loads the app;
 * the next ones open inside it, as a link would, instead of starting the app again for each.
 */
async function scan(page: Page, path: string, heading?: string | RegExp) {
  if (page.url() === 'about:blank') await page.goto(path)
  else await openInApp(page, path)
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
  await settle(page)
  await expect(page).not.toHaveURL(/\/(login|pages\/not-authorized|pages\/landingPage)/)
  await expectAccessible(page)
}

/** Monsoon Diaries' id, through the API with the page's session. */
async function demoProjectId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/v2/project/options?search=MD-01', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    return (await response.json()).data[0].id as number
  })
}

test.describe('signed out', () => {
  test('the sign-in, account and error pages', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Sign in to Greenlight' })).toBeVisible()
    // The real server offers its provider: the page with both ways in.
    await expect(page.getByRole('button', { name: 'Sign in with Test SSO' })).toBeVisible()
    await expectAccessible(page)

    await page.goto('/pages/register')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expectAccessible(page)

    await page.goto('/pages/forgot-password')
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
    await expectAccessible(page)

    await page.goto('/pages/reset-password?token=expired-token-000000')
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('different')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Use at least 12 characters')).toBeVisible()
    await expectAccessible(page)

    await page.goto('/callback?error=access_denied&error_description=The%20user%20cancelled%20sign-in')
    await expect(page.getByRole('alert')).toContainText('The user cancelled sign-in')
    await expectAccessible(page)

    await page.goto('/this/does/not/exist')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expectAccessible(page)

    for (const [path, heading] of [
      ['/pages/maintenance', 'Greenlight is down for maintenance'],
      ['/pages/error-500', 'Something went wrong on our side'],
      ['/pages/comingsoon', 'Coming soon'],
      ['/pages/not-authorized', 'You are not authorised to view this page'],
      ['/pages/landingPage', 'This module is not switched on for you'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expectAccessible(page)
      await snapshot(page, path.split('/').pop() ?? path)
    }
  })
})

test.describe('the guards', () => {
  test('a role outside the page’s list lands on not-authorized, with the way to its start page', async ({
    openAs,
  }) => {
    const page = await openAs('moderator', '/budgetView')
    await expect(page).toHaveURL('/pages/not-authorized')
    await expect(
      page.getByRole('heading', { name: 'You are not authorised to view this page' }),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Go to my start page' }).click()
    await expect(page).toHaveURL('/apps/projects')
  })

  test('a module in neither access list: the landing page', async ({ openAs }) => {
    const page = await openAs('user', '/contractView')
    await expect(page).toHaveURL('/pages/landingPage')
    await expect(page.getByRole('heading', { name: 'This module is not switched on for you' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Petty cash' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the Dashboard User’s overview and the lock screen', async ({ openAs }) => {
    const page = await openAs('dashboard', '/dashboard/test')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await settle(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Lock screen' }).click()
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('as the Admin', () => {
  test.use({ storageState: signedIn('full', 'admin') })

  test('the dashboard, light and dark, and the shell', async ({ page }) => {
    await scan(page, '/dashboard/analytics')
    await page.getByRole('switch', { name: 'Dark mode' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expectAccessible(page)
    await snapshot(page, 'dashboard-dark')
    await scan(page, '/vendorView', 'Vendors')
  })

  test('lists and forms of projects, people and roles', async ({ page }) => {
    await scan(page, '/apps/projects', 'Projects')
    await page.goto('/editProject')
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This field is required')
    await expectAccessible(page)
    await scan(page, '/usersView', 'Users')
    await page.getByRole('button', { name: 'Add user' }).click()
    // (The dialog's own element has no box: its panel is what shows.)
    await expect(page.getByRole('dialog', { name: 'Add a user' }).getByLabel('Name')).toBeVisible()
    await expectAccessible(page)
    await scan(page, '/userRoleView')
    await scan(page, '/apps/team')
    await scan(page, '/pages/profile')
  })

  // Every master page the engine makes opens with its records; axe on a page of each shape.
  const MASTER_PAGES: [path: string, heading: string, record: RegExp, axe?: true][] = [
    ['/master/company', 'Companies', /Demo Studios/],
    ['/master/DepartmentView', 'Departments', /Camera/],
    ['/master/designation', 'Designations', /./],
    ['/master/country', 'Countries', /India/],
    ['/master/city', 'Cities', /Mumbai/, true],
    ['/master/Currency', 'Currencies', /INR/, true],
    ['/master/category', 'Budget categories', /Cast/],
    ['/masters/SubCategoryView/0/0', 'Sub-categories', /Lead cast/, true],
    ['/master/shoot-location', 'Shoot locations', /Film City/],
    ['/master/employment', 'Employment types', /Daily wage/],
    ['/master/project', 'Project types', /Feature film/],
    ['/master/priority', 'Priorities', /Urgent/],
    ['/master/paymentMode', 'Payment modes', /NEFT/],
    ['/master/gst', 'GST rates', /GST 18%/],
    ['/master/tds', 'TDS sections', /194J/, true],
    ['/workTypeView', 'Work types', /Company move/],
  ]

  test('the settings home and every master list', async ({ page }) => {
    await scan(page, '/master', 'Settings')
    for (const [path, heading, record, axe] of MASTER_PAGES) {
      // From the settings home, in the app, as a user goes (each page's code loads then).
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${heading}\\b`) })
        .click()
      await expect(page).toHaveURL((url) => url.pathname === path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.getByRole('row', { name: record }).first()).toBeVisible()
      if (axe) await expectAccessible(page)
      await page.goBack()
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    }
  })

  test('purchase orders, their form, levels and verification', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    const projectId = await demoProjectId(page)
    await scan(page, `/projectPosList/${projectId}`)
    await page.getByRole('button', { name: 'New purchase order' }).first().click()
    await expect(page.getByRole('dialog', { name: 'New purchase order' }).getByLabel('Title')).toBeVisible()
    await expectAccessible(page)
    for (const path of [`/addLevel?project=${projectId}`, '/VerificationCards', '/verificationChallanList'])
      await scan(page, path)
  })

  // A few pages a test: some 40 scans in one test passed the minute on a busy machine.
  test('petty cash, reports, inventory and the other modules’ lists', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    const projectId = await demoProjectId(page)
    for (const path of [
      '/cashManagementView',
      '/dprList',
      `/inventoryView?project=${projectId}`,
      '/apps/creditNoteMasterView',
      '/vendorAdvanceRequestView',
      `/budgetView?project=${projectId}&tab=cost`,
      '/apps/reports',
      '/ledger',
      '/pages/search?q=Bright',
    ])
      await scan(page, path)
  })
})

test.describe('as the Admin Manager', () => {
  test.use({ storageState: signedIn('full', 'manager') })

  test('the budget: choosing a project, its lines, a line with its log, the upload dialog', async ({
    page,
  }) => {
    await scan(page, '/budgetView', 'Budget')
    await expect(page.getByRole('heading', { name: 'Choose a project' })).toBeVisible()
    const projectId = await demoProjectId(page)
    await scan(page, `/budgetView?project=${projectId}`)
    await page
      .getByRole('button', { name: /^Edit line/ })
      .first()
      .click()
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Change log' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Upload budget' }).first().click()
    await expect(
      page.getByRole('dialog', { name: 'Upload a budget' }).getByLabel('Budget file (CSV or XLSX)'),
    ).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
  })

  test('the budget’s other tabs, the daily budget calendar and the DCR budget', async ({ page }) => {
    await page.goto('/budgetView')
    const projectId = await demoProjectId(page)
    for (const tab of ['report', 'compare', 'city', 'atl', 'uploads'])
      await scan(page, `/budgetView?project=${projectId}&tab=${tab}`)
    await scan(page, `/apps/calendar/vue-fullcalendar/dailyBudget?project=${projectId}&month=2026-11`)
    await scan(page, `/dcrbudget?project=${projectId}&from=2026-11-01&to=2026-11-30`)
  })

  test('expenses and contracts, with their forms', async ({ page }) => {
    await scan(page, '/apps/expenseMasterView')
    await page.getByRole('button', { name: 'New expense' }).click()
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Project' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await scan(page, '/contractView')
    await page.getByRole('button', { name: 'New contract' }).first().click()
    await expect(page.getByRole('dialog', { name: 'New contract' }).getByLabel('Title')).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await scan(page, '/contractFilter')
    const projectId = await demoProjectId(page)
    await scan(page, `/contractChartView?project=${projectId}`)
  })
})

test.describe('as the Super Admin', () => {
  test.use({ storageState: signedIn('full', 'superAdmin') })

  test('organisations, access control and modules', async ({ page }) => {
    await scan(page, '/Organization')
    await scan(page, '/acl', 'Access control')
    await scan(page, '/addModules')
  })
})
