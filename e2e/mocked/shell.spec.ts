import { expect, test } from '@playwright/test'
import { signedIn, snapshot } from '../support'

const sidebar = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' })

test.describe('the signed-in shell', () => {
  test.use({ storageState: signedIn('mocked', 'admin') })

  test('the sidebar starts open, collapses to icons and remembers it', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    await expect(sidebar(page).getByText('Projects')).toBeVisible()
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(sidebar(page).getByRole('link', { name: 'Projects' })).toBeVisible()
    await expect(sidebar(page).getByText('Projects')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
    await snapshot(page, 'sidebar-collapsed')
  })

  test('stars up to ten pages, refuses the eleventh, and keeps them after a reload', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    const titles = [
      'Budget',
      'Vendors',
      'Projects',
      'Team',
      'Inventory',
      'Daily production reports',
      'Reports',
      'Petty cash',
      'Contracts',
      'Settings',
    ]
    for (const title of titles) {
      await sidebar(page).getByRole('link', { name: title, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Star ${title}` })
        .click()
      await expect(page.getByRole('banner').getByRole('button', { name: `Unstar ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    }
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Star Users' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'You can star up to 10 pages' })).toBeVisible()
    const starred = page.getByRole('navigation', { name: 'Starred pages' })
    await expect(starred.getByRole('link')).toHaveCount(10)
    await page.reload()
    await expect(starred.getByRole('link')).toHaveCount(10)
    await starred.getByRole('link', { name: 'Vendors' }).click()
    await expect(page).toHaveURL('/vendorView')
    await snapshot(page, 'starred')
    await starred.getByRole('button', { name: 'Unstar Budget' }).click()
    await expect(starred.getByRole('link')).toHaveCount(9)
  })

  test('switches language everywhere, and keeps the choice', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect(page.getByRole('heading', { name: 'Analysen' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Projekte' }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Analysen' })).toBeVisible()
    for (const [name, heading] of [
      ['Français', 'Analyses'],
      ['Português', 'Análises'],
    ] as const) {
      await page.getByRole('button', { name: /^(Sprache|Langue|Idioma)\s?:/ }).click()
      await page.getByRole('menuitem', { name }).click()
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    await snapshot(page, 'dashboard-pt')
  })

  test('dark mode on request, remembered', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    const darkMode = page.getByRole('switch', { name: 'Dark mode' })
    await expect(darkMode).not.toBeChecked()
    await darkMode.click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await snapshot(page, 'dashboard-dark')
  })

  test('on a narrow screen the sidebar opens as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 860 })
    await page.goto('/dashboard/analytics')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('link', { name: 'Vendors' }).click()
    await expect(page).toHaveURL('/vendorView')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await snapshot(page, 'narrow')
  })
})

test.describe('the shell before signing in', () => {
  test('the sign-in page has the language choice too', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Language').selectOption('fr')
    await expect(page.getByRole('heading', { name: 'Se connecter à Greenlight' })).toBeVisible()
    await expect(page.getByLabel('Mot de passe')).toBeVisible()
  })

  test('light by default with the brand colours', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true })
    await expect(signInButton).toBeVisible()
    await expect(signInButton).toHaveCSS('background-color', 'rgb(71, 22, 186)')
  })

  test('the loading spinner uses the spec colour', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('greenlight.mockScenario', JSON.stringify({ delayMs: 1500 })),
    )
    await page.goto('/pages/register')
    await page.getByLabel('Company name').fill('Acme Films')
    await page.getByLabel('Your name').fill('Ann Lee')
    await page.getByLabel('Work email').fill('ann@acme.test')
    await page.getByRole('button', { name: 'Send request' }).click()
    const spinner = page.locator('svg.animate-spin').first()
    await expect(spinner).toBeVisible()
    await expect(spinner).toHaveCSS('color', 'rgb(224, 0, 124)')
    await expect(page.getByRole('heading', { name: 'Thanks, we have your request' })).toBeVisible()
  })
})
