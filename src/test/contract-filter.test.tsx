import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf } from './server'

/*
 * /contractFilter on the server behind the mock API: two drafts on MD-01 (an artiste's lead deal of
 * ₹30,00,000 and a camera rental of ₹5,00,000), filtered by agreement type and value, a range the
 * server refuses said under its field, the filter saved and shared, cleared and applied again.
 */

const MANAGER = 'manager@demostudios.test'

async function draftTwo() {
  const api = await apiAs(MANAGER)
  const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
  const agreements: { id: number; label: string }[] = await api.get('/v2/agreement/options?limit=100')
  const idOf = (label: string) => agreements.find((agreement) => agreement.label === label)?.id
  const draft = (title: string, agreement: string, value: number, end: string) =>
    api.post('/v2/contracts', {
      project_id: projectId,
      title,
      agreement_id: idOf(agreement),
      counterparty_name: 'Kavya Rao',
      start_date: '2026-12-01',
      end_date: end,
      fee_basis: 'lump_sum',
      value,
      gst_treatment: 'exclusive',
      instalments: [{ label: 'All', trigger: 'signing', percent: '100', budget_code: '1300-02' }],
    })
  await draft('Lead deal', 'Artiste agreement', 3_000_000_00, '2027-03-31')
  await draft('Camera kit', 'Vendor services agreement', 500_000_00, '2026-12-31')
}

describe('finding contracts', () => {
  it('filters by any fields, says a refused range on its field, and saves the filter to apply again', async () => {
    const user = userEvent.setup()
    await draftTwo()
    await signInAs(MANAGER)
    await renderApp('/contractFilter')
    // The table is drawn anew after an error: each look finds it again.
    const shown = async () => {
      const table = await screen.findByRole('table', { name: 'Find contracts' })
      return ['Camera kit', 'Lead deal'].filter((title) => within(table).queryByText(title))
    }
    await waitFor(async () => expect(await shown()).toEqual(['Camera kit', 'Lead deal']))
    expect(
      screen.getByText('No saved filters yet. Set filters, then save them under a name.'),
    ).toBeInTheDocument()

    const filters = screen.getByRole('form', { name: 'Filters' })
    await user.selectOptions(
      within(filters).getByLabelText('Agreement type'),
      await within(filters).findByRole('option', { name: 'Artiste agreement' }),
    )
    await user.type(within(filters).getByLabelText('Value at least'), '1000000')
    await user.type(within(filters).getByLabelText('Value at most'), '100')
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }))
    // The server refuses the range and says why, under the field.
    expect(
      await within(screen.getByRole('form', { name: 'Filters' })).findByText(
        'The largest value cannot be below the smallest',
      ),
    ).toBeInTheDocument()

    const again = screen.getByRole('form', { name: 'Filters' })
    await user.clear(within(again).getByLabelText('Value at most'))
    await user.type(within(again).getByLabelText('Value at most'), '5000000')
    await user.click(within(again).getByRole('button', { name: 'Apply filters' }))
    expect(await screen.findByText('3 filters set')).toBeInTheDocument()
    await waitFor(async () => expect(await shown()).toEqual(['Lead deal']))

    await user.click(screen.getByRole('button', { name: 'Save current filter…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save filter as' })
    await user.type(within(dialog).getByLabelText('Name'), 'Big artiste deals')
    await user.click(within(dialog).getByLabelText('Share with the organisation'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const applySaved = await screen.findByRole('button', { name: 'Apply saved filter Big artiste deals' })
    expect(screen.getByText('Shared with the organisation')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(async () => expect(await shown()).toEqual(['Camera kit', 'Lead deal']))
    await user.click(applySaved)
    await waitFor(async () => expect(await shown()).toEqual(['Lead deal']))
    expect(
      within(screen.getByRole('form', { name: 'Filters' })).getByLabelText('Value at least'),
    ).toHaveValue('1000000.00')

    // Nothing matches: the empty state says so.
    const words = within(screen.getByRole('form', { name: 'Filters' }))
    await user.type(words.getByLabelText('Counterparty name contains'), 'Nobody at all')
    await user.click(words.getByRole('button', { name: 'Apply filters' }))
    expect(await screen.findByText('No contract matches these filters')).toBeInTheDocument()
  })

  it('opens a contract from the results in its detail dialog', async () => {
    const user = userEvent.setup()
    await draftTwo()
    await signInAs(MANAGER)
    await renderApp('/contractFilter?search=camera')
    const table = await screen.findByRole('table', { name: 'Find contracts' })
    await within(table).findByText('Camera kit')
    await user.click(within(table).getByRole('button', { name: /^MD-01\/CON\/\d{4}$/ }))
    const detail = await screen.findByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })
    expect(within(detail).getByText('Draft')).toBeInTheDocument()
  })

  it('renames and deletes my saved filters; another’s shared one can only be applied', async () => {
    const user = userEvent.setup()
    await draftTwo()
    const admin = await apiAs('admin@demostudios.test')
    await admin.post('/v2/saved-filters', {
      scope: 'contracts',
      name: 'Asha’s drafts',
      query: { statuses: 'draft' },
      shared: true,
    })
    const manager = await apiAs(MANAGER)
    await manager.post('/v2/saved-filters', {
      scope: 'contracts',
      name: 'Cameras',
      query: { search: 'camera' },
    })
    await signInAs(MANAGER)
    await renderApp('/contractFilter')

    const theirs = (await screen.findByRole('button', { name: 'Apply saved filter Asha’s drafts' })).closest(
      'li',
    )
    expect(theirs).toHaveTextContent('Shared by Asha Menon')
    expect(within(theirs as HTMLElement).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit saved filter Cameras' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved filter “Cameras”' })
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Asha’s drafts')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // A name of someone else's is free to take; then the new name applies as before.
    await screen.findByRole('button', { name: 'Edit saved filter Asha’s drafts' })
    const mine = screen
      .getByRole('button', { name: 'Edit saved filter Asha’s drafts' })
      .closest('li') as HTMLElement
    await user.click(within(mine).getByRole('button', { name: 'Apply saved filter Asha’s drafts' }))
    const table = await screen.findByRole('table', { name: 'Find contracts' })
    await waitFor(() => expect(within(table).queryByText('Lead deal')).not.toBeInTheDocument())
    expect(within(table).getByText('Camera kit')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete saved filter Asha’s drafts' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved filter?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete saved filter Asha’s drafts' }),
      ).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: 'Apply saved filter Asha’s drafts' })).toBeInTheDocument()
  })
})
