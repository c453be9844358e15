import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../mocks/node'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf, userIdOf } from './server'

const MANAGER = 'manager@demostudios.test'
const CODE = '1300-02'

/** Bodies the SPA sent to POST or PUT /v2/contracts… (read as the server got them). */
function contractWrites() {
  const bodies: Record<string, unknown>[] = []
  mockServer.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url)
    if (/^\/v2\/contracts(\/\d+)?$/.test(pathname) && ['POST', 'PUT'].includes(request.method))
      bodies.push(await request.clone().json())
  })
  return bodies
}

const optionId = (select: HTMLElement, name: string) =>
  Number(within(select).getByRole('option', { name }).getAttribute('value'))

describe('contract form: every field of a contract', () => {
  it('sends the classification, term, money, rights and reminders; sub-categories follow the category', async () => {
    const bodies = contractWrites()
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/contractView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
    await user.click(await screen.findByRole('button', { name: 'New contract' }))
    const dialog = await screen.findByRole('dialog', { name: 'New contract' })
    const form = within(dialog)
    await user.type(form.getByLabelText('Title'), 'Dubbing — Marathi')
    await user.selectOptions(
      form.getByLabelText('Agreement type'),
      await form.findByRole('option', { name: 'Artiste agreement' }),
    )

    // Deal: sub-categories wait for a category, then offer only that category's.
    const sub = form.getByLabelText('Sub-category')
    expect(sub).toBeDisabled()
    const category = form.getByLabelText('Category')
    await user.selectOptions(category, await within(category).findByRole('option', { name: 'Cast' }))
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Lead cast' })).toBeInTheDocument())
    expect(within(sub).queryByRole('option', { name: 'Technicians' })).toBeNull()
    await user.selectOptions(sub, 'Supporting cast')
    await user.selectOptions(category, 'Crew')
    // Another category: its sub-category is chosen anew.
    expect(sub).toHaveValue('')
    await waitFor(() => expect(within(sub).getByRole('option', { name: 'Technicians' })).toBeInTheDocument())
    expect(within(sub).queryByRole('option', { name: 'Lead cast' })).toBeNull()
    await user.selectOptions(sub, 'Technicians')
    const platform = form.getByLabelText('Platform')
    await user.selectOptions(
      platform,
      await within(platform).findByRole('option', { name: 'Subscription streaming (SVOD)' }),
    )
    const language = form.getByLabelText('Language')
    await user.selectOptions(language, await within(language).findByRole('option', { name: 'Marathi' }))

    // Counterparty, term and money.
    await user.type(form.getByLabelText('Person’s name'), 'Kavya Rao')
    await user.type(form.getByLabelText('GSTIN'), '27ABCPR1234K1Z5')
    await user.type(form.getByLabelText('Start date'), '2026-12-01')
    await user.type(form.getByLabelText('End date'), '2027-03-31')
    await user.type(form.getByLabelText('Notice period (days)'), '30')
    await user.click(form.getByLabelText('Exclusive to us'))
    await user.type(form.getByLabelText('Value (₹)'), '500000')
    await user.type(form.getByLabelText('Per diem (₹)'), '2500')
    await user.type(form.getByLabelText('Guaranteed episodes, days or shifts'), '12')
    const tds = form.getByLabelText('TDS section')
    await user.selectOptions(
      tds,
      await within(tds).findByRole('option', { name: /^194J — Fees for professional/ }),
    )

    // Rights and reminders open on demand.
    expect(form.queryByRole('group', { name: 'Media' })).toBeNull()
    await user.click(form.getByRole('button', { name: 'Rights' }))
    const media = form.getByRole('group', { name: 'Media' })
    await user.click(within(media).getByLabelText('Dubbing'))
    await user.click(within(media).getByLabelText('Streaming (SVOD)'))
    await user.type(form.getByLabelText('Territory'), 'World')
    await user.click(form.getByRole('button', { name: 'Reminders' }))
    await user.click(form.getByRole('button', { name: 'Show people' }))
    await user.click(await screen.findByRole('option', { name: /Asha Menon/ }))

    await user.type(form.getByLabelText('Label instalment 1'), 'On signing')
    await user.type(form.getByLabelText('Percentage instalment 1'), '100')
    await user.type(form.getByLabelText('Budget code instalment 1'), CODE)
    await user.click(form.getByRole('button', { name: 'Save draft' }))
    await screen.findByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })

    const [sent] = bodies
    expect(sent).toMatchObject({
      contractcategory_id: optionId(category, 'Crew'),
      contractsubcategory_id: optionId(sub, 'Technicians'),
      platform_id: optionId(platform, 'Subscription streaming (SVOD)'),
      language_id: optionId(language, 'Marathi'),
      tds_id: Number(
        within(tds)
          .getByRole('option', { name: /^194J — Fees for professional/ })
          .getAttribute('value'),
      ),
      counterparty_gstin: '27ABCPR1234K1Z5',
      notice_days: 30,
      exclusive: true,
      per_diem: 250000,
      guaranteed_units: 12,
      rights_media: ['dubbing', 'svod'],
      rights_territory: 'World',
      rights_exclusive: false,
      reminder_user_ids: [await userIdOf('admin@demostudios.test')],
      instalments: [expect.objectContaining({ budget_code: CODE })],
    })
    // The server kept them.
    const api = await apiAs(MANAGER)
    const list = await api.get('/v2/contracts?search=Dubbing')
    const kept = await api.get(`/v2/contracts/${list[0].contract_id}`)
    expect(kept).toMatchObject({ rights_media: ['dubbing', 'svod'], per_diem: 250000, notice_days: 30 })
  })
})
