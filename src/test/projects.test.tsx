import { PROJECT_STATUSES } from '@contract/projects'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PROJECT_STATUS_ORDER } from '@/features/projects'
import { setMockScenario } from '../../mocks/scenario'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables, userIdOf } from './server'

const ADMIN = 'admin@demostudios.test'
const table = () => screen.findByRole('region', { name: 'Projects' })
const projectNames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent)

describe('the project list', () => {
  it('lists the projects with their dates, cities and team, and searches through the URL', async () => {
    const monsoonId = await projectIdOf('MD-01')
    await signInAs(ADMIN)
    const { router } = await renderApp('/apps/projects')
    await waitFor(async () =>
      expect(await projectNames()).toEqual(['City of Lights — Season 1', 'Monsoon Diaries']),
    )
    const monsoon = within(await table()).getByRole('row', { name: /Monsoon Diaries/ })
    expect(monsoon).toHaveTextContent('Shooting')
    expect(monsoon).toHaveTextContent('Mumbai, Kochi')
    expect(monsoon).toHaveTextContent('3 people')
    expect(within(monsoon).getByRole('link', { name: 'Monsoon Diaries' })).toHaveAttribute(
      'href',
      `/editProjectView/${monsoonId}`,
    )
    expect(within(monsoon).getByRole('link', { name: 'Open the budget of Monsoon Diaries' })).toHaveAttribute(
      'href',
      `/budgetView?project=${monsoonId}`,
    )

    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'lights')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'lights' }))
    await waitFor(async () => expect(await projectNames()).toEqual(['City of Lights — Season 1']))
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz')
    expect(await screen.findByText('Nothing matches “lightszzz”')).toBeInTheDocument()
  })

  it('filters by status and shows archived projects on their own tab', async () => {
    await (await mockDatabase())
      .update(tables.projects)
      .set({ archivedAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(tables.projects.code, 'COL-S1'))
    await signInAs(ADMIN)
    const { router } = await renderApp('/projects?status=shooting')
    await waitFor(async () => expect(await projectNames()).toEqual(['Monsoon Diaries']))
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Status'), 'Post-production')
    expect(await screen.findByText('No project is in Post-production')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses')
    await user.click(screen.getByRole('button', { name: 'Archived' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'archived' }))
    await waitFor(async () => expect(await projectNames()).toEqual(['City of Lights — Season 1']))
  })

  it('says when the list cannot load, and offers to try again', async () => {
    setMockScenario({ failures: { 'GET /v2/project': 503 } })
    await signInAs(ADMIN)
    await renderApp('/apps/projects')
    expect(await screen.findByText('This list could not be loaded')).toBeInTheDocument()
    setMockScenario(null)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(async () => expect(await projectNames()).toHaveLength(2))
  })

  it('tells a user whose role may not read the list that they have no access, and offers no retry', async () => {
    await takeProjectsAwayFromUsers()
    await signInAs('user@demostudios.test')
    await renderApp('/apps/projects')
    expect(await screen.findByText('You do not have access to this list')).toBeInTheDocument()
    expect(
      screen.getByText('Your role does not include it. Ask an Admin if you need it.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Check your connection and try again.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('starts such a user on a page they can read instead of the projects', async () => {
    await takeProjectsAwayFromUsers()
    await signInAs('user@demostudios.test')
    const { router } = await renderApp('/')
    expect(router.state.location.pathname).toBe('/pages/profile')
  })

  it('has no “New project” or budget link for a Moderator, who sees only their own projects', async () => {
    await (await mockDatabase())
      .delete(tables.projectMembers)
      .where(
        and(
          eq(tables.projectMembers.projectId, await projectIdOf('COL-S1')),
          eq(tables.projectMembers.userId, await userIdOf('moderator@demostudios.test')),
        ),
      )
    await signInAs('moderator@demostudios.test')
    await renderApp('/apps/projects')
    await waitFor(async () => expect(await projectNames()).toEqual(['Monsoon Diaries']))
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Open the budget/ })).not.toBeInTheDocument()
  })

  it('keeps the statuses of the contract, in the same order', () => {
    expect([...PROJECT_STATUS_ORDER]).toEqual([...PROJECT_STATUSES])
  })
})

