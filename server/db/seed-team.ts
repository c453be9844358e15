import { and, eq, isNull } from 'drizzle-orm'
import type { DemoRole } from '../../contract/demo'
import { DEMO_TEAM_MEMBERS, DEMO_TEAM_PROJECT } from '../../contract/demo-team'
import { parseMoney } from '../../contract/masters/fields'
import { TEAM_STATUSES, type TeamStepRequest } from '../../contract/team'
import { projectCurrencyOf } from '../modules/projects/currency'
import { createMember, stepMember } from '../modules/team/write'
import type { Database } from './client'
import { departments, designations, projects, tdsSections, teamMembers } from './schema'
import { demoWriter } from './seed-deps'

/** The demo team (contract/demo-team.ts), added and stepped by the Admin through the team module. */
export async function seedDemoTeam(
  tx: Database,
  organizationId: number,
  people: Partial<Record<DemoRole, number>>,
  now: Date,
) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_TEAM_PROJECT)))
  const writer = await demoWriter(tx, organizationId, people.Admin)
  if (!project || !writer) return
  const [existing] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.projectId, project.id))
    .limit(1)
  if (existing) return
  const { minor_units } = await projectCurrencyOf(tx, organizationId, project.id)
  const named = async (table: typeof departments | typeof designations | typeof tdsSections) => {
    const column = table === tdsSections ? tdsSections.description : (table as typeof departments).name
    const rows = await tx
      .select({ id: table.id, name: column })
      .from(table as typeof departments)
      .where(and(eq(table.organizationId, organizationId), isNull(table.archivedAt)))
    return new Map(rows.map((row) => [row.name, row.id]))
  }
  const [departmentIds, designationIds, tdsIds] = await Promise.all([
    named(departments),
    named(designations),
    named(tdsSections),
  ])
  const deps = writer(now)
  for (const member of DEMO_TEAM_MEMBERS) {
    const id = await createMember(deps, {
      project_id: project.id,
      name: member.name,
      department_id: departmentIds.get(member.department),
      designation_id: designationIds.get(member.designation),
      engagement: member.engagement,
      rate: parseMoney(member.rate, minor_units) ?? undefined,
      rate_basis: member.rate_basis,
      start_date: member.start_date,
      end_date: member.end_date,
      pan: member.pan,
      tds_id: member.tds ? tdsIds.get(member.tds) : undefined,
    })
    // Invited → … → its status, one step at a time, as a person would move them.
    const steps = TEAM_STATUSES.slice(
      1,
      TEAM_STATUSES.indexOf(member.status) + 1,
    ) as TeamStepRequest['status'][]
    for (const [index, status] of steps.entries())
      await stepMember(deps, id, { status, row_version: index + 1 })
  }
}
