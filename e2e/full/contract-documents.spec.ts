import { type APIRequestContext, expect } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * Contract form parts and document versions on the real server. The Admin drafts a contract over
 * the API (on 1300-03, the code flows that move figures share; a draft moves none), fills its
 * classification and rights in the form's parts, and finds them kept when editing it again. The
 * documents panel keeps a name uploaded twice as two versions, shown on an expense here (the
 * contract's panel is mounted in its detail later; the panel is the same for every record).
 */

const RUN = Date.now().toString(36)
const TITLE = `Documents flow — dubbing artiste ${RUN}`

async function api(request: APIRequestContext) {
  const login = await request.post('/v2/login', { data: { email: USERS.admin, password: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` }
  const get = async (path: string) => {
    const answer = await request.get(path, { headers })
    expect(answer.status(), path).toBe(200)
    return (await answer.json()).data
  }
  return { headers, get }
}

test('the contract form keeps its category, sub-category, platform and rights', async ({
  openAs,
  request,
}) => {
  const { headers, get } = await api(request)
  const [project] = await get('/v2/project/options?search=MD-01')
  const [agreement] = await get('/v2/agreement/options?search=Artiste')
  const created = await request.post('/v2/contracts', {
    headers,
    data: {
      project_id: project.id,
      title: TITLE,
      agreement_id: agreement.id,
      counterparty_name: 'Sana Qureshi',
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      fee_basis: 'lump_sum',
      value: 200_000_00,
      gst_treatment: 'none',
      instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: '1300-03' }],
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const contractId = (await created.json()).data.contract_id as number

  const page = await openAs('admin', `/contractView?contract=${contractId}`)
  const detail = page.getByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })
  await detail.getByRole('button', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('dialog', { name: /^Edit contract/ })
  await form.getByRole('button', { name: 'Deal' }).scrollIntoViewIfNeeded()
  await snapshot(page, 'contract-form-top')
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Rights and licences' })
  await expect(form.getByLabel('Sub-category').getByRole('option', { name: 'Music rights' })).toBeAttached()
  await expect(form.getByLabel('Sub-category').getByRole('option', { name: 'Lead cast' })).not.toBeAttached()
  await form.getByLabel('Sub-category').selectOption({ label: 'Platform rights' })
  await form.getByLabel('Platform').selectOption({ label: 'Subscription streaming (SVOD)' })
  await form.getByRole('button', { name: 'Rights' }).click()
  const media = form.getByRole('group', { name: 'Media' })
  await media.getByLabel('Dubbing').check()
  await media.getByLabel('Airline').check()
  await form.getByLabel('Territory').fill('India and the Gulf')
  await form.getByRole('button', { name: 'Reminders' }).click()
  await snapshot(page, 'contract-form-sections')
  await form.getByRole('button', { name: 'Save changes' }).click()

  // Saved, the detail comes back (its dialog box itself has no size of its own: ask its button).
  const edit = detail.getByRole('button', { name: 'Edit', exact: true })
  await expect(edit).toBeVisible()
  await edit.click()
  await expect(form.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(
    'Rights and licences',
  )
  await expect(form.getByLabel('Sub-category').locator('option:checked')).toHaveText('Platform rights')
  await expect(form.getByLabel('Platform').locator('option:checked')).toHaveText(
    'Subscription streaming (SVOD)',
  )
  await form.getByRole('button', { name: 'Rights' }).click()
  await expect(media.getByLabel('Dubbing')).toBeChecked()
  await expect(media.getByLabel('Airline')).toBeChecked()
  await expect(media.getByLabel('Theatrical')).not.toBeChecked()
  await expect(form.getByLabel('Territory')).toHaveValue('India and the Gulf')
})

test('a document uploaded twice under one name shows version 2 and keeps version 1', async ({
  openAs,
  request,
}) => {
  const { get } = await api(request)
  // A demo expense still open to documents (neither paid nor cancelled).
  const expenses: { expense_id: number; status: string }[] = await get('/v2/expenses?limit=100')
  const expense = expenses.find((one) => !['paid', 'cancelled'].includes(one.status))
  if (!expense) throw new Error('no open demo expense')
  const name = `Agreement-${RUN}.pdf`
  const pdf = (text: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
  })

  const page = await openAs('admin', `/apps/expenseMasterView?expense=${expense.expense_id}`)
  const dialog = page.getByRole('dialog')
  const documents = dialog.getByRole('region', { name: 'Documents' })
  await documents.getByLabel('Add a document').setInputFiles(pdf('first draft'))
  await expect(documents.getByRole('button', { name: `Download ${name}`, exact: true })).toBeVisible()
  // The new file is listed before its upload has settled and the chooser is drawn afresh: choose the
  // next one only then, or the fresh chooser drops it (a flake seen on CI).
  await expect(documents.getByText(`Uploading ${name}…`)).toBeHidden()
  await expect(documents.getByLabel('Add a document')).toBeEnabled()
  await documents.getByLabel('Add a document').setInputFiles(pdf('signed copy'))
  const latest = documents.getByRole('button', { name: `Download ${name}, version 2` })
  await expect(latest).toBeVisible()
  await expect(
    documents
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Download ${name}, version 2` }) }),
  ).toContainText('v2')
  await expect(documents.getByRole('button', { name: `Download ${name}, version 1` })).toBeHidden()
  await documents.getByRole('button', { name: new RegExp(`Show 1 earlier version ${name}`) }).click()
  const earlier = documents.getByRole('button', { name: `Download ${name}, version 1` })
  await expect(earlier).toBeVisible()
  await snapshot(page, 'document-versions')
  const download = page.waitForEvent('download')
  await earlier.click()
  expect((await download).suggestedFilename()).toBe(name)
})