describe('setting up a project', () => {
  it('checks the form, then shows the server’s refusal on its field', async () => {
    await signInAs(ADMIN)
    await renderApp('/apps/projects')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'New project' }))
    await user.click(await screen.findByRole('button', { name: 'Create project' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required'),
    )
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('This field is required')

    await user.type(screen.getByLabelText('Name'), 'Salt and Pepper')
    await user.type(screen.getByLabelText('Code'), 'SP 01')
    await user.type(screen.getByLabelText('Start date'), '2027-02-20')
    await user.type(screen.getByLabelText('End date'), '2027-02-01')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
        'Use letters, digits, dots, dashes and slashes',
      ),
    )
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'The end date cannot be before the start date',
    )

    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), 'md-01')
    await user.clear(screen.getByLabelText('End date'))
    await user.type(screen.getByLabelText('End date'), '2027-03-01')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
        'A project with this code already exists',
      ),
    )
  })

  it('creates the project with its type, currency and cities, then opens its page', async () => {
    await signInAs(ADMIN)
    const { router } = await renderApp('/editProject')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Name'), 'Salt and Pepper')
    await user.type(screen.getByLabelText('Code'), 'SP-01')
    await user.type(screen.getByLabelText('Start date'), '2027-02-20')
    await user.type(screen.getByLabelText('End date'), '2027-03-01')
    await user.selectOptions(await screen.findByLabelText('Project type'), 'Ad film')
    await user.selectOptions(
      screen.getByLabelText('Budget currency'),
      await screen.findByRole('option', { name: /USD/ }),
    )
    await user.type(screen.getByRole('combobox', { name: 'Shoot cities' }), 'Pan')
    await user.click(await screen.findByRole('option', { name: /Panaji/ }))
    // Several cities may be chosen: the list stays open until the user leaves it.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: /Remove Panaji/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    expect(await screen.findByText('Salt and Pepper created')).toBeInTheDocument()
    const createdId = await projectIdOf('SP-01')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/editProjectView/${createdId}`))
    expect(await screen.findByRole('heading', { name: 'Salt and Pepper', level: 1 })).toBeInTheDocument()
    const created = await (await apiAs(ADMIN)).get(`/v2/project/${createdId}`)
    expect(created).toMatchObject({
      start_date: '2027-02-20',
      end_date: '2027-03-01',
      project_type_id: expect.any(Number),
      currency_id: expect.any(Number),
    })
    expect(created.city_ids).toHaveLength(1)
  })

  it('tells a Moderator their role may not set up projects', async () => {
    await signInAs('moderator@demostudios.test')
    await renderApp('/editProject')
    expect(await screen.findByText(/Your role may not set up projects/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create project' })).not.toBeInTheDocument()
  })
})

describe('a project’s page', () => {
  it('changes the details, archives and restores the project', async () => {
    await signInAs(ADMIN)
    const monsoonId = await projectIdOf('MD-01')
    await renderApp(`/editProjectView/${monsoonId}`)
    const user = userEvent.setup()
    const name = await screen.findByLabelText('Name')
    expect(name).toHaveValue('Monsoon Diaries')
    expect(screen.getByRole('button', { name: 'Remove Kochi' })).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Monsoon Diaries (2026)')
    await user.selectOptions(screen.getByLabelText('Status'), 'Post-production')
    await user.click(screen.getByRole('button', { name: 'Remove Kochi' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Monsoon Diaries (2026) saved')).toBeInTheDocument()
    expect(await (await apiAs(ADMIN)).get(`/v2/project/${monsoonId}`)).toMatchObject({
      name: 'Monsoon Diaries (2026)',
      status: 'post',
      city_ids: [expect.any(Number)],
    })

    await user.click(screen.getByRole('button', { name: 'Archive project' }))
    const confirm = await screen.findByRole('dialog', { name: 'Archive Monsoon Diaries (2026)?' })
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Monsoon Diaries (2026) archived')).toBeInTheDocument()
    expect(screen.getByText(/This project is archived/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore project' }))
    expect(await screen.findByText('Monsoon Diaries (2026) restored')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument()
  })

  it('lets an Admin add a team member and remove them again', async () => {
    await signInAs(ADMIN)
    await renderApp(`/editProjectView/${await projectIdOf('MD-01')}`)
    const user = userEvent.setup()
    const team = await screen.findByRole('list', { name: 'Team' })
    expect(within(team).getAllByRole('listitem')).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Add member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' })
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveAccessibleDescription(
        'Choose a person',
      ),
    )
    await user.type(within(dialog).getByRole('combobox', { name: 'Person' }), 'Lena')
    await user.click(await screen.findByRole('option', { name: /Lena Fischer/ }))
    await user.type(within(dialog).getByLabelText('Role on this project'), 'Producer')
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }))
    expect(await screen.findByText('Lena Fischer added to the team')).toBeInTheDocument()
    await waitFor(() => expect(within(team).getAllByRole('listitem')).toHaveLength(4))
    expect(within(team).getByText('Producer · Dashboard User')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove Lena Fischer from the team' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove Lena Fischer from Monsoon Diaries?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Lena Fischer removed from the team')).toBeInTheDocument()
    await waitFor(() => expect(within(team).getAllByRole('listitem')).toHaveLength(3))
  })

  it('shows a Moderator the project and its team without anything to change', async () => {
    await signInAs('moderator@demostudios.test')
    await renderApp(`/editProjectView/${await projectIdOf('MD-01')}`)
    expect(await screen.findByLabelText('Name')).toBeDisabled()
    expect(screen.getByText(/changing it needs permission to edit projects/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument()
    expect(await screen.findByRole('list', { name: 'Team' })).toBeInTheDocument()
  })

  it('says so when the project is not there', async () => {
    await signInAs('admin@northwind.test')
    await renderApp(`/editProjectView/${await projectIdOf('MD-01')}`)
    expect(await screen.findByText('This project was not found')).toBeInTheDocument()
  })
})

/** The demo's User role loses project GET (an Admin's change in /userRoleView). */
async function takeProjectsAwayFromUsers() {
  const admin = await apiAs(ADMIN)
  const roles: { role_id: number; role_type: string }[] = await admin.get('/v2/userrole')
  const userRole = roles.find((role) => role.role_type === 'User')
  await admin.put(`/v2/userrole/${userRole?.role_id}`, {
    permissions: [{ module_name: 'project', method_name: 'GET', permission_active: 1 }],
  })
}
