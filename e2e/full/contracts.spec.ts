import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * Contracts on the real server: the Admin Manager drafts a talent contract on Monsoon Diaries (an
 * artiste agreement with a person) of ₹30,00,000 in three instalments on 1300-02 (no other flow
 * moves that code) and submits it; with no contract levels on the project the Admin approves it,
 * sends it and records both signatures. Executed, its whole value is committed on the code in the
 * budget report; paying the first instalment moves exactly its amount from committed to actual.
 * Its first part falls due in five days, so the reminder job mails the drafter about it. An
 * amendment raising the value by ₹5,00,000, executed, raises committed by exactly that. The chart
 * page counts the contract.
 */
test.describe.configure({ mode: 'serial' })

const CODE = '1300-02'
const TITLE = 'Meera — supporting lead, 25 shoot days'
const SHARES = ['33.33', '33.33', '33.34']
const FIRST_DUE = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
const MAIL_DIR = 'test-results/full-mail'

/** The contract reminder mailed to `email` about the contract, once the server's job has sent it. */
function reminderTo(email: string): string | undefined {
  if (!existsSync(MAIL_DIR)) return undefined
  for (const name of readdirSync(MAIL_DIR).filter((file) => file.endsWith('-contract-reminder.eml'))) {
    const mail = readFileSync(join(MAIL_DIR, name), 'utf8')
    if (mail.includes(`To: ${email}`) && mail.includes(TITLE)) return mail
  }
  return undefined
}

