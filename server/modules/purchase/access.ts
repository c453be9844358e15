import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { projectMembers, projects, purchaseOrders, roles, users } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import type { AuditWriter, RequestContext, SessionInfo } from '../../http/route'
import { type Currency, projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'

/*
 * Who reaches a project's approval levels, purchase orders and challans: whoever may see the
 * project (projects/scope.ts); anything else answers 404, so ids of other teams' projects leak
 * nothing.
 */

export type Caller = {
  session: SessionInfo
  tenantId: number
  audit: AuditWriter
  now: Date
  publicUrl: string
}
export type PurchaseProject = { id: number; code: string; name: string; currency: Currency }

export const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
  audit: context.audit,
  now: context.deps.clock(),
  publicUrl: context.deps.config.publicUrl,
})

export const isAdmin = (caller: Caller) => isAdminRole(caller.session.roleType)

/** The tenant's project the caller may see, with its code and currency; 404 otherwise. */
export async function visibleProject(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<PurchaseProject> {
  const [row] = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      currencyCode: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
    })
    .from(projects)
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, projects.id))
    .where(and(eq(projects.id, projectId), projectScope(caller, projects.id)))
    .limit(1)
  if (!row) throw notFound('This project')
  const { currencyCode, minorUnits, ...project } = row
  return { ...project, currency: toCurrency({ code: currencyCode, minorUnits }) }
}

/**
 * Approvers must be active members of the project's team, or the tenant's Admins (who see every
 * project, like the demo's Producer level): a 400 on `approver_ids` otherwise.
 */
export async function assertApproversOnTeam(
  db: Database,
  tenantId: number,
  projectId: number,
  approverIds: readonly number[],
) {
  const team = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.userId, users.id), eq(projectMembers.projectId, projectId)),
    )
    .where(
      and(
        eq(users.organizationId, tenantId),
        isNull(users.archivedAt),
        inArray(users.id, [...approverIds]),
        or(isNotNull(projectMembers.userId), eq(roles.roleType, 'Admin')),
      ),
    )
  const members = new Set(team.map((row) => row.userId))
  const strangers = approverIds.filter((id) => !members.has(id))
  if (strangers.length === 0) return
  const [first] = strangers
  const [named] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, first as number), eq(users.organizationId, tenantId)))
    .limit(1)
  const message = `${named?.name ?? `User ${first}`} is not on this project's team`
  throw badRequest(
    'Some fields need attention',
    [{ path: 'approver_ids', message, code: 'notOnTeam' }],
    'invalid',
  )
}

export const PO_SERIES: NumberSeries = {
  name: 'po',
  table: purchaseOrders,
  number: purchaseOrders.poNo,
  project: purchaseOrders.projectId,
}

/** MD-01/PO/0007: how every screen, export and mail names a PO. */
export const poNumber = (projectCode: string, poNo: number) =>
  `${projectCode}/PO/${String(poNo).padStart(4, '0')}`
