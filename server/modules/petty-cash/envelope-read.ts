import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import type { BudgetCheck } from '../../../contract/spend/common'
import type {
  Envelope,
  EnvelopeDetail,
  EnvelopeStatus,
  envelopeListQuerySchema,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import {
  attachments,
  pettyCashEnvelopes,
  pettyCashFloats,
  pettyCashHolders,
  pettyCashLines,
  projects,
  users,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { mayCall } from '../../http/permissions'
import { liveAttachmentsOf } from '../attachments/service'
import { countAll, iso, likePattern, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { pendingLevelsOf } from '../workflow/pending'
import { approvalTrail } from '../workflow/steps'
import { envelopeFor, envelopeNumber, floatNumber, isAccounts } from './access'
import { holderBalance } from './balance'
import { cashWarnings, overCashLimit } from './cash-limit'
import { envelopeDocument } from './envelope-document'

/* Reading envelopes: a filtered page, and one with its bills, 40A(3) warnings and trail. */

type Query = z.output<typeof envelopeListQuerySchema>

const holderUser = alias(users, 'envelope_holder_user')
const auditor = alias(users, 'envelope_auditor')

function selectEnvelopes(db: Database) {
  return db
    .select({
      row: pettyCashEnvelopes,
      projectName: projects.name,
      floatNo: pettyCashFloats.floatNo,
      holderName: holderUser.name,
      holderUserId: pettyCashHolders.userId,
      auditorName: auditor.name,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
      lineCount: sql<number>`(select count(*)::int from ${pettyCashLines} l where l.envelope_id = ${pettyCashEnvelopes.id})`,
    })
    .from(pettyCashEnvelopes)
    .innerJoin(projects, eq(projects.id, pettyCashEnvelopes.projectId))
    .innerJoin(pettyCashFloats, eq(pettyCashFloats.id, pettyCashEnvelopes.floatId))
    .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashEnvelopes.holderId))
    .innerJoin(holderUser, eq(holderUser.id, pettyCashHolders.userId))
    .leftJoin(auditor, eq(auditor.id, pettyCashEnvelopes.auditedBy))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, pettyCashEnvelopes.projectId))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectEnvelopes>['where']>>[number]

async function toEnvelopes(db: Database, tenantId: number, rows: Joined[]): Promise<Envelope[]> {
  const pending = await pendingLevelsOf(
    db,
    tenantId,
    'envelope',
    rows.map((joined) => joined.row),
  )
  return rows.map(({ row, ...joined }) => {
    const currency = toCurrency(joined)
    return {
      envelope_id: row.id,
      envelope_no: envelopeNumber(row.envelopeNo),
      float_id: row.floatId,
      float_no: floatNumber(joined.floatNo),
      project_id: row.projectId,
      project_name: joined.projectName,
      holder_id: row.holderId,
      holder_name: joined.holderName,
      holder_user_id: joined.holderUserId,
      currency_code: currency.code,
      minor_units: currency.minor_units,
      line_count: Number(joined.lineCount),
      total: Number(row.total),
      status: row.status as EnvelopeStatus,
      audited: row.auditedAt !== null,
      audited_by_name: joined.auditorName,
      pending_level: pending.get(row.id) ?? null,
      rejection_reason: row.rejectionReason,
      budget_check: (row.budgetCheck as BudgetCheck | null) ?? null,
      settled_amount: row.settledAmount === null ? null : Number(row.settledAmount),
      row_version: row.rowVersion,
      created_at: iso(row.createdAt) as string,
    }
  })
}

function filtersOf(caller: Caller, query: Query): SQL | undefined {
  return and(
    eq(pettyCashEnvelopes.organizationId, caller.tenantId),
    projectScope(caller, pettyCashEnvelopes.projectId),
    query.project_id === undefined ? undefined : eq(pettyCashEnvelopes.projectId, query.project_id),
    query.holder_id === undefined ? undefined : eq(pettyCashEnvelopes.holderId, query.holder_id),
    query.float_id === undefined ? undefined : eq(pettyCashEnvelopes.floatId, query.float_id),
    query.status ? eq(pettyCashEnvelopes.status, query.status) : undefined,
    query.search
      ? sql`(${holderUser.name} ilike ${likePattern(query.search)} or exists (select 1 from ${pettyCashLines} l where l.envelope_id = ${pettyCashEnvelopes.id} and (l.payee ilike ${likePattern(query.search)} or l.receipt_no ilike ${likePattern(query.search)})))`
      : undefined,
  )
}