async function projectIdOf(request: APIRequestContext) {
  const login = await request.post('/v2/login', { data: { email: USERS.admin, password: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` }
  const projects = await (await request.get('/v2/project/options?search=MD-01', { headers })).json()
  return projects.data[0].id as number
}

const rupees = (text: string) => Number(text.replace(/[^0-9.-]/g, ''))

/** The code's committed and actual in the budget report, in rupees. */
async function committedAndActual(page: Page, projectId: number) {
  await page.goto(`/budgetView?project=${projectId}&tab=report`)
  const report = page.getByRole('table', { name: /Budget report of version/ })
  const row = report.getByRole('row').filter({ hasText: CODE })
  await expect(row).toBeVisible()
  const cells = (await row.getByRole('cell').allTextContents()).slice(-4)
  return { committed: rupees(cells[0] ?? ''), actual: rupees(cells[1] ?? '') }
}

test('an executed contract commits its value on the code; a paid instalment moves to actual', async ({
  openAs,
  request,
}) => {
  // Five or more people in turn and the budget report read between them: 134 s under load in the
  // last run before the saved sign-ins, over a minute still without them.
  test.setTimeout(180_000)
  const projectId = await projectIdOf(request)
  let page = await openAs('admin', '/apps/projects')
  const before = await committedAndActual(page, projectId)

  // The Admin Manager drafts the deal and submits it.
  await page.context().close()
  page = await openAs('manager', '/contractView')
  await page.getByRole('button', { name: 'New contract' }).first().click()
  const form = page.getByRole('dialog', { name: 'New contract' })
  await form.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await form.getByLabel('Title').fill(TITLE)
  await form.getByLabel('Agreement type').selectOption({ label: 'Artiste agreement' })
  await form.getByLabel('Person’s name').fill('Meera Iyer')
  await form.getByLabel('PAN').fill('ABCPI4321K')
  await form.getByLabel('Role').fill('Tara (supporting lead)')
  await form.getByLabel('Start date').fill('2026-12-01')
  await form.getByLabel('End date').fill('2027-03-31')
  await form.getByLabel('Value (₹)').fill('3000000')
  for (const [index, share] of SHARES.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add instalment' }).click()
    const row = `instalment ${index + 1}`
    await form.getByLabel(`Label ${row}`).fill(`Part ${index + 1}`)
    await form.getByLabel(`Percentage ${row}`).fill(share)
    await form.getByLabel(`Budget code ${row}`).fill(CODE)
  }
  // The first part falls due on a date five days away: its reminder (7 days before) is due at once.
  await form.getByLabel('Falls due on instalment 1').selectOption({ label: 'A date' })
  await form.getByLabel('Due date instalment 1').fill(FIRST_DUE)
  await expect(form.getByTestId('instalments-total')).toHaveText(
    'Instalments: ₹30,00,000.00 of ₹30,00,000.00',
  )
  await snapshot(page, 'contracts-form')
  await form.getByRole('button', { name: 'Save draft' }).click()
  const draft = page.getByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
  const contractNo = ((await draft.getByRole('heading').first().textContent()) ?? '').replace('Contract ', '')
  await draft.getByRole('button', { name: 'Submit' }).click()
  await expect(draft.getByText(/Waiting on the Admins/)).toBeVisible()
  await page.keyboard.press('Escape')

  // No contract levels on the project: the Admin approves, sends and records both signatures.
  await page.context().close()
  page = await openAs('admin', '/contractView?status=submitted')
  await page.getByRole('button', { name: contractNo }).click()
  const detail = page.getByRole('dialog', { name: `Contract ${contractNo}` })
  await detail.getByRole('button', { name: 'Approve' }).click()
  await expect(detail.getByText('Approved', { exact: true }).first()).toBeVisible()
  await detail.getByRole('button', { name: 'Send for signature' }).click()
  await detail.getByRole('button', { name: 'Record as sent' }).click()
  await expect(detail.getByText('Sent for signature', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: 'Sign for the counterparty' }).click()
  await detail.getByRole('button', { name: 'Record the signature' }).click()
  await expect(detail.getByText('Partly signed', { exact: true })).toBeVisible()
  await detail.getByRole('button', { name: 'Sign for us' }).click()
  await detail.getByRole('button', { name: 'Record the signature' }).click()
  await expect(detail.getByText('Executed', { exact: true })).toBeVisible()
  await snapshot(page, 'contracts-detail')
  await page.keyboard.press('Escape')
  await page.goto(`/contractView?project=${projectId}`)
  await expect(page.getByRole('cell', { name: TITLE })).toBeVisible()
  await snapshot(page, 'contracts-list')

  const executed = await committedAndActual(page, projectId)
  expect(executed.committed - before.committed).toBe(3_000_000)
  expect(executed.actual).toBe(before.actual)

  // The reminder job mails the drafter about the first instalment once the contract is executed,
  // while it is unpaid (a paid instalment is never reminded of): awaited before paying it.
  let mail: string | undefined
  await expect.poll(() => (mail = reminderTo(USERS.manager)), { timeout: 30_000 }).toBeTruthy()
  expect(mail).toContain(`Instalment due: ${TITLE} on ${FIRST_DUE}`)

  // The first instalment paid in full: its ₹9,99,900 leaves committed for actual.
  await page.goto(`/contractView?project=${projectId}`)
  await page.getByRole('button', { name: contractNo }).click()
  await detail.getByRole('button', { name: 'Pay an instalment' }).click()
  await expect(detail.getByLabel('Amount (INR)')).toHaveValue('999900.00')
  await detail.getByLabel('Reference').fill('NEFT-MEERA-1')
  await detail.getByRole('button', { name: 'Record the payment' }).click()
  await expect(detail.getByRole('cell', { name: 'NEFT-MEERA-1' })).toBeVisible()
  await snapshot(page, 'contracts-paid')
  await page.keyboard.press('Escape')

  const paid = await committedAndActual(page, projectId)
  expect(paid.committed).toBe(executed.committed - 999_900)
  expect(paid.actual).toBe(executed.actual + 999_900)

  // Five more shoot days: the Admin Manager amends the signed contract (a new version, never an
  // edit) to ₹35,00,000. Executed, it replaces version 1 and carries its payment: committed rises
  // by the ₹5,00,000 added, and actual does not move.
  await page.context().close()
  page = await openAs('manager', `/contractView?project=${projectId}`)
  await page.getByRole('button', { name: contractNo, exact: true }).click()
  const running = page.getByRole('dialog', { name: `Contract ${contractNo}` })
  await running.getByRole('button', { name: 'Amend' }).click()
  await running.getByLabel('What changes, and why?').fill('Five more shoot days')
  await running.getByRole('button', { name: 'Draft the amendment' }).click()
  const amendment = page.getByRole('dialog', { name: `Contract ${contractNo} v2` })
  await expect(amendment.getByText('Amendment of version 1: Five more shoot days')).toBeVisible()
  await amendment.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: `Edit contract ${contractNo} v2` })
  // An edit opens the Deal and Instalments sections: the value is under Money.
  await edit.getByRole('button', { name: 'Money', exact: true }).click()
  await edit.getByLabel('Value (₹)').fill('3500000')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(amendment.getByRole('button', { name: 'Submit' })).toBeVisible()
  await amendment.getByRole('button', { name: 'Submit' }).click()
  await expect(amendment.getByText(/Waiting on the Admins/)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.context().close()
  page = await openAs('admin', '/contractView?status=submitted')
  const approving = page.getByRole('dialog', { name: `Contract ${contractNo} v2` })
  await page.getByRole('button', { name: `${contractNo} v2`, exact: true }).click()
  await approving.getByRole('button', { name: 'Approve' }).click()
  await approving.getByRole('button', { name: 'Send for signature' }).click()
  await approving.getByRole('button', { name: 'Record as sent' }).click()
  await approving.getByRole('button', { name: 'Sign for the counterparty' }).click()
  await approving.getByRole('button', { name: 'Record the signature' }).click()
  await approving.getByRole('button', { name: 'Sign for us' }).click()
  await approving.getByRole('button', { name: 'Record the signature' }).click()
  const versions = approving.getByRole('region', { name: 'Versions' })
  await expect(versions.getByText('Amended', { exact: true })).toBeVisible()
  await snapshot(page, 'contracts-amended')
  await page.keyboard.press('Escape')
  const amended = await committedAndActual(page, projectId)
  expect(amended.committed).toBe(paid.committed + 500_000)
  expect(amended.actual).toBe(paid.actual)

  // The charts count it among the executed contracts' value by agreement type.
  await page.goto(`/contractChartView?project=${projectId}`)
  const byAgreement = page.getByRole('figure', { name: 'Contract value by agreement type' })
  await byAgreement.getByRole('button', { name: 'Show the figures as a table' }).click()
  await expect(byAgreement.getByRole('row', { name: /Artiste agreement/ })).toBeVisible()
  await snapshot(page, 'contracts-charts')
})
