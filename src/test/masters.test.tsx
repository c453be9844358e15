import { DEMO_PLATFORM } from '@contract/demo'
import type { Organization } from '@contract/organizations'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs } from './server'

const ADMIN = 'admin@demostudios.test'

// biome-ignore lint/suspicious/noExplicitAny: master records are read by their API names
type Row = any
const citiesNamed = async (name: string): Promise<Row[]> =>
  ((await (await apiAs(ADMIN)).get(`/v2/city?search=${name}`)) as Row[]).filter((row) => row.name === name)
const table = (name: string) => screen.findByRole('region', { name })
const firstCells = async (name: string) =>
  within(await table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('settings home', () => {
  it('shows every master the admin may open, grouped, with its count', async () => {
    await signInAs(ADMIN)
    await renderApp('/master')
    const places = await screen.findByRole('region', { name: 'Places' })
    const cities = within(places).getByRole('link', { name: /Cities/ })
    expect(cities).toHaveAttribute('href', '/master/city')
    await waitFor(() => expect(cities).toHaveTextContent('17 records'))
    expect(screen.getByRole('link', { name: /Modules/ })).toHaveAttribute('href', '/modules')
  })
})

describe('a master list (cities)', () => {
  it('searches through the URL and says when nothing matches', async () => {
    await signInAs(ADMIN)
    const { router } = await renderApp('/master/city')
    await waitFor(async () => expect(await firstCells('Cities')).toContain('Mumbai'))
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search Cities' }), 'kochi')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'kochi' }))
    await waitFor(async () => expect(await firstCells('Cities')).toEqual(['Kochi']))
    await user.type(screen.getByRole('searchbox', { name: 'Search Cities' }), 'zzz')
    expect(await screen.findByText('Nothing matches “kochizzz”')).toBeInTheDocument()
  })

  it('checks the form before sending, refuses a duplicate, then adds the city', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/city')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add city' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add city' })
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('This field is required'),
    )
    expect(within(dialog).getByLabelText('Country')).toHaveAccessibleDescription('This field is required')

    await user.type(within(dialog).getByLabelText('Name'), 'Pune')
    await user.type(within(dialog).getByLabelText('State'), 'Maharashtra')
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'India')
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }))
    expect(
      await within(dialog).findByText('This state already has a city with this name'),
    ).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Nashik')
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }))
    expect(await screen.findByText('Nashik, Maharashtra added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await citiesNamed('Nashik')).toHaveLength(1)
  })

  it('shows stored markup as the text it is, never as markup', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/city')
    const user = userEvent.setup()
    const markup = '<img src=x onerror=alert(1)><b>Goa</b>'
    await user.click(await screen.findByRole('button', { name: 'Add city' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add city' })
    // Typed as it is: braces would be user-event's key names.
    await user.type(within(dialog).getByLabelText('Name'), markup.replace(/[[{]/g, '$&$&'))
    await user.type(within(dialog).getByLabelText('State'), 'Goa')
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'India')
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.type(screen.getByRole('searchbox'), 'onerror')
    expect(await screen.findByText(markup)).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelector('b')?.textContent).not.toBe('Goa')
  })

  it('archives after asking, and restores from the Archived tab', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/city')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Archive Manali, Himachal Pradesh' }))
    const confirm = await screen.findByRole('dialog', { name: 'Archive Manali, Himachal Pradesh?' })
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Manali, Himachal Pradesh archived')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Archived' }))
    await user.click(await screen.findByRole('button', { name: 'Restore Manali, Himachal Pradesh' }))
    expect(await screen.findByText('Manali, Himachal Pradesh restored')).toBeInTheDocument()
  })

  it('refuses to delete a city something uses, in words the user can act on', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/city')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Archive Mumbai, Maharashtra' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive Mumbai, Maharashtra?' })).getByRole(
        'button',
        {
          name: 'Archive',
        },
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Archived' }))
    await user.click(await screen.findByRole('button', { name: 'Delete Mumbai, Maharashtra' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Mumbai, Maharashtra for good?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    )
    expect(
      await screen.findByText('Other records use it, so it cannot be deleted. Archive it instead.'),
    ).toBeInTheDocument()
  })

  it('imports a file only when every row is fine, after showing a preview', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/city')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import Cities' })
    const bad = new File(['name,state,country\nNagpur,Maharashtra,IN\nAtlantis,Sea,XX\n'], 'cities.csv', {
      type: 'text/csv',
    })
    await user.upload(within(dialog).getByLabelText('Choose a file'), bad)
    expect(await within(dialog).findByText('“XX” was not found')).toBeInTheDocument()
    expect(within(dialog).getByText('1 with problems')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import 1 row' })).toBeDisabled()

    const good = new File(['name,state,country\nNagpur,Maharashtra,IN\nNashik,Maharashtra,IN\n'], 'ok.csv', {
      type: 'text/csv',
    })
    await user.upload(within(dialog).getByLabelText('Choose a file'), good)
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 rows' }))
    expect(await screen.findByText('Imported: 2 new, 0 changed')).toBeInTheDocument()
    expect(await citiesNamed('Nagpur')).toHaveLength(1)
  })
})

