import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const ADMIN = 'admin@demostudios.test'
const USER = 'user@demostudios.test'
const PRIME_LENS = 'Prime Lens Camera Rentals Private Limited'

/** An advance of ₹`rupees` paid to Prime Lens on MD-01's 2100-01 (approved by the Admins). */
async function paidAdvance(kind: 'location' | 'mobilisation', rupees: number) {
  const db = await mockDatabase()
  const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
  const [project] = await db
    .select({ organizationId: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, projectId))
  const organization = project?.organizationId ?? 0
  const [vendor] = await db
    .select({ id: tables.vendors.id })
    .from(tables.vendors)
    .where(and(eq(tables.vendors.legalName, PRIME_LENS), eq(tables.vendors.organizationId, organization)))
  const [neft] = await db
    .select({ id: tables.paymentModes.id })
    .from(tables.paymentModes)
    .where(and(eq(tables.paymentModes.name, 'NEFT'), eq(tables.paymentModes.organizationId, organization)))
  const admin = await apiAs(ADMIN)
  const user = await apiAs(USER)
  const advance = await user.post('/v2/advances', {
    kind,
    project_id: projectId,
    vendor_id: vendor?.id,
    budget_code: '2100-01',
    reason: kind === 'location' ? 'Deposit for the Fort Kochi house' : 'Mobilisation of the camera crew',
    amount: rupees * 100,
  })
  await user.post(`/v2/advances/${advance.advance_id}/submit`, {})
  await admin.post(`/v2/advances/${advance.advance_id}/approve`, {})
  await admin.post(`/v2/advances/${advance.advance_id}/pay`, {
    paid_on: '2026-11-20',
    payment_mode_id: neft?.id,
    payment_reference: 'UTR 7781',
  })
  return advance
}

async function openVendor(name: RegExp) {
  await renderApp('/vendorView')
  const user = userEvent.setup()
  const edit = await screen.findByRole('button', { name }, { timeout: 5000 })
  // The list may render its rows again once the custom fields arrive: click the row shown then.
  return waitFor(
    async () => {
      if (!screen.queryByRole('dialog')) await user.click(screen.getAllByRole('button', { name })[0] ?? edit)
      return screen.getByRole('dialog')
    },
    { timeout: 5000 },
  )
}

describe('vendor advances on the vendor’s screen', () => {
  // First: the file's database starts from the demo, where Prime Lens has nothing open.
  it('says when nothing is open with a vendor', async () => {
    await signInAs(ADMIN)
    const dialog = await openVendor(/^Edit Prime Lens/)
    expect(
      await within(dialog).findByText(/Nothing is open with this vendor/, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('shows a paid deposit among the vendor’s balances', async () => {
    await paidAdvance('location', 50_000)
    await signInAs(ADMIN)
    const dialog = await openVendor(/^Edit Prime Lens/)
    const balances = await within(dialog).findByRole(
      'region',
      { name: 'The vendor’s balances' },
      { timeout: 5000 },
    )
    await waitFor(() => expect(balances).toHaveTextContent('Deposits held₹50,000.00'))
  })

  it('sets a mobilisation advance off by hand against an invoice chosen by number', async () => {
    const advance = await paidAdvance('mobilisation', 20_000)
    await signInAs(ADMIN)
    await renderApp(`/vendorAdvanceRequestView?advance=${advance.advance_id}`)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    const user = userEvent.setup()
    await user.click(await within(dialog).findByRole('button', { name: 'Adjust against invoice' }))
    const invoice = within(dialog).getByLabelText('Invoice')
    // The demo's paid camera invoice of Prime Lens, by its number, date and amount.
    const option = await within(invoice).findByRole('option', { name: /^PLR\/26\/0311 · / })
    expect(option).toHaveTextContent('₹2,70,000.00')
    await user.selectOptions(invoice, option)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText(`Advance ${advance.advance_no} set off against the invoice`),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getAllByText('Adjusted').length).toBeGreaterThan(0))
  })
})
