import { expect, type Page } from '@playwright/test'
import { snapshot, test } from '../support'

/*
 * Inventory on the real server: the Admin receives an owned prop of Monsoon Diaries (MD-01) into
 * store on 2500-01 with its cost, issues it to the Production Manager and takes it back in fair
 * condition; a second prop is lost with a charge of ₹5,000, which the budget report shows as an
 * actual on the code (the props' cost itself is the PO's and the invoice's, not the inventory's).
 */
test.describe.configure({ mode: 'serial' })

/** Make-up and hair: no other flow moves its actual (petty cash books on 2400-01 at the same time). */
const CODE = '2500-01'
const CUSTODIAN = /Meera Kapoor/

const rupees = (text: string) => Number(text.replace(/[^0-9.-]/g, ''))

async function demoProjectId(page: Page): Promise<number> {
  await page.goto('/apps/projects')
  await page.getByRole('link', { name: 'Monsoon Diaries' }).first().click()
  await expect(page).toHaveURL(/\/editProjectView\/\d+$/)
  return Number(/(\d+)$/.exec(page.url())?.[1])
}

/** The code's actual in the budget report, in rupees. */
async function actualOf(page: Page, projectId: number) {
  await page.goto(`/budgetView?project=${projectId}&tab=report`)
  const report = page.getByRole('table', { name: /Budget report of version/ })
  const row = report.getByRole('row').filter({ hasText: CODE })
  await expect(row).toBeVisible()
  const [, actual = ''] = (await row.getByRole('cell').allTextContents()).slice(-4)
  return rupees(actual)
}

/** "New item": an owned prop received into store on the code, with its cost. */
async function receiveProp(page: Page, name: string, cost: string, shot?: string) {
  await page.getByRole('button', { name: 'New item' }).first().click()
  const form = page.getByRole('dialog', { name: 'New item' })
  await expect(form.getByRole('radio', { name: 'Purchased' })).toBeChecked()
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Category').selectOption({ label: 'Props' })
  await form.getByLabel('Cost').fill(cost)
  await form.getByLabel('Budget code').fill(CODE)
  if (shot) await snapshot(page, shot)
  await form.getByRole('button', { name: 'Receive into store' }).click()
  const item = page.getByRole('dialog', { name: new RegExp(name) })
  await expect(item.getByText('In store', { exact: true })).toBeVisible()
  return item
}

test('an owned prop issued and returned, a second one lost with a charge that becomes the code’s actual', async ({
  openAs,
}) => {
  const page = await openAs('admin', '/apps/projects')
  const projectId = await demoProjectId(page)
  const before = await actualOf(page, projectId)

  // The project is picked on the list, as an Admin starts.
  await page.goto('/inventoryView')
  await page.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await expect(page).toHaveURL(new RegExp(`project=${projectId}`))
  // The hire flow may have put a camera on this project already: the list shows, empty or not.
  await expect(
    page.getByRole('table', { name: 'Inventory' }).or(page.getByText('No items yet')).first(),
  ).toBeVisible()

  let item = await receiveProp(page, 'Antique brass telescope', '12000', 'inventory-form')
  await expect(item.getByText('₹12,000.00')).toBeVisible()

  // Issued to the Production Manager, a member of the project's team.
  await item.getByRole('button', { name: 'Issue' }).click()
  const issue = page.getByRole('dialog', { name: /^Issue .*Antique brass telescope/ })
  const custodian = issue.getByLabel('Custodian')
  await expect(custodian.getByRole('option', { name: CUSTODIAN })).toBeAttached()
  await custodian.selectOption({
    label: (await custodian.getByRole('option', { name: CUSTODIAN }).textContent()) ?? '',
  })
  await issue.getByRole('button', { name: 'Issue' }).click()
  await expect(page.getByText(/Antique brass telescope issued/)).toBeVisible()
  item = page.getByRole('dialog', { name: /Antique brass telescope/ })
  await expect(item.getByText('Issued', { exact: true })).toBeVisible()

  // Back in fair condition.
  await item.getByRole('button', { name: 'Return' }).click()
  const back = page.getByRole('dialog', { name: /^Return .*Antique brass telescope/ })
  await back.getByLabel('Condition').selectOption({ label: 'Fair' })
  await back.getByRole('button', { name: 'Return' }).click()
  await expect(page.getByText(/Antique brass telescope returned/)).toBeVisible()
  item = page.getByRole('dialog', { name: /Antique brass telescope/ })
  const history = item.getByRole('table', { name: 'Movement history' })
  await expect(history.getByRole('row')).toHaveCount(4)
  await expect(history.getByRole('row').filter({ hasText: 'In store → Issued' })).toContainText(
    'Meera Kapoor',
  )
  await expect(history.getByRole('row').filter({ hasText: 'Issued → In store' })).toContainText('Fair')
  // Tall enough for the whole dialog (it scrolls inside the viewport otherwise).
  await page.setViewportSize({ width: 1366, height: 2000 })
  await snapshot(page, 'inventory-item')
  await page.setViewportSize({ width: 1366, height: 850 })
  await page.keyboard.press('Escape')

  // A second prop, lost: ₹5,000 charged on its code.
  item = await receiveProp(page, 'Vintage rotary phone', '8000')
  await item.getByRole('button', { name: 'Mark lost' }).click()
  const lose = page.getByRole('dialog', { name: /^Mark .*Vintage rotary phone lost/ })
  await lose.getByLabel('Charge').fill('5000')
  await lose.getByRole('button', { name: 'Mark lost' }).click()
  await expect(page.getByText(/Vintage rotary phone marked lost/)).toBeVisible()
  item = page.getByRole('dialog', { name: /Vintage rotary phone/ })
  await expect(item.getByText('Lost', { exact: true }).first()).toBeVisible()
  await expect(item.getByRole('table', { name: 'Movement history' })).toContainText('₹5,000.00')
  await page.keyboard.press('Escape')

  // The list: both props, the lost one's charge in rupees.
  const list = page.getByRole('table', { name: 'Inventory' })
  await expect(list.getByRole('row').filter({ hasText: 'Vintage rotary phone' })).toContainText('₹5,000.00')
  await expect(list.getByRole('row').filter({ hasText: 'Antique brass telescope' })).toContainText('In store')
  await snapshot(page, 'inventory-list')

  // The charge is an actual on the code.
  expect(await actualOf(page, projectId)).toBe(before + 5000)
})
