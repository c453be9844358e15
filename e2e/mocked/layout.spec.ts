import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { openInApp, signedIn, snapshot, test } from '../support'

/*
 * Issue 15: every signed-in page fits the phone (390 px) and the laptop with the sidebar open
 * (1440 px): nothing makes the document wider than the window; wide tables scroll inside their card.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1440, height: 900 },
] as const

type AppRoute = { path: string; takesProject: boolean }

/**
 * Every page of the signed-in shell, read from the route files themselves (the router's source),
 * so a page added later is checked too. `takesProject`: the page opens on a project (?project=).
 */
function appRoutes(): AppRoute[] {
  const root = join(process.cwd(), 'src/routes/_app')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.split('/').some((part) => part.startsWith('-')),
  )
  return files
    .flatMap((file) => {
      const source = readFileSync(join(root, file), 'utf8')
      const id = /createFileRoute\('\/_app(\/[^']*)'\)/.exec(source)?.[1]
      return id ? [{ path: id, takesProject: /\bproject: optionalId\(/.test(source) }] : []
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** A route's path with its parameters filled in with the demo's records. */
function concrete(path: string, projectId: number): string {
  return path
    .replace('$projectID', String(projectId))
    .replace('$categoryID', '0')
    .replace('$category', 'general')
    .replace('$question', 'first-steps')
    .replace(/\/\$$/, '/overview')
}

/** Waits (a little) for skeletons and spinners to go, so the page measured is the loaded one. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(() => page.locator('main .animate-pulse, main [role="status"] .animate-spin').count(), {
      timeout: 10_000,
    })
    .toBe(0)
    .catch(() => undefined)
}

/** The document is no wider than the window; otherwise names the elements that stick out. */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth
    if (document.documentElement.scrollWidth <= width) return null
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : []
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''
      return `${element.tagName.toLowerCase()}.${classes.slice(0, 4).join('.')} "${label}"`
    }
    // A box that scrolls holds what sticks out of it, unless it is positioned outside the box
    // (an absolute element whose containing block is further up, such as an `sr-only` label).
    const scrolledInside = (element: Element) => {
      let contained = getComputedStyle(element).position !== 'absolute'
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        contained ||= style.position !== 'static'
        if (contained && style.overflowX !== 'visible') return true
      }
      return false
    }
    // The outermost elements that stick out (their children would only repeat them); what
    // scrolls inside a box of its own is fine.
    const culprits: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      const parent = element.parentElement
      const sticksOut = (box: Element) =>
        box.getBoundingClientRect().right > width + 1 && !scrolledInside(box)
      if (sticksOut(element) && !(parent && sticksOut(parent))) culprits.push(describe(element))
      if (culprits.length >= 4) break
    }
    return `${document.documentElement.scrollWidth} px wide: ${culprits.join('; ')}`
  })
}

/** A dialog's panel fits the window and nothing in it is wider than the panel. */
async function dialogOverflowOf(dialog: Locator): Promise<string | null> {
  return dialog.evaluate((element) => {
    const panel = element.querySelector('[id^="headlessui-dialog-panel"]') ?? element
    const scroller = panel.parentElement ?? panel
    const rect = panel.getBoundingClientRect()
    const problems: string[] = []
    if (rect.left < 0 || rect.right > window.innerWidth + 1)
      problems.push(`panel spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`)
    if (panel.scrollWidth > panel.clientWidth + 1)
      problems.push(`content ${panel.scrollWidth} px in a ${panel.clientWidth} px panel`)
    if (scroller.scrollWidth > scroller.clientWidth + 1)
      problems.push(`the dialog scrolls sideways (${scroller.scrollWidth} px)`)
    return problems.length ? problems.join('; ') : null
  })
}

/** The element (a button, a cell) is on screen and not cut off by the box it scrolls in. */
async function expectFullyShown(target: Locator) {
  const shown = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    let clip = { left: 0, right: window.innerWidth }
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') {
        const boxRect = box.getBoundingClientRect()
        clip = { left: Math.max(clip.left, boxRect.left), right: Math.min(clip.right, boxRect.right) }
      }
    }
    // Under the column that stays in view (the actions) counts as cut off too.
    const covering = document.elementFromPoint(rect.right - 2, rect.top + rect.height / 2)
    const covered = covering !== null && covering !== element && !element.contains(covering)
    return rect.left >= clip.left - 1 && rect.right <= clip.right + 1 && !covered
  })
  const name = (await target.getAttribute('aria-label')) ?? (await target.textContent())
  expect.soft(shown, `${name} is cut off`).toBe(true)
}

