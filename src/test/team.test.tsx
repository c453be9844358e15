import { DEMO_BUDGET_PROJECT } from '@contract/demo-budget'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renderApp, signInAs } from './app'
import { apiAs, mockDatabase, projectIdOf, tables } from './server'

const ADMIN = 'admin@demostudios.test'

/** A department of the project's organisation, and a member of MD-01 in it. */
async function memberInDepartment(status: 'invited' | 'wrapped' = 'invited') {
  const project = await projectIdOf(DEMO_BUDGET_PROJECT)
  const db = await mockDatabase()
  const [owner] = await db
    .select({ organizationId: tables.projects.organizationId })
    .from(tables.projects)
    .where(eq(tables.projects.id, project))
  const [department] = await db
    .select({ id: tables.departments.id, name: tables.departments.name })
    .from(tables.departments)
    .where(eq(tables.departments.organizationId, owner?.organizationId ?? 0))
    .limit(1)
  const admin = await apiAs(ADMIN)
  let member = await admin.post('/v2/team', {
    project_id: project,
    name: 'Meera Das',
    engagement: 'freelancer',
    department_id: department?.id ?? null,
  })
  if (status === 'wrapped')
    for (const next of ['onboarding', 'active', 'wrapped'])
      member = await admin.post(`/v2/team/${member.member_id}/status`, {
        status: next,
        row_version: member.row_version,
      })
  return { project, department, member }
}

describe('team', () => {
  it('lists the team by department and refuses a bad PAN in the add dialog by its field', async () => {
    const { project, department } = await memberInDepartment()
    await signInAs(ADMIN)
    await renderApp(`/apps/team?project=${project}`)
    const group = await screen.findByRole('region', { name: department?.name ?? 'No department' })
    const row = within(group).getByText('Meera Das').closest('tr') as HTMLElement
    expect(row).toHaveTextContent('Invited')
    await userEvent.click(within(row).getByRole('button', { name: 'Start onboarding (Meera Das)' }))
    await waitFor(() => expect(row).toHaveTextContent('Onboarding'))

    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a person to the team' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ravi Kumar')
    await userEvent.type(within(dialog).getByLabelText('PAN'), 'ABC')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findAllByText('A PAN has 10 characters, like AABCD1234E')).not.toHaveLength(0)
  })

  it('shows a wrapped member’s clearance checks and clears them for the final payment', async () => {
    const { project } = await memberInDepartment('wrapped')
    await signInAs(ADMIN)
    await renderApp(`/apps/team?project=${project}`)
    const row = (await screen.findByText('Meera Das')).closest('tr') as HTMLElement
    await userEvent.click(within(row).getByRole('button', { name: 'Clearance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wrap clearance: Meera Das' })
    expect(await within(dialog).findByText('No cash outstanding')).toBeInTheDocument()
    expect(within(dialog).getByText('No open advances')).toBeInTheDocument()
    expect(within(dialog).getByText('Nothing in their custody')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear for final payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect((screen.getByText('Meera Das').closest('tr') as HTMLElement).textContent).toContain('Cleared'),
    )
  })

  it('pages on when the crew is bigger than a page, each page grouped by department', async () => {
    const { project, department } = await memberInDepartment()
    const db = await mockDatabase()
    const [owner] = await db
      .select({ organizationId: tables.projects.organizationId })
      .from(tables.projects)
      .where(eq(tables.projects.id, project))
    // Background artists without a department: listed after every department, by name.
    await db.insert(tables.teamMembers).values(
      Array.from({ length: 500 }, (_, index) => ({
        organizationId: owner?.organizationId ?? 0,
        projectId: project,
        name: `Background artist ${String(index + 1).padStart(3, '0')}`,
        engagement: 'freelancer',
      })),
    )
    await signInAs(ADMIN)
    await renderApp(`/apps/team?project=${project}`)
    await screen.findByRole('region', { name: department?.name ?? 'No department' })
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    const total = Number(/of (\d+)/.exec(pages.textContent ?? '')?.[1])
    expect(total).toBeGreaterThan(500)
    expect(pages).toHaveTextContent(`1–500 of ${total}`)
    expect(screen.queryByText('Background artist 500')).not.toBeInTheDocument()

    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Background artist 500')).toBeInTheDocument()
    expect(screen.queryByText('Meera Das')).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(`501–${total} of ${total}`)
  })
})
