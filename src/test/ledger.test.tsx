import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, projectIdOf } from './server'

/*
 * /ledger against the server's own app: the trial balance the API derives from the demo's
 * documents, balanced, for the organisation and for a project; under "Books" in the sidebar for
 * the Admin and the Admin Manager, and not for the Moderator.
 */

type TrialBalance = {
  debit_total: number
  credit_total: number
  rows: { account_name: string; credit: number }[]
}

describe('the ledger page', () => {
  it('shows the organisation’s trial balance, balanced, as the API derives it', async () => {
    await signInAs('admin@demostudios.test')
    const figures = (await (
      await apiAs('admin@demostudios.test')
    ).get('/v2/ledger/trial-balance')) as TrialBalance
    expect(figures.debit_total).toBeGreaterThan(0)
    await renderApp('/ledger')
    const table = await screen.findByRole(
      'table',
      { name: /Trial balance of the organisation/ },
      { timeout: 10_000 },
    )
    expect(screen.getByText('Balanced: debits equal credits.')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(figures.rows.length + 2)
    expect(screen.getByText(/Export to Tally is switched off/)).toBeInTheDocument()
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(navigation).getByRole('link', { name: /Ledger/ })).toBeInTheDocument()
    // An account opened: its entries and its balance, the trial balance's figure.
    const bank = figures.rows.find((row) => row.account_name === 'Bank') as { credit: number }
    await userEvent.click(within(table).getByRole('button', { name: 'Bank' }))
    const dialog = await screen.findByRole('dialog', { name: '1100 · Bank' })
    const entries = await within(dialog).findByRole('table', { name: 'Entries of Bank' })
    const closing = within(entries).getByRole('rowheader', { name: /Balance on/ }).nextElementSibling
    expect(closing?.textContent?.replace(/[^\d]/g, '')).toBe(String(bank.credit))
    expect(closing?.textContent).toMatch(/Cr$/)
  })

  it('shows the day book of the days asked, each voucher with its lines', async () => {
    await signInAs('admin@demostudios.test')
    const bank = (await (await apiAs('admin@demostudios.test')).get('/v2/ledger/account?account=1100')) as {
      entries: { on: string; reference: string | null }[]
    }
    const first = bank.entries[0] as { on: string; reference: string }
    await renderApp('/ledger')
    for (const label of ['First day', 'Last day']) {
      const field = await screen.findByLabelText(label, {}, { timeout: 10_000 })
      await userEvent.clear(field)
      await userEvent.type(field, first.on)
    }
    const book = await screen.findByRole('table', { name: /^Day book from/ }, { timeout: 10_000 })
    expect(await within(book).findByText(first.reference)).toBeInTheDocument()
    expect(within(book).getAllByText('Bank').length).toBeGreaterThan(0)
  })

  it('shows one project’s trial balance when the project is in the address', async () => {
    await signInAs('manager@demostudios.test')
    const projectId = await projectIdOf(DEMO_BUDGET_PROJECT)
    await renderApp(`/ledger?project=${projectId}&as_of=2026-12-31`)
    expect(
      await screen.findByRole('table', { name: /Trial balance of the project on/ }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Balanced: debits equal credits.')).toBeInTheDocument()
  })

  it('hands a period to Tally as XML once the organisation’s switch is on', async () => {
    const admin = await apiAs('admin@demostudios.test')
    await admin.post('/v2/updateprofileinfo', { tally_isActive: true })
    try {
      await signInAs('admin@demostudios.test')
      await renderApp('/ledger')
      const from = await screen.findByLabelText('From', {}, { timeout: 10_000 })
      await userEvent.clear(from)
      await userEvent.type(from, '2026-01-01')
      const blobs: Blob[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob)
        return 'blob:tally'
      })
      await userEvent.click(screen.getByRole('button', { name: 'Download Tally XML' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
      const xml = await (blobs[0] as Blob).text()
      expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>')
      expect(xml).toMatch(/<VOUCHER VCHTYPE="Purchase"/)
    } finally {
      await admin.post('/v2/updateprofileinfo', { tally_isActive: false })
      vi.restoreAllMocks()
    }
  })
})
