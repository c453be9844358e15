import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const MANAGER = 'manager@demostudios.test'
const ADMIN = 'admin@demostudios.test'
const CODE = '1300-02'

describe('contracts', () => {
  it('drafts a contract in three instalments, after the server said they did not add up', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/contractView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
    // The demo's own contracts are there already.
    const demo = await screen.findByRole('table', { name: 'Contracts' })
    expect(await within(demo).findByText('Anaya — lead, 40 shoot days')).toBeInTheDocument()
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

describe('a signed contract', () => {
  it('is amended as a new version, which opens in its place and lists the versions', async () => {
    const user = userEvent.setup()
    const manager = await apiAs(MANAGER)
    const admin = await apiAs(ADMIN)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const agreements = await admin.get('/v2/agreement/options')
    const agreement = agreements.find((choice: { label: string }) => choice.label === 'Artiste agreement')
    const drafted = await manager.post('/v2/contracts', {
      project_id: projectId,
      title: 'Ravi — cinematographer',
      agreement_id: agreement.id,
      counterparty_name: 'Ravi Menon',
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      fee_basis: 'lump_sum',
      value: 1_200_000_00,
      gst_treatment: 'exclusive',
      instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: CODE }],
    })
    const id = drafted.contract_id
    await manager.post(`/v2/contracts/${id}/submit`, {})
    await admin.post(`/v2/contracts/${id}/approve`, {})
    await admin.post(`/v2/contracts/${id}/send`, { sent_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'counterparty', signed_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'company', signed_on: '2026-11-21' })

    await signInAs(MANAGER)
    await renderApp(`/contractView?contract=${id}`)
    const detail = await screen.findByRole('dialog', { name: `Contract ${drafted.contract_no}` })
    expect(await within(detail).findByText('Executed')).toBeInTheDocument()
    await user.click(within(detail).getByRole('button', { name: 'Amend' }))
    await user.type(within(detail).getByLabelText('What changes, and why?'), 'Ten more shoot days')
    await user.click(within(detail).getByRole('button', { name: 'Draft the amendment' }))
    const amendment = await screen.findByRole('dialog', { name: `Contract ${drafted.contract_no} v2` })
    expect(within(amendment).getByText('Amendment of version 1: Ten more shoot days')).toBeInTheDocument()
    const versions = within(amendment).getByRole('region', { name: 'Versions' })
    expect(within(versions).getByText('Version 2 · This version')).toBeInTheDocument()
    // The signed version is still the running one until the amendment is executed.
    await user.click(within(versions).getByRole('button', { name: 'Open version 1' }))
    const original = await screen.findByRole('dialog', { name: `Contract ${drafted.contract_no}` })
    expect(await within(original).findByText('Version 1 · This version')).toBeInTheDocument()
    // Its own badge and its row among the versions.
    expect(within(original).getAllByText('Executed')).toHaveLength(2)
    expect(within(original).queryByRole('button', { name: 'Amend' })).not.toBeInTheDocument()
  })
})

describe('a signed contract’s invoices', () => {
  /** An executed deal of ₹3,00,000 with the invoice RM-401 of ₹1,00,000 drafted on its instalment. */
  async function invoicedContract() {
    const manager = await apiAs(MANAGER)
    const admin = await apiAs(ADMIN)
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const agreements = await admin.get('/v2/agreement/options')
    const drafted = await manager.post('/v2/contracts', {
      project_id: projectId,
      title: 'Ravi — second unit camera',
      agreement_id: agreements.find((choice: { label: string }) => choice.label === 'Artiste agreement').id,
      counterparty_name: 'Ravi Menon',
      start_date: '2026-11-20',
      end_date: '2027-02-28',
      fee_basis: 'lump_sum',
      value: 300_000_00,
      gst_treatment: 'exclusive',
      instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: CODE }],
    })
    const id = drafted.contract_id
    await manager.post(`/v2/contracts/${id}/submit`, {})
    await admin.post(`/v2/contracts/${id}/approve`, {})
    await admin.post(`/v2/contracts/${id}/send`, { sent_on: '2026-11-20' })
    await admin.post(`/v2/contracts/${id}/sign`, { party: 'counterparty', signed_on: '2026-11-20' })
    const signed = await admin.post(`/v2/contracts/${id}/sign`, { party: 'company', signed_on: '2026-11-20' })
    const [vendor] = await (await mockDatabase())
      .select({ id: tables.vendors.id })
      .from(tables.vendors)
      .where(eq(tables.vendors.legalName, 'Brightline Lighting Services LLP'))
    const expense = await admin.post('/v2/expenses', {
      project_id: projectId,
      budget_code: CODE,
      vendor_id: vendor?.id,
      invoice_no: 'RM-401',
      invoice_date: '2026-11-21',
      amount: 100_000_00,
      contract_instalment_id: signed.instalments[0].instalment_id,
    })
    return { contract: signed, expenseId: expense.expense_id as number }
  }

  it('lists the expenses booking invoices on its instalments, each a link to the expense', async () => {
    const user = userEvent.setup()
    const { contract, expenseId } = await invoicedContract()
    await signInAs(ADMIN)
    await renderApp(`/contractView?contract=${contract.contract_id}`)
    const detail = await screen.findByRole('dialog', { name: `Contract ${contract.contract_no}` })
    const invoices = await within(detail).findByRole('table', { name: 'Invoices booked as expenses' })
    const row = within(invoices).getAllByRole('row')[1] as HTMLElement
    expect(within(row).getByText('On signing')).toBeInTheDocument()
    expect(await within(row).findByText('Draft')).toBeInTheDocument()
    expect(within(row).getByText('₹1,00,000.00')).toBeInTheDocument()
    const link = within(row).getByRole('link', { name: 'Open the expense of invoice RM-401' })
    expect(link).toHaveTextContent('RM-401')
    expect(link.getAttribute('href')).toContain(`expense=${expenseId}`)
    await user.click(link)
    expect(
      await screen.findByRole('dialog', { name: 'Expense RM-401' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('shows only the amount to someone who may not read expenses', async () => {
    const { contract } = await invoicedContract()
    const db = await mockDatabase()
    const [manager] = await db
      .select({ roleId: tables.users.roleId })
      .from(tables.users)
      .where(eq(tables.users.email, MANAGER))
    await db
      .update(tables.rolePermissions)
      .set({ permissionActive: 0 })
      .where(
        and(
          eq(tables.rolePermissions.roleId, manager?.roleId ?? 0),
          eq(tables.rolePermissions.moduleName, 'expenses'),
          eq(tables.rolePermissions.methodName, 'GET'),
        ),
      )
    await signInAs(MANAGER)
    await renderApp(`/contractView?contract=${contract.contract_id}`)
    const detail = await screen.findByRole('dialog', { name: `Contract ${contract.contract_no}` })
    const invoices = await within(detail).findByRole('table', { name: 'Invoices booked as expenses' })
    const row = within(invoices).getAllByRole('row')[1] as HTMLElement
    expect(within(row).getByText('An expense')).toBeInTheDocument()
    expect(within(row).getByText('₹1,00,000.00')).toBeInTheDocument()
    expect(within(row).queryByRole('link')).not.toBeInTheDocument()
    expect(within(row).queryByText('RM-401')).not.toBeInTheDocument()
  })
})
