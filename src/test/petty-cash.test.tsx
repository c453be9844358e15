import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf, userIdOf } from './server'

const ADMIN = 'admin@demostudios.test'
const USER = 'user@demostudios.test'

/** Dev Patel (the demo User) named holder on MD-01, with a ₹20,000 float requested and submitted. */
async function holderWithSubmittedFloat() {
  const admin = await apiAs(ADMIN)
  const user = await apiAs(USER)
  const holder = await admin.post('/v2/pettycash/holders', {
    project_id: await projectIdOf(DEMO_BUDGET_PROJECT),
    user_id: await userIdOf(USER),
    float_limit: 5_000_000,
  })
  const float = await user.post('/v2/pettycash/floats', {
    holder_id: holder.holder_id,
    amount: 2_000_000,
    purpose: 'Unit cash',
  })
  await user.post(`/v2/pettycash/floats/${float.float_id}/submit`, {})
  return { holder, float }
}

describe('petty cash', () => {
  it('lists holders with their outstanding, and an Admin approves and disburses a float', async () => {
    const { float } = await holderWithSubmittedFloat()
    await signInAs(ADMIN)
    await renderApp('/cashManagementView')
    const row = (await screen.findByText('Dev Patel')).closest('tr') as HTMLElement
    expect(row).toHaveTextContent('₹50,000.00')
    await userEvent.click(within(row).getByRole('button', { name: 'Open the float of Dev Patel' }))
    const dialog = await screen.findByRole('dialog', { name: `Float ${float.float_no}` })
    expect(within(dialog).getByText(/Waiting on the Admins/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Disburse' }))
    await userEvent.selectOptions(await within(dialog).findByLabelText('Payment mode'), 'Cash')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay out ₹20,000.00' }))
    await waitFor(() =>
      expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Disbursed'),
    )
    expect(within(dialog).getByText('Outstanding').nextElementSibling).toHaveTextContent('₹20,000.00')
  })

  it('lets the holder change a rejected request and submit it again', async () => {
    const { float } = await holderWithSubmittedFloat()
    await (await apiAs(ADMIN)).post(`/v2/pettycash/floats/${float.float_id}/reject`, {
      reason: 'Ask for less',
    })
    await signInAs(USER)
    await renderApp(`/cashManagementView?tab=floats&float=${float.float_id}`)
    const dialog = await screen.findByRole('dialog', { name: `Float ${float.float_no}` })
    expect(within(dialog).getByText('Ask for less')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the request' }))
    const amount = within(dialog).getByLabelText('Amount')
    await userEvent.clear(amount)
    await userEvent.type(amount, '12000')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }))
    await waitFor(() =>
      expect(within(dialog).getAllByText('Amount')[0]?.nextElementSibling).toHaveTextContent('₹12,000.00'),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText(/Waiting on the Admins/)).toBeInTheDocument()
  })
})
