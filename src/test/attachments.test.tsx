import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { mockDatabase, tables } from './server'

const storedDocuments = async () =>
  (await mockDatabase())
    .select({ id: tables.attachments.id })
    .from(tables.attachments)
    .where(isNull(tables.attachments.archivedAt))

const ADMIN = 'admin@demostudios.test'
const pdf = (name = 'gst-certificate.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], name, { type: 'application/pdf' })

async function openPrimeLens() {
  await signInAs(ADMIN)
  await renderApp('/vendorView')
  // Files the input's accept list leaves out still reach it, as a user can pick "All files".
  const user = userEvent.setup({ applyAccept: false })
  await screen.findByRole('button', { name: /^Edit Prime Lens/ }, { timeout: 5000 })
  // The list may render its rows again once the custom fields arrive: click the row shown then.
  const dialog = await waitFor(
    async () => {
      if (!screen.queryByRole('dialog'))
        await user.click(screen.getByRole('button', { name: /^Edit Prime Lens/ }))
      return screen.getByRole('dialog')
    },
    { timeout: 5000 },
  )
  return { user, dialog }
}

describe('vendor documents (attachments panel)', () => {
  it('shows the full bank account to an Admin, adds a PDF, refuses other files, removes one', async () => {
    const { user, dialog } = await openPrimeLens()
    const account = await within(dialog).findByLabelText(/Account number/, {}, { timeout: 5000 })
    expect(account).toHaveValue('50200012345678')
    expect(await within(dialog).findByText('No documents yet.', {}, { timeout: 5000 })).toBeInTheDocument()

    const input = within(dialog).getByLabelText('Add a document')
    await user.upload(input, pdf())
    const link = await within(dialog).findByRole('button', { name: 'Download gst-certificate.pdf' })
    expect(link).toHaveTextContent('gst-certificate.pdf')
    expect(within(dialog).getByText('Asha Menon')).toBeInTheDocument()
    expect(await storedDocuments()).toHaveLength(1)

    await user.upload(
      within(dialog).getByLabelText('Add a document'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    )
    expect(
      await within(dialog).findByText('notes.txt is not a PDF, PNG, JPEG or WebP image'),
    ).toBeInTheDocument()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' })
    await user.upload(within(dialog).getByLabelText('Add a document'), big)
    expect(await within(dialog).findByText('huge.pdf is larger than 5 MB')).toBeInTheDocument()
    expect(await storedDocuments()).toHaveLength(1)

    await user.click(within(dialog).getByRole('button', { name: 'Remove gst-certificate.pdf' }))
    expect(await within(dialog).findByText('No documents yet.')).toBeInTheDocument()
  })

  it('shows what the server refuses: bytes that are not what the type says', async () => {
    const { user, dialog } = await openPrimeLens()
    const fake = new File(['MZ this is not a pdf'], 'invoice.pdf', { type: 'application/pdf' })
    await user.upload(await within(dialog).findByLabelText('Add a document'), fake)
    await waitFor(() =>
      expect(
        within(dialog).getByText('The file could not be uploaded: This type of file is not accepted here.'),
      ).toBeInTheDocument(),
    )
  })

  it('keeps a name uploaded again as its next version: the latest listed, the earlier one under it', async () => {
    const { user, dialog } = await openPrimeLens()
    await within(dialog).findByText('No documents yet.', {}, { timeout: 5000 })
    await user.upload(within(dialog).getByLabelText('Add a document'), pdf('Agreement.pdf'))
    await within(dialog).findByRole('button', { name: 'Download Agreement.pdf' })
    await user.upload(within(dialog).getByLabelText('Add a document'), pdf('Agreement.pdf'))
    const latest = await within(dialog).findByRole('button', { name: 'Download Agreement.pdf, version 2' })
    expect(within(dialog).getAllByTestId('document')).toHaveLength(1)
    expect(latest.closest('tr')).toHaveTextContent('v2')
    // The earlier version is kept, hidden until asked for.
    expect(within(dialog).queryByRole('button', { name: 'Download Agreement.pdf, version 1' })).toBeNull()
    const toggle = within(dialog).getByRole('button', { name: 'Show 1 earlier version Agreement.pdf' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('button', { name: 'Download Agreement.pdf, version 1' })).toBeVisible()
    expect(await storedDocuments()).toHaveLength(2)
  })
})
