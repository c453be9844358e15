import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import type {
  Custody,
  Disposal,
  Item,
  ItemAction,
  ItemCategory,
  ItemCondition,
  ItemDetail,
  ItemOwnership,
  ItemStatus,
  itemListQuerySchema,
  Movement,
} from '../../../contract/inventory'
import type { Database } from '../../db/client'
import {
  departments,
  inventoryItems,
  inventoryMovements,
  projects,
  purchaseOrders,
  users,
  vendors,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { countAll, iso, likePattern, orderFor, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { poNumber } from '../purchase/access'
import { itemFor, itemNumber } from './access'
import { allowedActions } from './steps'

/*
 * Reading items: a filtered page of the projects the caller may see (overdue hires: on hire past
 * their due date, as of the caller's today), one with its movements and the steps it may take, and
 * what a person still holds anywhere in the organisation.
 */

type Query = z.output<typeof itemListQuerySchema>
const custodian = alias(users, 'item_custodian')
const mover = alias(users, 'item_mover')
const holder = alias(users, 'item_holder')

const charged = sql<number>`(select coalesce(sum(m.amount), 0)::bigint from ${inventoryMovements} m
  where m.item_id = ${inventoryItems.id})`

function selectItems(db: Database) {
  return db
    .select({
      row: inventoryItems,
      projectName: projects.name,
      projectCode: projects.code,
      vendorName: vendors.legalName,
      poNo: purchaseOrders.poNo,
      custodianName: custodian.name,
      departmentName: departments.name,
      charged,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
    })
    .from(inventoryItems)
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .leftJoin(vendors, eq(vendors.id, inventoryItems.vendorId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, inventoryItems.poId))
    .leftJoin(custodian, eq(custodian.id, inventoryItems.custodianUserId))
    .leftJoin(departments, eq(departments.id, inventoryItems.departmentId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, inventoryItems.projectId))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number]

const number = (value: number | null) => (value === null ? null : Number(value))

function toItem({ row, ...joined }: Joined, today: string): Item {
  const currency = toCurrency(joined)
  return {
    item_id: row.id,
    item_no: itemNumber(row.itemNo),
    project_id: row.projectId,
    project_name: joined.projectName,
    ownership: row.ownership as ItemOwnership,
    status: row.status as ItemStatus,
    name: row.name,
    category: row.category as ItemCategory,
    serial: row.serial,
    quantity: row.quantity,
    unit: row.unit,
    cost: number(row.cost),
    vendor_id: row.vendorId,
    vendor_name: joined.vendorName,
    po_id: row.poId,
    po_no: joined.poNo === null ? null : poNumber(joined.projectCode, joined.poNo),
    challan_id: row.challanId,
    po_line_id: row.poLineId,
    challan_no: row.challanNo,
    budget_code: row.budgetCode,
    hire_rate: number(row.hireRate),
    deposit: number(row.deposit),
    insured_value: number(row.insuredValue),
    store: row.store,
    custodian_user_id: row.custodianUserId,
    custodian_name: joined.custodianName,
    department_id: row.departmentId,
    department_name: joined.departmentName,
    scene: row.scene,
    character: row.character,
    episode: row.episode,
    condition: row.condition as ItemCondition,
    due_back: row.dueBack,
    overdue: row.status === 'on_hire' && row.dueBack !== null && row.dueBack < today,
    disposal: row.disposal as Disposal | null,
    charged: Number(joined.charged),
    currency_code: currency.code,
    minor_units: currency.minor_units,
    notes: row.notes,
    row_version: row.rowVersion,
    updated_at: iso(row.updatedAt) as string,
  }
}

/** A hire overdue on `today`: on hire and its due date passed (the list's filter, the alert, the dashboard). */
export const overdueHire = (today: string): SQL =>
  sql`${inventoryItems.status} = 'on_hire' and ${inventoryItems.dueBack} < ${today}::date`

function filtersOf(caller: Caller, query: Query, today: string): SQL | undefined {
  return and(
    eq(inventoryItems.organizationId, caller.tenantId),
    projectScope(caller, inventoryItems.projectId),
    query.project_id === undefined ? undefined : eq(inventoryItems.projectId, query.project_id),
    query.status ? eq(inventoryItems.status, query.status) : undefined,
    query.category ? eq(inventoryItems.category, query.category) : undefined,
    query.ownership ? eq(inventoryItems.ownership, query.ownership) : undefined,
    query.custodian_user_id === undefined
      ? undefined
      : eq(inventoryItems.custodianUserId, query.custodian_user_id),
    query.overdue ? overdueHire(today) : undefined,
    query.search
      ? sql`(${inventoryItems.name} ilike ${likePattern(query.search)} or ${inventoryItems.serial} ilike ${likePattern(query.search)})`
      : undefined,
  )
}

const SORTS = {
  item_no: inventoryItems.itemNo,
  name: inventoryItems.name,
  status: inventoryItems.status,
  due_back: inventoryItems.dueBack,
  updated_at: inventoryItems.updatedAt,
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10)

export async function listItems(db: Database, caller: Caller, query: Query, now: Date) {
  const today = todayOf(now)
  const where = filtersOf(caller, query, today)
  return pagedList(
    query,
    ({ limit, offset }) =>
      selectItems(db)
        .where(where)
        .orderBy(...orderFor(query.sort, SORTS, '-item_no', inventoryItems.id))
        .limit(limit)
        .offset(offset),
    () => db.select(countAll).from(inventoryItems).where(where),
    (rows) => rows.map((row) => toItem(row, today)),
  )
}

async function movementsOf(db: Database, itemId: number): Promise<Movement[]> {
  const rows = await db
    .select({ row: inventoryMovements, custodianName: holder.name, userName: mover.name })
    .from(inventoryMovements)
    .leftJoin(holder, eq(holder.id, inventoryMovements.custodianUserId))
    .leftJoin(mover, eq(mover.id, inventoryMovements.userId))
    .where(eq(inventoryMovements.itemId, itemId))
    .orderBy(asc(inventoryMovements.id))
  return rows.map(({ row, custodianName, userName }) => ({
    movement_id: row.id,
    action: row.action as Movement['action'],
    on: row.on,
    from_status: row.fromStatus as ItemStatus | null,
    to_status: row.toStatus as ItemStatus,
    custodian_name: custodianName,
    condition: row.condition as ItemCondition | null,
    amount: Number(row.amount),
    note: row.note,
    user_name: userName,
    at: row.at.toISOString(),
  }))
}

export async function itemDetail(db: Database, caller: Caller, id: number, now: Date): Promise<ItemDetail> {
  const found = await itemFor(db, caller, id)
  const [joined] = await selectItems(db).where(eq(inventoryItems.id, found.id))
  if (!joined) throw new Error('item vanished')
  const mayWrite = await mayCall(db, caller.session, 'inventory', 'PUT')
  return {
    ...toItem(joined, todayOf(now)),
    movements: await movementsOf(db, found.id),
    allowed_actions: mayWrite
      ? allowedActions(found.ownership as ItemOwnership, found.status as ItemStatus)
      : ([] as ItemAction[]),
    can_edit: mayWrite,
  }
}

/** The items of these ids, in item number order (a receipt's answer). */
export async function itemsByIds(db: Database, ids: number[], now: Date): Promise<Item[]> {
  if (ids.length === 0) return []
  const rows = await selectItems(db)
    .where(inArray(inventoryItems.id, ids))
    .orderBy(asc(inventoryItems.itemNo))
  return rows.map((row) => toItem(row, todayOf(now)))
}

/**
 * What a person still holds on any project of the organisation: items issued to them and hires on
 * hire in their name. Their final settlement waits until it is empty (petty cash, team clearance).
 */
export async function itemsHeldBy(db: Database, tenantId: number, userId: number, now: Date) {
  const rows = await selectItems(db)
    .where(
      and(
        eq(inventoryItems.organizationId, tenantId),
        eq(inventoryItems.custodianUserId, userId),
        inArray(inventoryItems.status, ['issued', 'on_hire']),
      ),
    )
    .orderBy(desc(inventoryItems.dueBack), asc(inventoryItems.id))
  return rows.map((row) => toItem(row, todayOf(now)))
}

export async function custodyOf(db: Database, caller: Caller, userId: number, now: Date): Promise<Custody> {
  const [person] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, caller.tenantId)))
  if (!person) throw notFound('This user')
  const items = await itemsHeldBy(db, caller.tenantId, userId, now)
  return { user_id: userId, user_name: person.name, items, clear: items.length === 0 }
}
