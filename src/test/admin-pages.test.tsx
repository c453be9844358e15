import type { UserRole } from '@contract/user-roles'
import type { User } from '@contract/users'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs } from './server'

const table = (name: string) => screen.findByRole('region', { name })
const rowNames = async (name: string) =>
  within(await table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('users page', () => {
  it('lists the organisation’s users, searches and filters by tab through the URL', async () => {
    await signInAs('admin@demostudios.test')
    const { router } = await renderApp('/usersView')
    await waitFor(async () => expect(await rowNames('Users')).toHaveLength(5))
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'meera')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'meera' }))
    await waitFor(async () =>
      expect(await rowNames('Users')).toEqual(['Meera Kapoormoderator@demostudios.test']),
    )
    await user.click(screen.getByRole('button', { name: 'Archived' }))
    expect(await screen.findByText('Nobody matches “meera”')).toBeInTheDocument()
  })

  it('adds a user after checking the form, and the list shows them', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/usersView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' })
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('This field is required'),
    )
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address')
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription('This field is required')
    await user.type(within(dialog).getByLabelText('Name'), 'Kiran Rao')
    await user.type(within(dialog).getByLabelText('Email'), 'kiran@demostudios.test')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'User')
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('Kiran Rao was added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Kiran Rao')).toBeInTheDocument()
    const admin = await apiAs('admin@demostudios.test')
    const users: User[] = await admin.get('/v2/users?search=kiran')
    expect(users.find((u) => u.email === 'kiran@demostudios.test')?.module_access).toEqual([1001, 1013, 1014])
  })

  it('shows the server’s refusal of a duplicate email on the field', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/usersView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' })
    await user.type(within(dialog).getByLabelText('Name'), 'Copy')
    await user.type(within(dialog).getByLabelText('Email'), 'moderator@demostudios.test')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'User')
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))
    expect(await within(dialog).findByText('A user with this email already exists')).toBeInTheDocument()
  })

  it('archives after asking, and the user moves to the Archived tab', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/usersView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Archive Dev Patel' }))
    const confirm = await screen.findByRole('dialog', { name: 'Archive Dev Patel?' })
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Dev Patel was archived')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Archived' }))
    expect(await screen.findByRole('button', { name: 'Restore Dev Patel' })).toBeInTheDocument()
  })

  it('offers no add or archive to a role without those permissions', async () => {
    await signInAs('manager@demostudios.test')
    await renderApp('/usersView')
    expect(await screen.findByRole('button', { name: 'Add user' })).toBeInTheDocument()
    await screen.findByText('Dev Patel')
    expect(screen.queryByRole('button', { name: 'Archive Dev Patel' })).not.toBeInTheDocument()
  })
})

describe('organisations page (Super Admin)', () => {
  it('creates an organisation with its Admin', async () => {
    await signInAs('superadmin@greenlight.test')
    await renderApp('/Organization')
    const user = userEvent.setup()
    await screen.findByText('Northwind Films')
    await user.click(screen.getByRole('button', { name: 'Add organisation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an organisation' })
    await user.type(within(dialog).getByLabelText('Organisation'), 'Kestrel Pictures')
    await user.type(within(dialog).getByLabelText('Admin’s name'), 'Ira Sen')
    await user.type(within(dialog).getByLabelText('Admin’s email'), 'ira@kestrel.test')
    await user.click(within(dialog).getByRole('button', { name: 'Add organisation' }))
    expect(
      await screen.findByText('Kestrel Pictures was created; an invitation went to ira@kestrel.test'),
    ).toBeInTheDocument()
  })

  it('resends credentials after asking', async () => {
    await signInAs('superadmin@greenlight.test')
    await renderApp('/Organization')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Resend credentials to Northwind Films' }))
    const confirm = await screen.findByRole('dialog', { name: 'Send new credentials for Northwind Films?' })
    await user.click(within(confirm).getByRole('button', { name: 'Resend credentials' }))
    expect(await screen.findByText('New credentials sent to admin@northwind.test')).toBeInTheDocument()
  })
})

describe('roles and permissions', () => {
  it('an Admin changes a role’s permission records', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/userRoleView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Moderator/ }))
    const grant = await screen.findByRole('checkbox', { name: 'Moderator: View Vendors' })
    expect(grant).not.toBeChecked()
    await user.click(grant)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Permissions of Moderator saved')).toBeInTheDocument()
    const roles: UserRole[] = await (await apiAs('admin@demostudios.test')).get('/v2/userrole')
    const role = roles.find((r) => r.role_type === 'Moderator')
    expect(
      role?.permissions.find((p) => p.module_name === 'vendors' && p.method_name === 'GET')
        ?.permission_active,
    ).toBe(2)
  })

  it('gives or takes a role’s grant to raise purchase orders, the one box of its row', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/userRoleView')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^User\s*User\s*1 user$/ }))
    const raise = await screen.findByRole('checkbox', { name: 'User: Add Purchase orders' })
    expect(raise).toBeChecked()
    // Reading, approving and recording challans follow the team and the levels: no boxes for them.
    expect(screen.queryByRole('checkbox', { name: 'User: View Purchase orders' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'User: Remove Purchase orders' })).not.toBeInTheDocument()
    expect(screen.getByText(/raise purchase orders on their projects/)).toBeInTheDocument()
    await user.click(raise)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Permissions of User saved')).toBeInTheDocument()
    const roles: UserRole[] = await (await apiAs('admin@demostudios.test')).get('/v2/userrole')
    expect(
      roles
        .find((r) => r.role_type === 'User')
        ?.permissions.filter((p) => p.module_name === 'purchase')
        .map((p) => [p.method_name, p.permission_active]),
    ).toEqual([['POST', 1]])
  })

  it('shows the Admin matrix read-only', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/userRoleView')
    expect(await screen.findByText('Admins always hold every permission.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Admin: Remove Organisations' })).toBeDisabled()
  })

  it('the Super Admin edits another organisation’s roles on /acl', async () => {
    await signInAs('superadmin@greenlight.test')
    await renderApp('/acl')
    const user = userEvent.setup()
    const picker = await screen.findByLabelText('Organisation')
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(2))
    await user.selectOptions(picker, 'Northwind Films')
    await user.click(await screen.findByRole('button', { name: /^User\s*User\s*1 user$/ }))
    expect(await screen.findByRole('checkbox', { name: 'User: Add Petty cash' })).toBeChecked()
  })
})
