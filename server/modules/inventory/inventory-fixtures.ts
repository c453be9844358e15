import { inventoryApi } from '../../../contract/api/inventory'
import { type Harness, okBody } from '../../test/harness'

/*
 * An item bought for a project and charged to a budget code, for the tests of what reads item
 * charges (the spend ledger, the period lock, the reports).
 */

/** A purchased prop of the project, charged to `code`: its id. */
export async function propOf(h: Harness, token: string, projectId: number, name: string, code: string) {
  return okBody(
    inventoryApi.createItem,
    await h.call('POST', '/v2/inventory/items', {
      token,
      body: {
        project_id: projectId,
        category: 'props',
        quantity: 1,
        ownership: 'purchased',
        name,
        budget_code: code,
      },
    }),
  ).data.item_id
}

/** Marks the item lost on `on`, charging `amount` to its code: the answer, to check or refuse. */
export const lose = (h: Harness, token: string, itemId: number, amount: number, on: string) =>
  h.call('POST', `/v2/inventory/items/${itemId}/move`, { token, body: { action: 'lose', amount, on } })
