import { and, eq, isNull } from 'drizzle-orm'
import type { DemoRole } from '../../contract/demo'
import { DEMO_DPR_PROJECT, DEMO_DPRS, type DemoDpr } from '../../contract/demo-dpr'
import type { CreateDprRequest } from '../../contract/dpr'
import { parseMoney } from '../../contract/masters/fields'
import { dprDocument } from '../modules/dpr/document'
import { createDpr } from '../modules/dpr/reports'
import { projectCurrencyOf } from '../modules/projects/currency'
import type { Database } from './client'
import { departments, dprs, projects, workTypes } from './schema'
import { dayAfter, demoWriter, istTime, seedApprovalTrail } from './seed-deps'

/*
 * The demo's daily production reports (contract/demo-dpr.ts) on the demo project that has them.
 * Each is written by the DPR module's own `createDpr` in its filer's name on the evening of its
 * day (so its checks, number and pages shot are the module's); its trail is what the workflow's
 * submit and approve record (the levels it needs, the budget check, the steps and the status),
 * written here without the mail those send to the approvers: the demo mails nobody. Skipped when
 * the project already has reports.
 */

type People = Partial<Record<DemoRole, number>>

export async function seedDemoDprs(tx: Database, organizationId: number, people: People) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_DPR_PROJECT)))
  if (!project) return
  const [existing] = await tx
    .select({ id: dprs.id })
    .from(dprs)
    .where(eq(dprs.projectId, project.id))
    .limit(1)
  if (existing) return
  const { minor_units } = await projectCurrencyOf(tx, organizationId, project.id)
  const money = (text: string) => parseMoney(text, minor_units) ?? 0
  const idsByName = async (table: typeof workTypes | typeof departments) =>
    new Map(
      (
        await tx
          .select({ id: table.id, name: table.name })
          .from(table as typeof workTypes)
          .where(and(eq(table.organizationId, organizationId), isNull(table.archivedAt)))
      ).map((row) => [row.name, row.id]),
    )
  const [typeIds, departmentIds] = await Promise.all([idsByName(workTypes), idsByName(departments)])
  const writers = new Map<DemoRole, Awaited<ReturnType<typeof demoWriter>>>()
  const writerOf = async (role: DemoRole) => {
    if (!writers.has(role)) writers.set(role, await demoWriter(tx, organizationId, people[role]))
    return writers.get(role) ?? null
  }
  for (const plan of DEMO_DPRS) {
    const workTypeId = typeIds.get(plan.work_type)
    const filer = await writerOf(plan.filed_by)
    if (workTypeId === undefined || !filer) continue
    const input = reportOf(plan, project.id, workTypeId, departmentIds, money)
    if (!input) continue
    const id = await createDpr(filer(istTime(plan.shoot_date, '19:30')), input)
    if (plan.status === 'draft') continue
    const approver = plan.status === 'approved' && plan.approved_by ? await writerOf(plan.approved_by) : null
    // Submitted that evening; approved the next morning.
    await seedApprovalTrail(
      dprDocument,
      filer(istTime(plan.shoot_date, '20:00')),
      id,
      approver && ((row) => approver(istTime(dayAfter(row.shootDate), '10:00'))),
    )
  }
}

/** The report as the API takes it; null when a department it names is missing. */
function reportOf(
  plan: DemoDpr,
  projectId: number,
  workTypeId: number,
  departmentIds: Map<string, number>,
  money: (text: string) => number,
): CreateDprRequest | null {
  const crew = plan.crew.map(({ department, day_rate, ...row }) => ({
    ...row,
    department_id: departmentIds.get(department),
    day_rate: money(day_rate),
  }))
  if (crew.some((row) => row.department_id === undefined)) return null
  const {
    work_type: _type,
    filed_by: _filer,
    status: _status,
    approved_by: _approver,
    crew: _crew,
    ...body
  } = plan
  return {
    ...body,
    project_id: projectId,
    unit: 'main',
    work_type_id: workTypeId,
    crew: crew as CreateDprRequest['crew'],
    juniors: plan.juniors.map((row) => ({ ...row, day_rate: money(row.day_rate) })),
    extras: plan.extras.map((row) => ({ ...row, rate: money(row.rate) })),
  }
}
