import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { projectIdOf } from './server'

const MANAGER = 'manager@demostudios.test'
const CODE = '1300-02'

describe('contracts', () => {
  it('drafts a contract in three instalments, after the server said they did not add up', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/contractView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
    expect(await screen.findByText('No contract matches these filters')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'New contract' }))
    const dialog = await screen.findByRole('dialog', { name: 'New contract' })
    await user.type(within(dialog).getByLabelText('Title'), 'Anaya — lead')
    await user.selectOptions(
      within(dialog).getByLabelText('Agreement type'),
      await within(dialog).findByRole('option', { name: 'Artiste agreement' }),
    )
    await user.type(within(dialog).getByLabelText('Person’s name'), 'Kavya Rao')
    await user.type(within(dialog).getByLabelText('PAN'), 'ABCPR1234K')
    await user.type(within(dialog).getByLabelText('Start date'), '2026-12-01')
    await user.type(within(dialog).getByLabelText('End date'), '2027-03-31')
    await user.type(within(dialog).getByLabelText('Value (₹)'), '3000000')
    const shares = ['33.33', '33.33', '33.33']
    for (const [index, share] of shares.entries()) {
      if (index > 0) await user.click(within(dialog).getByRole('button', { name: 'Add instalment' }))
      const row = `instalment ${index + 1}`
      await user.type(within(dialog).getByLabelText(`Label ${row}`), `Part ${index + 1}`)
      await user.type(within(dialog).getByLabelText(`Percentage ${row}`), share)
      await user.type(within(dialog).getByLabelText(`Budget code ${row}`), CODE)
    }
    expect(within(dialog).getByTestId('instalments-total')).toHaveTextContent(
      'Instalments: ₹29,99,700.00 of ₹30,00,000.00',
    )
    // Sent as it is, the server says the instalments do not add up to the value.
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    expect(await within(dialog).findByText(/The instalments add up to 29,99,700\.00 INR/)).toBeInTheDocument()
    const last = within(dialog).getByLabelText('Percentage instalment 3')
    await user.clear(last)
    await user.type(last, '33.34')
    expect(within(dialog).getByTestId('instalments-total')).toHaveTextContent(
      'Instalments: ₹30,00,000.00 of ₹30,00,000.00',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    const detail = await screen.findByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })
    expect(within(detail).getByText('Draft')).toBeInTheDocument()
    expect(within(detail).getAllByText('₹9,99,900.00')).toHaveLength(2)
    expect(within(detail).getByText('₹10,00,200.00')).toBeInTheDocument()
    expect(within(detail).getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    await user.click(within(detail).getByRole('button', { name: 'Close' }))
    const list = await screen.findByRole('table', { name: 'Contracts' })
    expect(await within(list).findByText('Anaya — lead')).toBeInTheDocument()
    expect(within(list).getByText('Kavya Rao')).toBeInTheDocument()
  })
})
