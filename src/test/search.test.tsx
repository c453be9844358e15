import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setMockScenario } from '../../mocks/scenario'
import { renderApp, signInAs } from './app'
import { projectIdOf } from './server'

/*
 * The search across the product, on the mock API (the server's own app): Ctrl+K and the top
 * bar's button open the palette, results come grouped by kind as the user types, arrows and Enter
 * open a record's page, and "See all results" opens /pages/search with every group.
 */

const ADMIN = 'admin@demostudios.test'
const USER = 'user@demostudios.test'

const palette = () => screen.findByRole('dialog', { name: 'Search Greenlight' })

describe('the command palette', () => {
  it('opens with Ctrl+K, groups what it finds, and Enter opens the chosen record', async () => {
    await signInAs(ADMIN)
    const { router } = await renderApp('/apps/projects')
    const user = userEvent.setup()
    await user.keyboard('{Control>}k{/Control}')
    const dialog = await palette()
    const box = within(dialog).getByRole('combobox', { name: 'Search' })
    await waitFor(() => expect(box).toHaveFocus())
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type at least 2 characters to search')

    await user.type(box, 'prime lens')
    const vendors = await within(dialog).findByRole('group', { name: 'Vendors' })
    expect(
      within(vendors).getByRole('option', { name: /Prime Lens Camera Rentals Private Limited/ }),
    ).toBeVisible()
    // The first record is active at once; the arrows move through the groups.
    const focused = () =>
      within(dialog)
        .getAllByRole('option')
        .find((option) => option.hasAttribute('data-focus'))
    await waitFor(() => expect(focused()).toHaveTextContent(/^Prime Lens Camera Rentals/))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(focused()).toHaveTextContent(/^PLR\/26\/0311/))
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(focused()).toHaveTextContent(/^Prime Lens Camera Rentals/))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorView'))
    expect(router.state.location.search).toMatchObject({
      search: 'Prime Lens Camera Rentals Private Limited',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Greenlight' })).toBeNull())
  })

  it('opens from the top bar, shows only what the role may read, and leads to all results', async () => {
    await signInAs(USER)
    const monsoon = await projectIdOf('MD-01')
    const { router } = await renderApp('/apps/projects')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Search' }))
    const dialog = await palette()
    await user.type(within(dialog).getByRole('combobox', { name: 'Search' }), 'monsoon')
    const projects = await within(dialog).findByRole('group', { name: 'Projects' })
    expect(within(projects).getByRole('option', { name: /Monsoon Diaries/ })).toBeVisible()
    // The User reads no vendors, budgets, expenses or users.
    expect(within(dialog).queryByRole('group', { name: 'Budget codes' })).toBeNull()
    await user.click(within(dialog).getByRole('option', { name: 'See all results for “monsoon”' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/search'))
    expect(router.state.location.search).toMatchObject({ q: 'monsoon' })
    expect(await screen.findByRole('heading', { name: 'Projects 1 result', level: 2 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Monsoon Diaries/ })).toHaveAttribute(
      'href',
      `/editProjectView/${monsoon}`,
    )
  })

  it('says when nothing matches', async () => {
    await signInAs(ADMIN)
    await renderApp('/apps/projects')
    const user = userEvent.setup()
    await user.keyboard('{Meta>}k{/Meta}')
    const dialog = await palette()
    await user.type(within(dialog).getByRole('combobox', { name: 'Search' }), 'zzqx')
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing matches “zzqx”'),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Greenlight' })).toBeNull())
  })
})

describe('the search page', () => {
  it('shows every group with links, and the URL holds the query', async () => {
    await signInAs(ADMIN)
    const { router } = await renderApp('/pages/search?q=1300')
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument()
    const codes = await screen.findByRole('heading', { name: /Budget codes/ })
    expect(codes).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /1300-01/ }).getAttribute('href')).toMatch(
      /^\/budgetView\?project=\d+&search=1300-01$/,
    )
    const user = userEvent.setup()
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.clear(box)
    await user.type(box, 'rohan')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'rohan' }))
    expect(await screen.findByRole('link', { name: /Rohan Iyer/ })).toHaveAttribute(
      'href',
      '/usersView?search=manager%40demostudios.test',
    )
    await user.click(screen.getByRole('link', { name: /Rohan Iyer/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/usersView'))
  })

  it('asks for more characters, says when nothing matches, and offers a retry when it fails', async () => {
    await signInAs(ADMIN)
    const short = await renderApp('/pages/search?q=a')
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument()
    short.unmount()
    const none = await renderApp('/pages/search?q=zzqx')
    expect(await screen.findByText('Nothing matches “zzqx”')).toBeInTheDocument()
    none.unmount()
    setMockScenario({ failures: { 'GET /v2/search': 500 } })
    await renderApp('/pages/search?q=monsoon')
    expect(await screen.findByText('The search did not answer. Please try again.')).toBeInTheDocument()
    setMockScenario(null)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /Monsoon Diaries/ })).toBeInTheDocument()
  })
})