describe('vendors', () => {
  it('says on the field that another vendor has the GSTIN, then adds the vendor; the list masks its account', async () => {
    await signInAs(ADMIN)
    await renderApp('/vendorView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add vendor' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' })
    await user.type(within(dialog).getByLabelText('Legal name'), 'Reel Grip Rentals LLP')
    await user.type(within(dialog).getByLabelText('GSTIN'), '27AAKCP4821K1Z3')
    await user.type(within(dialog).getByLabelText('PAN'), 'AAKCP4821K')
    await user.type(within(dialog).getByLabelText('Account number'), '918020044556677')
    await user.type(within(dialog).getByLabelText('IFSC'), 'UTIB0000123')
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('GSTIN')).toHaveAccessibleDescription(
        'Another vendor already has this GSTIN',
      ),
    )

    await user.clear(within(dialog).getByLabelText('GSTIN'))
    await user.type(within(dialog).getByLabelText('GSTIN'), '27AAQFR2211L1Z9')
    await user.clear(within(dialog).getByLabelText('PAN'))
    await user.type(within(dialog).getByLabelText('PAN'), 'AAQFR2211L')
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // The list shows the account number's last four characters only.
    await user.click(screen.getByRole('button', { name: /Columns/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Account number' }))
    await user.keyboard('{Escape}')
    const row = await screen.findByRole('row', { name: /Reel Grip Rentals LLP/ })
    await waitFor(() => expect(row).toHaveTextContent('••••6677'))
    expect(row).not.toHaveTextContent('918020044556677')
  })
})

describe('rules and special pages', () => {
  it('explains a GST split that does not add up on the field', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/gst')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add GST rate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add GST rate' })
    await user.type(within(dialog).getByLabelText('Name'), 'GST 3%')
    await user.type(within(dialog).getByLabelText('Rate %'), '3')
    await user.type(within(dialog).getByLabelText('CGST %'), '1')
    await user.type(within(dialog).getByLabelText('SGST %'), '1')
    await user.type(within(dialog).getByLabelText('IGST %'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Add GST rate' }))
    expect(await within(dialog).findByText('CGST and SGST must add up to the rate')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('SGST %'))
    await user.type(within(dialog).getByLabelText('SGST %'), '2')
    await user.clear(within(dialog).getByLabelText('CGST %'))
    await user.type(within(dialog).getByLabelText('CGST %'), '1.5')
    await user.clear(within(dialog).getByLabelText('SGST %'))
    await user.type(within(dialog).getByLabelText('SGST %'), '1.5')
    await user.click(within(dialog).getByRole('button', { name: 'Add GST rate' }))
    expect(await screen.findByText('GST 3% added')).toBeInTheDocument()
  })

  it('lists a category’s sub-categories and adds new ones to that category', async () => {
    await signInAs(ADMIN)
    await renderApp('/master/category')
    const user = userEvent.setup()
    const cast = (await screen.findAllByRole('row')).find((row) => row.textContent?.includes('Cast'))
    await user.click(within(cast as HTMLElement).getByRole('link', { name: 'Sub-categories' }))
    expect(await screen.findByRole('heading', { name: 'Sub-categories of 1300 — Cast' })).toBeInTheDocument()
    await waitFor(async () => expect(await firstCells('Sub-categories of 1300 — Cast')).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-category' })
    expect(within(dialog).getByLabelText('Category')).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Code'), '1300-04')
    await user.type(within(dialog).getByLabelText('Name'), 'Stunt performers')
    await user.click(within(dialog).getByRole('button', { name: 'Add sub-category' }))
    expect(await screen.findByText('1300-04 — Stunt performers added')).toBeInTheDocument()
  })

  it('adds a currency on its own page, then its exchange rate', async () => {
    await signInAs(ADMIN)
    const { router } = await renderApp('/currencyForm')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ISO code'), 'JPY')
    await user.type(screen.getByLabelText('Name'), 'Japanese Yen')
    await user.type(screen.getByLabelText('Symbol'), '¥')
    await user.clear(screen.getByLabelText('Minor units'))
    await user.type(screen.getByLabelText('Minor units'), '0')
    await user.click(screen.getByRole('button', { name: 'Add currency' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/EditCurrency'))
    expect(await screen.findByText('No exchange rates yet')).toBeInTheDocument()
    expect(screen.getByText(/INR for one JPY/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Effective from'))
    await user.type(screen.getByLabelText('Effective from'), '2026-11-01')
    await user.type(screen.getByLabelText('Rate'), '0.55')
    await user.click(screen.getByRole('button', { name: 'Add rate' }))
    expect(await screen.findByRole('cell', { name: '0.550000' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Rate'))
    await user.type(screen.getByLabelText('Rate'), '0.56')
    await user.click(screen.getByRole('button', { name: 'Add rate' }))
    expect(await screen.findByText('A rate from this date already exists')).toBeInTheDocument()
  })

  it('says the base currency takes no rates', async () => {
    await signInAs(ADMIN)
    const currencies: Row[] = await (await apiAs(ADMIN)).get('/v2/currency?search=INR')
    const inr = currencies.find((row) => row.code === 'INR')
    await renderApp(`/EditCurrency?id=${inr?.currency_id}`)
    expect(await screen.findByText('This is the base currency: its rate is always 1.')).toBeInTheDocument()
  })

  it('explains a switched-off shoot-location list instead of showing it', async () => {
    await signInAs('admin@northwind.test')
    await renderApp('/master/shoot-location')
    expect(await screen.findByText('Shoot locations is switched off')).toBeInTheDocument()
  })

  it('shows a custom field an Admin adds on that list’s form', async () => {
    await signInAs(ADMIN)
    await renderApp('/customizeFieldView')
    const user = userEvent.setup()
    const [add] = await screen.findAllByRole('button', { name: 'Add custom field' })
    await user.click(add as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Add custom field' })
    await user.selectOptions(within(dialog).getByLabelText('List'), 'City')
    await user.type(within(dialog).getByLabelText('Label'), 'Film office')
    expect(within(dialog).queryByLabelText('Choices')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add custom field' }))
    expect(await screen.findByText('Film office added')).toBeInTheDocument()

    await renderApp('/master/city')
    expect(await screen.findByRole('columnheader', { name: /Film office/ })).toBeInTheDocument()
  })
})

describe('modules', () => {
  it('shows an admin the catalogue and which modules are on, read-only', async () => {
    await signInAs('admin@northwind.test')
    await renderApp('/modules')
    const row = (await screen.findByRole('cell', { name: 'Vendors' })).closest('tr') as HTMLElement
    expect(within(row).getByText('1003')).toBeInTheDocument()
    expect(
      screen.getByText('Only a Super Admin can switch modules on or off for an organisation.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Turn modules on' })).not.toBeInTheDocument()
  })

  it('lets the Super Admin switch an organisation’s modules', async () => {
    await signInAs(DEMO_PLATFORM.superAdmin.email)
    await renderApp('/addModules')
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Organisation'), 'Northwind Films')
    const group = await screen.findByRole('group', { name: 'Modules of Northwind Films' })
    await user.click(within(group).getByRole('checkbox', { name: '1010 · Contracts' }))
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save modules' }))
    expect(await screen.findByText('Modules of Northwind Films saved')).toBeInTheDocument()
    const platform = await apiAs(DEMO_PLATFORM.superAdmin.email)
    const organizations: Organization[] = await platform.get('/v2/organization?search=Northwind')
    expect(organizations.find((o) => o.name === 'Northwind Films')?.enabled_modules).not.toContain(1010)
  })
})
