import { and, eq, isNull } from 'drizzle-orm'
import type { FieldError } from '../../../contract/envelope'
import type {
  CreateItemRequest,
  ItemOwnership,
  ItemStatus,
  MoveItemRequest,
  UpdateItemRequest,
} from '../../../contract/inventory'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { departments, inventoryItems, inventoryMovements, purchaseOrders, vendors } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { codeOfCurrentVersion } from '../budget-versions/access'
import { assertPeriodOpen } from '../period-lock/lock'
import { isOnTeam } from '../projects/members'
import { assertProjectInScope, mayViewProject } from '../projects/scope'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { ITEM_SERIES, type ItemRecord, itemFor } from './access'
import { amendPoForExtension } from './hire-po'
import { allowedActions, kindOf, lateCharge, missingFields, targetOf } from './steps'

/*
 * Writing items: receiving an owned item into store or booking a hired one, changing its
 * description, and each step of its way (steps.ts). A step's charge is booked on the item's code
 * (the ledger reads it from the movement), so a charge needs a code; a sale's proceeds are kept
 * negative. Each write is one transaction with its audit entry.
 */

type Body = Omit<UpdateItemRequest, 'row_version'>
const refuse = (errors: FieldError[]) => badRequest('Some fields need attention', errors)

/** The references an item names must be the tenant's (vendor, PO of the project, department) and its code the budget's. */
async function checkedBody(db: Database, tenantId: number, projectId: number, body: Body) {
  const errors: FieldError[] = []
  if (body.vendor_id) {
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(eq(vendors.id, body.vendor_id), eq(vendors.organizationId, tenantId), isNull(vendors.archivedAt)),
      )
    if (!vendor) errors.push({ path: 'vendor_id', message: 'Choose an active vendor', code: 'notFound' })
  }
  if (body.po_id) {
    const [po] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, body.po_id), eq(purchaseOrders.projectId, projectId)))
    if (!po)
      errors.push({ path: 'po_id', message: 'Choose a purchase order of this project', code: 'notFound' })
  }
  if (body.department_id) {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.id, body.department_id),
          eq(departments.organizationId, tenantId),
          isNull(departments.archivedAt),
        ),
      )
    if (!department)
      errors.push({ path: 'department_id', message: 'Choose an active department', code: 'notFound' })
  }
  if (errors.length) throw refuse(errors)
  const budgetCode = body.budget_code
    ? (await codeOfCurrentVersion(db, projectId, body.budget_code)).code
    : null
  return {
    name: body.name,
    category: body.category,
    serial: body.serial ?? null,
    quantity: body.quantity,
    unit: body.unit ?? null,
    cost: body.cost ?? null,
    vendorId: body.vendor_id ?? null,
    poId: body.po_id ?? null,
    challanNo: body.challan_no ?? null,
    budgetCode,
    hireRate: body.hire_rate ?? null,
    deposit: body.deposit ?? null,
    insuredValue: body.insured_value ?? null,
    store: body.store ?? null,
    departmentId: body.department_id ?? null,
    scene: body.scene ?? null,
    character: body.character ?? null,
    episode: body.episode ?? null,
    condition: body.condition ?? 'good',
    notes: body.notes ?? null,
  }
}

async function recordMovement(
  db: Database,
  deps: WriteDeps,
  item: ItemRecord,
  values: {
    action: string
    on: string
    fromStatus: string | null
    toStatus: string
    custodianUserId: number | null
    condition?: string | null
    amount?: number
    budgetCode?: string | null
    note?: string | null
  },
) {
  await db.insert(inventoryMovements).values({
    organizationId: item.organizationId,
    projectId: item.projectId,
    itemId: item.id,
    condition: null,
    amount: 0,
    budgetCode: item.budgetCode,
    note: null,
    ...values,
    userId: deps.caller.session.userId,
    at: deps.now,
  })
}

/** Item values as checkedBody answers them, plus a challan receipt's links. */
export type ItemValues = Awaited<ReturnType<typeof checkedBody>> & {
  poLineId?: number | null
  challanId?: number | null
}

/**
 * A new item of the project, numbered next (one numberer per project at a time): an owned one
 * received into store, a hired one booked. In the caller's transaction, with its first movement
 * and its audit entry.
 */
export async function insertItem(
  tx: Database,
  deps: WriteDeps,
  projectId: number,
  ownership: ItemOwnership,
  values: ItemValues,
) {
  const { caller } = deps
  const itemNo = await nextNumber(tx, ITEM_SERIES, projectId)
  const status: ItemStatus = kindOf(ownership) === 'hired' ? 'booked' : 'in_store'
  const [row] = await tx
    .insert(inventoryItems)
    .values({
      organizationId: caller.tenantId,
      projectId,
      itemNo,
      ownership,
      status,
      ...values,
      createdBy: caller.session.userId,
      createdAt: deps.now,
      updatedAt: deps.now,
    })
    .returning()
  if (!row) throw new Error('item insert returned nothing')
  await recordMovement(tx, deps, row, {
    action: status === 'booked' ? 'booked' : 'received',
    on: deps.now.toISOString().slice(0, 10),
    fromStatus: null,
    toStatus: status,
    custodianUserId: null,
    condition: row.condition,
  })
  await deps.audit(tx, { action: 'item.create', entity: 'item', entityId: row.id, after: row })
  return row.id
}

