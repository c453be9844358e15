import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  createItemRequestSchema,
  custodyParams,
  custodyResponseSchema,
  itemListQuerySchema,
  itemListResponseSchema,
  itemResponseSchema,
  moveItemRequestSchema,
  receivableQuerySchema,
  receivableResponseSchema,
  receiveRequestSchema,
  receiveResponseSchema,
  updateItemRequestSchema,
} from '../inventory'

/*
 * Inventory (permission module 'inventory'): a project's items and their movements. Items are read
 * on the projects one may see. The custody check says what a person still holds on any project of
 * the organisation (the server's own settlement checks call the same function).
 */

const tag = 'Inventory'
const access = (method: PermissionMethod) => permission('inventory', method)
const byId = z.object({ id: idParam })

export const inventoryApi = {
  items: defineEndpoint({
    method: 'get',
    path: '/inventory/items',
    summary: 'A page of items (project, status, category, ownership, custodian, overdue hires)',
    tag,
    access: access('GET'),
    query: itemListQuerySchema,
    response: itemListResponseSchema,
  }),
  createItem: defineEndpoint({
    method: 'post',
    path: '/inventory/items',
    summary: 'Receive an owned item into store, or book a hired one',
    tag,
    access: access('POST'),
    body: createItemRequestSchema,
    response: itemResponseSchema,
  }),
  getItem: defineEndpoint({
    method: 'get',
    path: '/inventory/items/:id',
    summary: 'One item with its movements and the steps it may take now',
    tag,
    access: access('GET'),
    params: byId,
    response: itemResponseSchema,
  }),
  updateItem: defineEndpoint({
    method: 'put',
    path: '/inventory/items/:id',
    summary: 'Change an item’s description (its status moves only by steps)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateItemRequestSchema,
    response: itemResponseSchema,
  }),
  moveItem: defineEndpoint({
    method: 'post',
    path: '/inventory/items/:id/move',
    summary: 'One step: issue, return, repair, lose, damage, dispose, pick up, extend, inspect, close',
    tag,
    access: access('PUT'),
    params: byId,
    body: moveItemRequestSchema,
    response: itemResponseSchema,
  }),
  custody: defineEndpoint({
    method: 'get',
    path: '/inventory/custody/:user_id',
    summary: 'What a person still holds: their final settlement waits until it is all returned',
    tag,
    access: access('GET'),
    params: custodyParams,
    response: custodyResponseSchema,
  }),
  receivable: defineEndpoint({
    method: 'get',
    path: '/inventory/challans',
    summary: 'A project’s verified challans with lines not yet taken into inventory',
    tag,
    access: access('POST'),
    query: receivableQuerySchema,
    response: receivableResponseSchema,
  }),
  receive: defineEndpoint({
    method: 'post',
    path: '/inventory/challans/:id/receive',
    summary: 'Take lines of a verified challan into inventory: each becomes an item',
    tag,
    access: access('POST'),
    params: byId,
    body: receiveRequestSchema,
    response: receiveResponseSchema,
  }),
}
