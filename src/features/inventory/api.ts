import { directoryApi } from '@contract/api/directory'
import { inventoryApi } from '@contract/api/inventory'
import type { Pagination } from '@contract/envelope'
import type {
  CreateItemRequest,
  Item,
  ItemCategory,
  ItemOwnership,
  ItemStatus,
  MoveItemRequest,
  ReceiveRequest,
  UpdateItemRequest,
} from '@contract/inventory'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* One query factory or mutation per inventory endpoint; keys start with 'inventory'. */

export type ItemFilter = {
  page: number
  project?: number
  status?: ItemStatus
  category?: ItemCategory
  ownership?: ItemOwnership
  overdue?: boolean
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => ['inventory', 'list'] as const,
  list: (filter: ItemFilter) => ['inventory', 'list', filter] as const,
  one: (id: number) => ['inventory', 'one', id] as const,
  custody: (userId: number) => ['inventory', 'custody', userId] as const,
  team: (projectId: number) => ['inventory', 'team', projectId] as const,
  receivable: (projectId: number) => ['inventory', 'receivable', projectId] as const,
}

export const INVENTORY_PAGE_SIZE = 25

const listQuery = (filter: Omit<ItemFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  project_id: filter.project || undefined,
  status: filter.status,
  category: filter.category,
  ownership: filter.ownership,
  overdue: filter.overdue ? ('1' as const) : undefined,
})

/** GET /v2/inventory/items: one page of the items the filter matches. */
export const itemListQuery = (filter: ItemFilter) =>
  queryOptions({
    queryKey: inventoryKeys.list(filter),
    queryFn: () =>
      callApi(inventoryApi.items, { query: listQuery(filter, filter.page, INVENTORY_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every item the filter matches, page by page, for exports. */
export async function fetchAllItems(filter: Omit<ItemFilter, 'page'>): Promise<Item[]> {
  const rows: Item[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(inventoryApi.items, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/inventory/items/{id}: the item, its movements and the steps it may take now. */
export const itemQuery = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.one(id),
    queryFn: async () => (await callApi(inventoryApi.getItem, { params: { id } })).data,
  })

/** POST /v2/inventory/items: an owned item received into store, or a hired one booked. */
export const createItem = async (body: CreateItemRequest) =>
  (await callApi(inventoryApi.createItem, { body })).data

/** PUT /v2/inventory/items/{id}: its description (its status moves only by steps). */
export const updateItem = async (id: number, body: UpdateItemRequest) =>
  (await callApi(inventoryApi.updateItem, { params: { id }, body })).data

/** POST /v2/inventory/items/{id}/move: one step with what that step needs. */
export const moveItem = async (id: number, body: MoveItemRequest) =>
  (await callApi(inventoryApi.moveItem, { params: { id }, body })).data

/** GET /v2/inventory/custody/{user_id}: what a person still holds on any project. */
export const custodyQuery = (userId: number) =>
  queryOptions({
    queryKey: inventoryKeys.custody(userId),
    queryFn: async () => (await callApi(inventoryApi.custody, { params: { user_id: userId } })).data,
  })

/** GET /v2/project/users/{id}: the project's team, the people an item may be issued to. */
export const projectTeamQuery = (projectId: number) =>
  queryOptions({
    queryKey: inventoryKeys.team(projectId),
    queryFn: async () => (await callApi(directoryApi.projectTeam, { params: { id: projectId } })).data,
    staleTime: 60_000,
  })

/** GET /v2/inventory/challans: the project's verified challans with goods not yet taken in. */
export const receivableQuery = (projectId: number) =>
  queryOptions({
    queryKey: inventoryKeys.receivable(projectId),
    queryFn: async () => (await callApi(inventoryApi.receivable, { query: { project_id: projectId } })).data,
  })

/** POST /v2/inventory/challans/{id}/receive: the chosen lines become items. */
export const receiveFromChallan = async (challanId: number, body: ReceiveRequest) =>
  (await callApi(inventoryApi.receive, { params: { id: challanId }, body })).data
