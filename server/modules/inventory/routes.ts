import { inventoryApi } from '../../../contract/api/inventory'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { callerOf, writeDepsOf } from '../workflow/write-deps'
import { createItem, moveItem, updateItem } from './items'
import { custodyOf, itemDetail, itemsByIds, listItems } from './read'
import { receivableChallans, receiveFromChallan } from './receipts'

/* Inventory (contract/api/inventory.ts). Every write answers the item as it now is. */

type Context = RequestContext<unknown, unknown, unknown>
const itemOf = async (context: Context, id: number) => ({
  data: await itemDetail(context.deps.db, callerOf(context), id, context.deps.clock()),
})

export const inventoryRoutes: AnyRoute[] = [
  implement(inventoryApi.items, async (context) =>
    listItems(context.deps.db, callerOf(context), context.query, context.deps.clock()),
  ),
  implement(inventoryApi.createItem, async (context) =>
    itemOf(context, await createItem(writeDepsOf(context), context.body)),
  ),
  implement(inventoryApi.getItem, async (context) => itemOf(context, context.params.id)),
  implement(inventoryApi.updateItem, async (context) =>
    itemOf(context, await updateItem(writeDepsOf(context), context.params.id, context.body)),
  ),
  implement(inventoryApi.moveItem, async (context) =>
    itemOf(context, await moveItem(writeDepsOf(context), context.params.id, context.body)),
  ),
  implement(inventoryApi.receivable, async (context) => ({
    data: await receivableChallans(context.deps.db, callerOf(context), context.query.project_id),
  })),
  implement(inventoryApi.receive, async (context) => ({
    data: await itemsByIds(
      context.deps.db,
      await receiveFromChallan(writeDepsOf(context), context.params.id, context.body),
      context.deps.clock(),
    ),
  })),
  implement(inventoryApi.custody, async (context) => ({
    data: await custodyOf(context.deps.db, callerOf(context), context.params.user_id, context.deps.clock()),
  })),
]
