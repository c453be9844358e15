import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import type {
  FloatDetail,
  FloatStatus,
  floatListQuerySchema,
  PettyCashFloat,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { paymentModes, pettyCashFloats, pettyCashHolders, projects, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { mayCall } from '../../http/permissions'
import { countAll, iso, likePattern, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { pendingLevelsOf } from '../workflow/pending'
import { approvalTrail } from '../workflow/steps'
import { floatFor, floatNumber, isAccounts } from './access'
import { holderBalance } from './balance'
import { floatDocument } from './float-document'
import { disbursing } from './float-rules'

/* Reading floats: a filtered page of the projects the caller may see, and one with its trail. */

type Query = z.output<typeof floatListQuerySchema>

const holderUser = alias(users, 'float_holder_user')
const creator = alias(users, 'float_creator')

function selectFloats(db: Database) {
  return db
    .select({
      row: pettyCashFloats,
      projectName: projects.name,
      holderName: holderUser.name,
      holderUserId: pettyCashHolders.userId,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
      paymentModeName: paymentModes.name,
      createdByName: creator.name,
    })
    .from(pettyCashFloats)
    .innerJoin(projects, eq(projects.id, pettyCashFloats.projectId))
    .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashFloats.holderId))
    .innerJoin(holderUser, eq(holderUser.id, pettyCashHolders.userId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, pettyCashFloats.projectId))
    .leftJoin(paymentModes, eq(paymentModes.id, pettyCashFloats.paymentModeId))
    .leftJoin(creator, eq(creator.id, pettyCashFloats.createdBy))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectFloats>['where']>>[number]

async function toFloats(db: Database, tenantId: number, rows: Joined[]): Promise<PettyCashFloat[]> {
  const pending = await pendingLevelsOf(
    db,
    tenantId,
    'float',
    rows.map((joined) => joined.row),
  )
  return rows.map(({ row, ...joined }) => {
    const currency = toCurrency(joined)
    return {
      float_id: row.id,
      float_no: floatNumber(row.floatNo),
      kind: row.kind as PettyCashFloat['kind'],
      parent_float_id: row.parentFloatId,
      project_id: row.projectId,
      project_name: joined.projectName,
      holder_id: row.holderId,
      holder_name: joined.holderName,
      holder_user_id: joined.holderUserId,
      currency_code: currency.code,
      minor_units: currency.minor_units,
      amount: Number(row.amount),
      purpose: row.purpose,
      status: row.status as FloatStatus,
      pending_level: pending.get(row.id) ?? null,
      rejection_reason: row.rejectionReason,
      disbursed_amount: row.disbursedAmount === null ? null : Number(row.disbursedAmount),
      disbursed_on: row.disbursedOn,
      payment_mode_name: joined.paymentModeName,
      payment_reference: row.paymentReference,
      returned_amount: Number(row.returnedAmount),
      created_by_name: joined.createdByName,
      row_version: row.rowVersion,
      created_at: iso(row.createdAt) as string,
    }
  })
}

function filtersOf(caller: Caller, query: Query): SQL | undefined {
  return and(
    eq(pettyCashFloats.organizationId, caller.tenantId),
    projectScope(caller, pettyCashFloats.projectId),
    query.project_id === undefined ? undefined : eq(pettyCashFloats.projectId, query.project_id),
    query.holder_id === undefined ? undefined : eq(pettyCashFloats.holderId, query.holder_id),
    query.kind ? eq(pettyCashFloats.kind, query.kind) : undefined,
    query.status ? eq(pettyCashFloats.status, query.status) : undefined,
    query.search
      ? sql`(${pettyCashFloats.purpose} ilike ${likePattern(query.search)} or ${holderUser.name} ilike ${likePattern(query.search)})`
      : undefined,
  )
}

export async function listFloats(db: Database, caller: Caller, query: Query) {
  const where = filtersOf(caller, query)
  return pagedList(
    query,
    ({ limit, offset }) =>
      selectFloats(db).where(where).orderBy(desc(pettyCashFloats.id)).limit(limit).offset(offset),
    () =>
      db
        .select(countAll)
        .from(pettyCashFloats)
        .innerJoin(pettyCashHolders, eq(pettyCashHolders.id, pettyCashFloats.holderId))
        .innerJoin(holderUser, eq(holderUser.id, pettyCashHolders.userId))
        .where(where),
    (rows) => toFloats(db, caller.tenantId, rows),
  )
}

export async function floatDetail(db: Database, caller: Caller, id: number, now: Date): Promise<FloatDetail> {
  const found = await floatFor(db, caller, id)
  const rows = await selectFloats(db).where(inArray(pettyCashFloats.id, [found.id]))
  const [float] = await toFloats(db, caller.tenantId, rows)
  const holder = await db.select().from(pettyCashHolders).where(eq(pettyCashHolders.id, found.holderId))
  if (!float || !holder[0]) throw new Error('float vanished')
  const mayWrite = await mayCall(db, caller.session, 'pcr', 'PUT')
  const accounts = await isAccounts(db, caller.session)
  const ownOrAccounts = mayWrite && (accounts || caller.session.userId === float.holder_user_id)
  const balance = await holderBalance(db, caller.tenantId, holder[0], now)
  const open = found.kind === 'float' && ['disbursed', 'closing'].includes(found.status)
  return {
    ...float,
    approvals: await approvalTrail(db, caller.tenantId, 'float', found.id),
    outstanding: balance.outstanding,
    can_edit: ownOrAccounts && ['draft', 'rejected'].includes(found.status),
    can_submit: ownOrAccounts && ['draft', 'rejected'].includes(found.status),
    // As the workflow's cancel checks it: the route's 'pcr' PUT, `assertMayRaise`, `cancellableFrom`.
    can_cancel: ownOrAccounts && floatDocument.cancellableFrom.includes(found.status),
    can_approve:
      mayWrite &&
      (await mayDecide(db, caller.tenantId, caller.session.userId, 'float', {
        ...floatDocument.facts({ ...found, holderUserId: float.holder_user_id }),
      })),
    can_disburse: accounts && found.status === 'approved' && (await disbursing(db, caller, found)).allowed,
    can_return: accounts && open && balance.outstanding > 0,
    can_close: accounts && open && balance.outstanding === 0,
  }
}