/** Chooses Monsoon Diaries (MD-01) in the budget page's picker; answers its id. */
async function demoProjectId(page: Page): Promise<number> {
  await page.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await expect(page).toHaveURL(/[?&]project=\d+/)
  return Number(new URL(page.url()).searchParams.get('project'))
}

const BUDGET_TABS = ['lines', 'report', 'compare', 'city', 'atl', 'uploads']

test.use({ storageState: signedIn('mocked', 'admin') })

for (const viewport of VIEWPORTS) {
  test(`every page fits ${viewport.width} px, tables scroll inside their card`, async ({ page, openAs }) => {
    // Some 80 pages, each measured: several minutes on a busy 2-core machine.
    test.setTimeout(300_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const overflowing: string[] = []
    const check = async (label: string, on: Page = page) => {
      await settle(on)
      const overflow = await overflowOf(on)
      if (overflow) overflowing.push(`${label} (${on.url().replace(/^https?:\/\/[^/]+/, '')}): ${overflow}`)
    }

    await page.goto('/budgetView')
    const projectId = await demoProjectId(page)

    // The budget lines with their actions, and the line dialog (the change log is a table).
    const lines = page.getByRole('region', { name: 'Budget lines' })
    await expect(lines.getByRole('row')).toHaveCount(26)
    if (viewport.width >= 1024)
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
    await check('budget lines')
    await expect
      .soft(page.getByRole('button', { name: 'Upload budget' }).first())
      .toBeInViewport({ ratio: 1 })
    const edit = lines.getByRole('button', { name: /^Edit line/ }).first()
    // Beside the open sidebar of a laptop, every column of the lines shows, the actions too (a
    // phone scrolls the lines sideways to reach them).
    if (viewport.width >= 1024) {
      await expectFullyShown(edit)
      await expectFullyShown(lines.getByRole('button', { name: /^Expenses on / }).first())
      await expectFullyShown(lines.getByRole('cell', { name: /^₹/ }).nth(1))
    }
    await snapshot(page, `layout-budget-${viewport.width}`)
    await edit.click()
    const lineDialog = page.getByRole('dialog', { name: /^Edit budget line/ })
    await expect(lineDialog.getByRole('table', { name: 'Change log' })).toBeVisible()
    expect.soft(await dialogOverflowOf(lineDialog), 'the budget line dialog').toBeNull()
    await page.keyboard.press('Escape')
    await expect(lineDialog).toHaveCount(0)

    for (const tab of BUDGET_TABS.slice(1)) {
      await openInApp(page, `/budgetView?project=${projectId}&tab=${tab}`)
      await check(`budget ${tab}`)
    }

    // A project's purchase orders and one order's detail with its lines.
    await openInApp(page, `/projectPosList/${projectId}`)
    await expect(page.getByRole('link', { name: 'MD-01/PO/0001' })).toBeVisible()
    await check('purchase orders')
    await snapshot(page, `layout-po-list-${viewport.width}`)
    await page.getByRole('link', { name: 'MD-01/PO/0001' }).click()
    const poDialog = page.getByRole('dialog', { name: /MD-01\/PO\/0001/ })
    await expect(poDialog.getByRole('table').first()).toBeVisible()
    expect.soft(await dialogOverflowOf(poDialog), 'the purchase order dialog').toBeNull()
    await snapshot(page, `layout-po-detail-${viewport.width}`, { fullPage: false })
    await page.keyboard.press('Escape')

    // Every other page of the shell; pages the Admin may not open are tried by the Super Admin.
    const refused: AppRoute[] = []
    for (const route of appRoutes()) {
      const path = concrete(route.path, projectId)
      await openInApp(page, route.takesProject ? `${path}?project=${projectId}` : path)
      await settle(page)
      if (/\/pages\/(not-authorized|landingPage)/.test(page.url())) refused.push(route)
      else await check(route.path)
    }
    expect(refused.length, 'the Admin opens nearly every page').toBeLessThan(10)
    const superAdmin = await openAs('superAdmin')
    await superAdmin.setViewportSize({ width: viewport.width, height: viewport.height })
    await superAdmin.goto('/dashboard/analytics')
    for (const route of refused) {
      await openInApp(superAdmin, concrete(route.path, projectId))
      await check(`${route.path} (Super Admin)`, superAdmin)
    }

    expect(overflowing).toEqual([])
  })
}
