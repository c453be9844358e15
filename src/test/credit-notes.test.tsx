import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { expenseOf, mockDatabase, projectIdOf, tables } from './server'

const MANAGER = 'manager@demostudios.test'
const USER = 'user@demostudios.test'
/** The demo's paid camera invoice (₹2,70,000 on 2100-01): the one original the demo can credit. */
const PAID = 'PLR/26/0311'

describe('credit notes', () => {
  it('drafts a credit note against a paid invoice, with what remains creditable live', async () => {
    const user = userEvent.setup()
    await signInAs(MANAGER)
    await renderApp(`/apps/creditNoteMasterView?project=${await projectIdOf(DEMO_BUDGET_PROJECT)}`)
    expect(await screen.findByText('No credit note matches these filters')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'New credit note' }))
    const dialog = await screen.findByRole('dialog', { name: 'New credit note' })
    await user.type(within(dialog).getByRole('combobox', { name: 'Original invoice' }), 'PLR')
    await user.click(
      await within(dialog).findByRole('option', { name: new RegExp(PAID.replace(/\//g, '\\/')) }),
    )
    const remaining = await within(dialog).findByTestId('cn-remaining')
    await waitFor(() => expect(remaining).toHaveTextContent('2,70,000.00'))
    await user.type(within(dialog).getByLabelText('Credit note no.'), 'PLR-CN-1')
    await user.clear(within(dialog).getByLabelText('Rate'))
    await user.type(within(dialog).getByLabelText('Rate'), '300000')
    expect(await within(dialog).findByText(/30,000\.00 more than remains to credit/)).toBeInTheDocument()
    // Sent anyway, the server refuses it on the rate with what remains.
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    expect(
      await within(dialog).findByText(
        /2,70,000\.00 INR of this invoice line's taxable value remains to credit/,
      ),
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Rate'))
    await user.type(within(dialog).getByLabelText('Rate'), '20000')
    expect(
      await within(dialog).findByText(/After this credit note: ₹2,50,000\.00 left to credit/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }))
    const detail = await screen.findByRole('dialog', { name: 'Credit note PLR-CN-1' })
    expect(within(detail).getByText('Draft')).toBeInTheDocument()
    expect(within(detail).getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    const original = await expenseOf(PAID)
    expect(original?.status).toBe('paid')
  })

  it('reads without drafting for the User; says so when the organisation has them switched off', async () => {
    await signInAs(USER)
    await renderApp('/apps/creditNoteMasterView')
    expect(await screen.findByText('No credit notes yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New credit note' })).not.toBeInTheDocument()
    const db = await mockDatabase()
    await db
      .update(tables.organizations)
      .set({ creditNoteIsActive: false })
      .where(eq(tables.organizations.id, 2))
    await renderApp('/apps/creditNoteMasterView')
    expect(await screen.findByText('Credit notes are switched off')).toBeInTheDocument()
  })
})