export async function listEnvelopes(db: Database, caller: Caller, query: Query) {
  const where = filtersOf(caller, query)
  return pagedList(
    query,
    ({ limit, offset }) =>
      selectEnvelopes(db).where(where).orderBy(desc(pettyCashEnvelopes.id)).limit(limit).offset(offset),
    () =>
      db
        .select(countAll)
        .from(pettyCashEnvelopes)
        .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashEnvelopes.holderId))
        .innerJoin(holderUser, eq(holderUser.id, pettyCashHolders.userId))
        .where(where),
    (rows) => toEnvelopes(db, caller.tenantId, rows),
  )
}

/** How many receipt images each bill keeps (attachments of owner `bill`). */
async function receiptCounts(db: Database, tenantId: number, lineIds: number[]) {
  if (!lineIds.length) return new Map<number, number>()
  const rows = await db
    .select({ lineId: attachments.ownerId, count: sql<number>`count(*)::int` })
    .from(attachments)
    .where(liveAttachmentsOf(tenantId, 'bill', lineIds))
    .groupBy(attachments.ownerId)
  return new Map(rows.map((row) => [row.lineId, Number(row.count)]))
}

export async function envelopeDetail(
  db: Database,
  caller: Caller,
  id: number,
  now: Date,
): Promise<EnvelopeDetail> {
  const found = await envelopeFor(db, caller, id)
  const [envelope] = await toEnvelopes(
    db,
    caller.tenantId,
    await selectEnvelopes(db).where(inArray(pettyCashEnvelopes.id, [found.id])),
  )
  const [holder] = await db.select().from(pettyCashHolders).where(eq(pettyCashHolders.id, found.holderId))
  if (!envelope || !holder) throw new Error('envelope vanished')
  const lines = await db
    .select()
    .from(pettyCashLines)
    .where(eq(pettyCashLines.envelopeId, found.id))
    .orderBy(asc(pettyCashLines.position))
  const receipts = await receiptCounts(
    db,
    caller.tenantId,
    lines.map((line) => line.id),
  )
  const warnings = await cashWarnings(db, caller.tenantId, {
    holderId: found.holderId,
    projectId: found.projectId,
  })
  const mayWrite = await mayCall(db, caller.session, 'pcr', 'PUT')
  const accounts = await isAccounts(db, caller.session)
  const isHolder = caller.session.userId === holder.userId
  const ownOrAccounts = mayWrite && (accounts || isHolder)
  const editable = ['draft', 'rejected'].includes(found.status)
  const auditable =
    accounts && !isHolder && ['submitted', 'approved'].includes(found.status) && found.auditedAt === null
  return {
    ...envelope,
    lines: lines.map((line) => ({
      line_id: line.id,
      receipt_count: receipts.get(line.id) ?? 0,
      bill_date: line.billDate,
      receipt_no: line.receiptNo,
      payee: line.payee,
      payee_gstin: line.payeeGstin,
      description: line.description,
      budget_code: line.budgetCode,
      po_line_id: line.poLineId,
      taxable: Number(line.taxable),
      cgst: Number(line.cgst),
      sgst: Number(line.sgst),
      igst: Number(line.igst),
      total: Number(line.total),
      tax_invoice: line.taxInvoice,
      bill_in_company_gstin: line.billInCompanyGstin,
      itc_eligible: line.itcEligible,
      cost: Number(line.cost),
      cash_limit_warning: overCashLimit(warnings, line),
    })),
    cash_warnings: warnings,
    approvals: await approvalTrail(db, caller.tenantId, 'envelope', found.id),
    outstanding: (await holderBalance(db, caller.tenantId, holder, now)).outstanding,
    can_edit: ownOrAccounts && editable,
    can_submit: ownOrAccounts && editable,
    // As the workflow's cancel checks it: the route's 'pcr' PUT, `assertMayRaise`, `cancellableFrom`.
    can_cancel: ownOrAccounts && envelopeDocument.cancellableFrom.includes(found.status),
    can_audit: auditable,
    // As auditEnvelope refuses it: an approved envelope is not sent back.
    can_send_back: auditable && found.status === 'submitted',
    can_approve:
      mayWrite &&
      found.auditedAt !== null &&
      (await mayDecide(
        db,
        caller.tenantId,
        caller.session.userId,
        'envelope',
        envelopeDocument.facts({ ...found, holderUserId: holder.userId }),
      )),
    can_post: accounts && found.status === 'approved' && found.auditedAt !== null,
    can_settle: accounts && found.status === 'posted',
  }
}
