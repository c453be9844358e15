import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DocumentType } from '../../../contract/spend/common'
import {
  type PurchaseOrderSummary,
  type VerificationSummary,
  WAITING_DOCUMENT_TYPES,
  type WaitingDocumentType,
} from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { deliveryChallans, projects, purchaseOrders } from '../../db/schema'
import { mayCall } from '../../http/permissions'
import { pageOf, pagination } from '../paging'
import { projectScope } from '../projects/scope'
import { awaitingDecisionBy } from '../workflow/deciders'
import { documentKind } from '../workflow/registry'
import { type Caller, visibleProject } from './access'
import { challansOf } from './challan-read'
import { poDocument } from './po-document'
import { summariesOf } from './po-read'

/*
 * The verifier's queue: POs waiting on the signed-in user's approval, and pending challans they
 * may verify (on projects where they approve POs, or any visible project when they may change
 * projects), never their own.
 */

type Filter = { page_no?: number; limit?: number; project_id?: number }

function posWaitingWhere(caller: Caller, projectId?: number) {
  return and(
    eq(purchaseOrders.organizationId, caller.tenantId),
    projectId === undefined ? undefined : eq(purchaseOrders.projectId, projectId),
    projectScope(caller, purchaseOrders.projectId),
    awaitingDecisionBy(poDocument, caller.session.userId),
  )
}

async function challansWaitingWhere(db: Database, caller: Caller, projectId?: number) {
  const userId = caller.session.userId
  const verifiesAll = await mayCall(db, caller.session, 'project', 'PUT')
  return and(
    eq(deliveryChallans.status, 'pending'),
    projectId === undefined ? undefined : eq(deliveryChallans.projectId, projectId),
    projectScope(caller, deliveryChallans.projectId),
    sql`${deliveryChallans.recordedBy} is distinct from ${userId}`,
    verifiesAll
      ? undefined
      : sql`exists (select 1 from approval_levels l where l.project_id = ${deliveryChallans.projectId}
          and l.document_type = 'po' and l.archived_at is null and ${userId} = any(l.approver_ids))`,
  )
}

type ProjectCounts = { projectId: number; count: number }[]

/**
 * Per type (by default those other than POs, whose queue is /verificationPoList), how many
 * documents of each project wait on the caller's decision: one generic query per registered
 * document type. The dashboard's "what waits on me" counts with it too.
 */
export async function waitingDocuments<Type extends DocumentType = WaitingDocumentType>(
  db: Database,
  caller: Caller,
  projectId?: number,
  types: readonly Type[] = WAITING_DOCUMENT_TYPES as readonly DocumentType[] as readonly Type[],
) {
  const counts = await Promise.all(
    types.map(async (type) => {
      const kind = documentKind(type)
      const { columns } = kind
      const rows = await db
        .select({ projectId: sql<number>`${columns.projectId}`, count: sql<number>`count(*)::int` })
        .from(kind.table)
        .where(
          and(
            eq(columns.organizationId, caller.tenantId),
            projectId === undefined ? undefined : eq(columns.projectId, projectId),
            projectScope(caller, columns.projectId),
            awaitingDecisionBy(kind, caller.session.userId),
          ),
        )
        .groupBy(columns.projectId)
      return [type, rows] as const
    }),
  )
  return Object.fromEntries(counts) as Record<Type, ProjectCounts>
}

/** The counts per type, of one project or of all. */
function countsOf(documents: Record<WaitingDocumentType, ProjectCounts>, projectId?: number) {
  const total = (rows: ProjectCounts) =>
    rows
      .filter((row) => projectId === undefined || row.projectId === projectId)
      .reduce((sum, row) => sum + row.count, 0)
  return Object.fromEntries(WAITING_DOCUMENT_TYPES.map((type) => [type, total(documents[type])])) as Record<
    WaitingDocumentType,
    number
  >
}

export async function verificationSummary(
  db: Database,
  caller: Caller,
  filter: Filter,
): Promise<VerificationSummary> {
  const pos = await db
    .select({ projectId: purchaseOrders.projectId, count: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(posWaitingWhere(caller, filter.project_id))
    .groupBy(purchaseOrders.projectId)
  const challans = await db
    .select({ projectId: deliveryChallans.projectId, count: sql<number>`count(*)::int` })
    .from(deliveryChallans)
    .where(
      and(
        eq(deliveryChallans.organizationId, caller.tenantId),
        await challansWaitingWhere(db, caller, filter.project_id),
      ),
    )
    .groupBy(deliveryChallans.projectId)
  const documents = await waitingDocuments(db, caller, filter.project_id)
  const ids = [
    ...new Set([...pos, ...challans, ...Object.values(documents).flat()].map((row) => row.projectId)),
  ]
  const names = ids.length
    ? await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.id, ids))
    : []
  const count = (rows: { projectId: number; count: number }[], id: number) =>
    rows.find((row) => row.projectId === id)?.count ?? 0
  return {
    pos_waiting: pos.reduce((sum, row) => sum + row.count, 0),
    challans_waiting: challans.reduce((sum, row) => sum + row.count, 0),
    documents_waiting: countsOf(documents),
    projects: names
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((project) => ({
        project_id: project.id,
        project_name: project.name,
        pos_waiting: count(pos, project.id),
        challans_waiting: count(challans, project.id),
        documents_waiting: countsOf(documents, project.id),
      })),
  }
}

export async function verificationPos(db: Database, caller: Caller, filter: Filter) {
  if (filter.project_id !== undefined) await visibleProject(db, caller, filter.project_id)
  const { page, limit, offset } = pageOf(filter)
  const where = posWaitingWhere(caller, filter.project_id)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(purchaseOrders)
      .where(where)
      .orderBy(purchaseOrders.submittedAt, purchaseOrders.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(purchaseOrders).where(where),
  ])
  // A page holds a few projects' POs: each project's summaries are read side by side.
  const perProject = await Promise.all(
    [...new Set(rows.map((row) => row.projectId))].map(async (projectId) =>
      summariesOf(
        db,
        caller.tenantId,
        await visibleProject(db, caller, projectId),
        rows.filter((row) => row.projectId === projectId),
      ),
    ),
  )
  const data: PurchaseOrderSummary[] = perProject.flat()
  const order = new Map(rows.map((row, index) => [row.id, index]))
  data.sort((a, b) => (order.get(a.po_id) ?? 0) - (order.get(b.po_id) ?? 0))
  return { data, pagination: pagination(counted?.total ?? 0, page, limit, rows.length) }
}

export async function verificationChallans(db: Database, caller: Caller, filter: Filter) {
  if (filter.project_id !== undefined) await visibleProject(db, caller, filter.project_id)
  const { page, limit, offset } = pageOf(filter)
  const where = await challansWaitingWhere(db, caller, filter.project_id)
  const [data, [counted]] = await Promise.all([
    challansOf(db, caller.tenantId, { where }, { limit, offset }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(deliveryChallans)
      .where(and(eq(deliveryChallans.organizationId, caller.tenantId), where)),
  ])
  return { data, pagination: pagination(counted?.total ?? 0, page, limit, data.length) }
}