export async function createItem(deps: WriteDeps, input: CreateItemRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    await assertProjectInScope(tx, caller, input.project_id)
    const { project_id, ownership, ...body } = input
    const values = await checkedBody(tx, caller.tenantId, project_id, body)
    return insertItem(tx, deps, project_id, ownership, values)
  })
}

export async function updateItem(deps: WriteDeps, id: number, input: UpdateItemRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await itemFor(tx, deps.caller, id, true)
    assertFresh('item', row.rowVersion, input.row_version)
    const { row_version: _version, ...body } = input
    const values = await checkedBody(tx, deps.caller.tenantId, row.projectId, body)
    await tx
      .update(inventoryItems)
      .set({ ...values, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(inventoryItems.id, id))
    await deps.audit(tx, { action: 'item.update', entity: 'item', entityId: id, before: row, after: values })
    return id
  })
}

/** An active member of the project's team, whom an item can be issued or handed to. */
async function assertCustodian(db: Database, tenantId: number, projectId: number, userId: number) {
  if (!(await isOnTeam(db, tenantId, projectId, userId)))
    throw refuse([
      { path: 'custodian_user_id', message: 'Choose a member of the project’s team', code: 'notFound' },
    ])
}

/** The charge a step books (a sale's proceeds negative); a charge needs the item's code. */
function chargeOf(item: ItemRecord, input: MoveItemRequest): number {
  if (input.action === 'return' && kindOf(item.ownership as ItemOwnership) === 'hired')
    return (
      (input.amount ?? 0) +
      lateCharge(item.dueBack, input.on, item.hireRate === null ? null : Number(item.hireRate))
    )
  if (input.action === 'dispose') return input.disposal === 'sold' ? -(input.amount ?? 0) : 0
  if (['lose', 'damage', 'repaired', 'inspect'].includes(input.action)) return input.amount ?? 0
  return 0
}

export async function moveItem(deps: WriteDeps, id: number, input: MoveItemRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    const item = await itemFor(tx, caller, id, true)
    assertFresh('item', item.rowVersion, input.row_version)
    const ownership = item.ownership as ItemOwnership
    const status = item.status as ItemStatus
    if (!allowedActions(ownership, status).includes(input.action))
      throw conflict(`An item that is ${status.replace('_', ' ')} cannot take this step`, [], 'notAtStep')
    const missing = missingFields(input, item.dueBack)
    if (missing.length) throw refuse(missing)
    if (input.custodian_user_id !== undefined)
      await assertCustodian(tx, caller.tenantId, item.projectId, input.custodian_user_id)
    if (input.action === 'dispose' && input.disposal === 'moved' && input.to_project_id !== undefined) {
      const visible = await mayViewProject(tx, caller, input.to_project_id)
      if (!visible || input.to_project_id === item.projectId)
        throw refuse([
          { path: 'to_project_id', message: 'Choose another project of this organisation', code: 'notFound' },
        ])
    }
    const amount = chargeOf(item, input)
    if (amount !== 0 && item.budgetCode === null)
      throw refuse([
        {
          path: 'amount',
          message: 'Give the item a budget code first: its charges and sale are booked there',
          code: 'required',
        },
      ])
    // A charge or a sale is actual on its code from the step's day: not in a closed period.
    if (amount !== 0) await assertPeriodOpen(tx, item.projectId, input.on, 'on', deps.now)
    const to = targetOf(input.action, ownership)
    const holds = ['issue', 'pick_up'].includes(input.action)
    const custodian = holds
      ? (input.custodian_user_id ?? null)
      : to === 'issued' || to === 'on_hire'
        ? item.custodianUserId
        : null
    const changes = {
      status: to,
      custodianUserId: custodian,
      departmentId: input.action === 'issue' ? (input.department_id ?? item.departmentId) : item.departmentId,
      condition: input.condition ?? item.condition,
      dueBack: input.due_back ?? (to === 'on_hire' || to === 'issued' ? item.dueBack : null),
      disposal: input.action === 'dispose' ? (input.disposal ?? null) : item.disposal,
      projectId: item.projectId,
    }
    await tx
      .update(inventoryItems)
      .set({ ...changes, rowVersion: item.rowVersion + 1, updatedAt: deps.now })
      .where(eq(inventoryItems.id, id))
    const amended =
      input.action === 'extend' && input.due_back !== undefined
        ? await amendPoForExtension(tx, deps, item, input.due_back)
        : null
    await recordMovement(tx, deps, item, {
      action: input.action,
      on: input.on,
      fromStatus: status,
      toStatus: to,
      custodianUserId: holds ? custodian : item.custodianUserId,
      condition: input.condition ?? null,
      amount,
      note:
        input.action === 'dispose' && input.disposal === 'moved'
          ? [`Moved to project #${input.to_project_id}`, input.note].filter(Boolean).join(' · ')
          : [amended, input.note].filter(Boolean).join(' · ') || null,
    })
    await deps.audit(tx, {
      action: `item.${input.action}`,
      entity: 'item',
      entityId: id,
      before: { status, custodian_user_id: item.custodianUserId },
      after: { ...changes, amount },
    })
    return id
  })
}
