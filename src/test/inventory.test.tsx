import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const ADMIN = 'admin@demostudios.test'
/** MD-01's Production Manager, on the demo project's team. */
const CUSTODIAN = 'Meera Kapoor'
const PRIME_LENS = 'Prime Lens Camera Rentals Private Limited'

async function openNewItem() {
  const user = userEvent.setup()
  await signInAs(ADMIN)
  await renderApp(`/inventoryView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
  expect(await screen.findByText('No items yet')).toBeInTheDocument()
  await user.click((await screen.findAllByRole('button', { name: 'New item' }))[0] as HTMLElement)
  const form = await screen.findByRole('dialog', { name: 'New item' })
  return { user, form }
}

describe('inventory', () => {
  it('receives an owned prop, issues it to a team member, takes it back and shows its movements', async () => {
    const { user, form } = await openNewItem()
    expect(within(form).getByRole('radio', { name: 'Purchased' })).toBeChecked()
    expect(within(form).getByText('An owned item is received into store.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Name'), 'Brass telescope')
    await user.selectOptions(within(form).getByLabelText('Category'), 'Props')
    await user.type(within(form).getByLabelText('Cost'), '12000')
    await user.type(within(form).getByLabelText('Budget code'), '2400-01')
    await user.click(within(form).getByRole('button', { name: 'Receive into store' }))

    let item = await screen.findByRole('dialog', { name: /Brass telescope/ })
    expect(await screen.findByText(/Brass telescope received into store/)).toBeInTheDocument()
    expect(within(item).getByText('In store')).toBeInTheDocument()
    expect(within(item).getByText('₹12,000.00')).toBeInTheDocument()

    // Issue: to whom (the project's team) and from when.
    await user.click(within(item).getByRole('button', { name: 'Issue' }))
    const issue = await screen.findByRole('dialog', { name: /^Issue .*Brass telescope/ })
    const custodian = within(issue).getByLabelText('Custodian')
    await user.selectOptions(
      custodian,
      await within(custodian).findByRole('option', { name: /Meera Kapoor/ }),
    )
    await user.click(within(issue).getByRole('button', { name: 'Issue' }))
    expect(await screen.findByText(/Brass telescope issued/)).toBeInTheDocument()
    item = await screen.findByRole('dialog', { name: /Brass telescope/ })
    await waitFor(() => expect(within(item).getByText('Issued')).toBeInTheDocument())

    // Return: its condition now.
    await user.click(within(item).getByRole('button', { name: 'Return' }))
    const back = await screen.findByRole('dialog', { name: /^Return .*Brass telescope/ })
    await user.selectOptions(within(back).getByLabelText('Condition'), 'Fair')
    await user.click(within(back).getByRole('button', { name: 'Return' }))
    expect(await screen.findByText(/Brass telescope returned/)).toBeInTheDocument()
    item = await screen.findByRole('dialog', { name: /Brass telescope/ })

    const history = await within(item).findByRole('table', { name: 'Movement history' })
    const rows = within(history).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const texts = rows.map((row) => row.textContent ?? '')
    expect(texts.some((text) => /Received/.test(text) && /In store/.test(text))).toBe(true)
    expect(
      texts.some((text) => /Issue/.test(text) && /In store → Issued/.test(text) && text.includes(CUSTODIAN)),
    ).toBe(true)
    expect(
      texts.some((text) => /Return/.test(text) && /Issued → In store/.test(text) && /Fair/.test(text)),
    ).toBe(true)
    expect(within(item).getByText('In store')).toBeInTheDocument()
  })

  it('shows the server’s refusal on the field it names', async () => {
    const { user, form } = await openNewItem()
    await user.type(within(form).getByLabelText('Name'), 'Ledger prop')
    await user.type(within(form).getByLabelText('Budget code'), '9999-99')
    await user.click(within(form).getByRole('button', { name: 'Receive into store' }))
    const code = within(form).getByLabelText('Budget code')
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'))
    expect(code).toHaveAccessibleDescription(/9999-99 is not a code of the current budget/)
    expect(screen.getByRole('dialog', { name: 'New item' })).toBeInTheDocument()
  })

  it('shows a step’s refusal on its field: a charge on an item without a budget code', async () => {
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const admin = await apiAs(ADMIN)
    const saved = await admin.post('/v2/inventory/items', {
      project_id: projectId,
      ownership: 'purchased',
      name: 'Uncoded lantern',
      category: 'props',
      quantity: 1,
    })
    const user = userEvent.setup()
    await signInAs(ADMIN)
    await renderApp(`/inventoryView?project=${projectId}&item=${saved.item_id}`)
    const item = await screen.findByRole('dialog', { name: /Uncoded lantern/ })
    await user.click(await within(item).findByRole('button', { name: 'Mark lost' }))
    const lose = await screen.findByRole('dialog', { name: /^Mark .*Uncoded lantern lost/ })
    await user.type(within(lose).getByLabelText('Charge'), '500')
    await user.click(within(lose).getByRole('button', { name: 'Mark lost' }))
    const charge = within(lose).getByLabelText('Charge')
    await waitFor(() => expect(charge).toHaveAttribute('aria-invalid', 'true'))
    expect(charge).toHaveAccessibleDescription(/budget code first/)
  })

  it('warns of hires past their due date and lists them', async () => {
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const admin = await apiAs(ADMIN)
    const hire = await admin.post('/v2/inventory/items', {
      project_id: projectId,
      ownership: 'rented',
      name: 'Steadicam rig',
      category: 'camera_light_grip',
      quantity: 1,
      hire_rate: 800_000,
    })
    const team = await admin.get(`/v2/project/users/${projectId}`)
    const custodian = (team as { user_id: number }[])[0]?.user_id
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    await admin.post(`/v2/inventory/items/${hire.item_id}/move`, {
      action: 'pick_up',
      on: twoDaysAgo,
      custodian_user_id: custodian,
      due_back: yesterday,
    })
    const user = userEvent.setup()
    await signInAs(ADMIN)
    const { router } = await renderApp(`/inventoryView?project=${projectId}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('1 hire is overdue')
    await user.click(within(alert).getByRole('button', { name: 'Show them' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ overdue: 1 }))
    expect(await screen.findByText('Steadicam rig')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('takes a verified challan’s goods in: the line becomes an item with its PO, challan and cost', async () => {
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    const [vendor] = await (await mockDatabase())
      .select({ id: tables.vendors.id })
      .from(tables.vendors)
      .innerJoin(tables.projects, eq(tables.projects.organizationId, tables.vendors.organizationId))
      .where(and(eq(tables.projects.id, projectId), eq(tables.vendors.legalName, PRIME_LENS)))
    const moderator = await apiAs('moderator@demostudios.test')
    const manager = await apiAs('manager@demostudios.test')
    const po = await moderator.post(`/v2/purchase/project/${projectId}`, {
      title: 'Lamps for the haveli',
      vendor_id: vendor?.id,
      po_date: '2026-11-20',
      lines: [
        { budget_code: '2400-01', description: 'Brass oil lamp', quantity: '6', unit: 'pc', rate: 45_000 },
      ],
    })
    await moderator.post(`/v2/purchase/${po.po_id}/submit`, {})
    await manager.post(`/v2/purchase/${po.po_id}/approve`, {})
    const challan = await moderator.post(`/v2/purchase/${po.po_id}/challans`, {
      challan_no: 'DC-LAMPS',
      received_on: '2026-11-21',
      receiver: 'Art department',
      lines: [{ po_line_id: po.lines[0].po_line_id, quantity: '6' }],
    })
    await manager.post(`/v2/challan/${challan.challan_id}/verify`, {})

    const user = userEvent.setup()
    await signInAs(ADMIN)
    await renderApp(`/inventoryView?project=${projectId}`)
    await user.click(await screen.findByRole('button', { name: 'Take in from a challan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Take goods in from a challan' })
    expect(await within(dialog).findByLabelText('Challan')).toHaveDisplayValue(/DC-LAMPS/)
    const submit = within(dialog).getByRole('button', { name: 'Take in' })
    await user.click(within(dialog).getByLabelText('Take in “Brass oil lamp”'))
    expect(submit).toBeDisabled()
    await user.click(within(dialog).getByLabelText('Take in “Brass oil lamp”'))
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Brass oil lamps')
    await user.type(within(dialog).getByLabelText('Store'), 'Props store B')
    await user.click(submit)

    expect(await screen.findByText(/is in inventory/)).toBeInTheDocument()
    const item = await screen.findByRole('dialog', { name: /Brass oil lamps/ })
    expect(within(item).getByText('DC-LAMPS')).toBeInTheDocument()
    expect(within(item).getByText(`${po.number}`)).toBeInTheDocument()
    // Six lamps at ₹450 each.
    expect(within(item).getByText('₹2,700.00')).toBeInTheDocument()
    expect(within(item).getByText('Props store B')).toBeInTheDocument()
  })
})
