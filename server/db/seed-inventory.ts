import { and, eq, isNull } from 'drizzle-orm'
import type { DemoRole } from '../../contract/demo'
import { DEMO_INVENTORY_KEEPER, DEMO_INVENTORY_PROJECT, DEMO_ITEMS } from '../../contract/demo-inventory'
import { parseMoney } from '../../contract/masters/fields'
import { createItem, moveItem } from '../modules/inventory/items'
import { projectCurrencyOf } from '../modules/projects/currency'
import type { Database } from './client'
import { departments, inventoryItems, projects, vendors } from './schema'
import { demoWriter, istTime } from './seed-deps'

/*
 * The demo's inventory (contract/demo-inventory.ts) on the demo project that has it, written by
 * the inventory module's own `createItem` and `moveItem` in the keeper's name on each step's day,
 * so numbers, statuses, custodians and movements are the module's. No step charges anything and
 * no item has a budget code: the budget's figures stay as the spend seed left them. Skipped when
 * the project already has items.
 */

type People = Partial<Record<DemoRole, number>>

export async function seedDemoInventory(tx: Database, organizationId: number, people: People) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_INVENTORY_PROJECT)))
  if (!project) return
  const [existing] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(eq(inventoryItems.projectId, project.id))
    .limit(1)
  if (existing) return
  const keeper = await demoWriter(tx, organizationId, people[DEMO_INVENTORY_KEEPER])
  if (!keeper) return
  const { minor_units } = await projectCurrencyOf(tx, organizationId, project.id)
  const money = (text: string | undefined) => (text === undefined ? null : parseMoney(text, minor_units))
  const idOf = async (table: typeof vendors | typeof departments, name: string | undefined) => {
    if (name === undefined) return null
    const [row] = await tx
      .select({ id: table.id })
      .from(table as typeof vendors)
      .where(
        and(
          eq(table.organizationId, organizationId),
          eq(table === vendors ? vendors.legalName : departments.name, name),
          isNull(table.archivedAt),
        ),
      )
      .limit(1)
    return row?.id ?? null
  }
  for (const plan of DEMO_ITEMS) {
    const id = await createItem(keeper(istTime(plan.received_on, '11:00')), {
      project_id: project.id,
      ownership: plan.ownership,
      name: plan.name,
      category: plan.category,
      serial: plan.serial,
      quantity: plan.quantity,
      unit: plan.unit,
      cost: money(plan.cost),
      vendor_id: await idOf(vendors, plan.vendor),
      challan_no: plan.challan_no,
      hire_rate: money(plan.hire_rate),
      deposit: money(plan.deposit),
      insured_value: money(plan.insured_value),
      store: plan.store,
      department_id: await idOf(departments, plan.department),
      character: plan.character,
      episode: plan.episode,
      notes: plan.notes,
    })
    for (const step of plan.steps) {
      const custodian = people[step.custodian]
      if (custodian === undefined) break
      await moveItem(keeper(istTime(step.on, '12:00')), id, {
        action: step.action,
        on: step.on,
        custodian_user_id: custodian,
        due_back: step.due_back,
        ...(step.action === 'issue' ? { department_id: await idOf(departments, step.department) } : {}),
      })
    }
  }
}
