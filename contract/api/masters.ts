import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  createRateRequestSchema,
  currencyRateResponseSchema,
  currencyRatesResponseSchema,
  rateLookupQuerySchema,
  rateLookupResponseSchema,
} from '../masters/currency'
import { CUSTOM_FIELD_ENTITIES, MASTER_KEYS, type MasterKey, masterDefinition } from '../masters/definitions'
import {
  customFieldDefinitionsResponseSchema,
  deletedResponseSchema,
  deleteQuerySchema,
  importQuerySchema,
  importResponseSchema,
  masterSchemas,
  masterSummaryResponseSchema,
  optionsQuerySchema,
  optionsResponseSchema,
} from '../masters/schemas'
import { modulesResponseSchema } from '../modules'
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES } from './files'

/*
 * The endpoints every master gets from its definition: choices, list (paged, searchable, sortable,
 * archive=1), one record, create, change or restore, archive (or delete for good when unused)
 * and, for the big lists, CSV/XLSX import. `/x/options` and `/x/import` come before `/x/:id`.
 */

const byId = z.object({ id: idParam })

function buildMasterApi<K extends MasterKey>(key: K) {
  // The paths are typed by every master's key, not by K: defineEndpoint reads a path's parameters
  // from its type, which it cannot do on a path that is still generic.
  const name: MasterKey = key
  const definition = masterDefinition(key)
  const schemas = masterSchemas(key)
  const tag = `Masters: ${definition.plural}`
  const access = (method: PermissionMethod) => permission(definition.permission, method)
  const Noun = definition.noun.charAt(0).toUpperCase() + definition.noun.slice(1)
  return {
    options: defineEndpoint({
      method: 'get',
      path: `/${name}/options`,
      summary: `Active ${definition.plural} as choices for a form (id and label), searchable`,
      tag,
      access: { kind: 'signed-in' },
      query: optionsQuerySchema,
      response: optionsResponseSchema,
    }),
    ...(definition.importable && {
      import: defineEndpoint({
        method: 'post',
        path: `/${name}/import`,
        summary: `Import ${definition.plural} from a CSV or XLSX file (dry_run=1 previews; a file with any bad row writes nothing)`,
        tag,
        access: access('POST'),
        query: importQuerySchema,
        upload: { contentTypes: IMPORT_CONTENT_TYPES },
        bodyLimitBytes: IMPORT_MAX_BYTES,
        response: importResponseSchema,
      }),
    }),
    list: defineEndpoint({
      method: 'get',
      path: `/${name}`,
      summary: `${Noun} list: paged, searchable (search), sortable (sort), archived ones with archive=1`,
      tag,
      access: access('GET'),
      query: schemas.listQuery,
      response: schemas.listResponse,
    }),
    get: defineEndpoint({
      method: 'get',
      path: `/${name}/:id`,
      summary: `One ${definition.noun}`,
      tag,
      access: access('GET'),
      params: byId,
      response: schemas.recordResponse,
    }),
    create: defineEndpoint({
      method: 'post',
      path: `/${name}`,
      summary: `Add a ${definition.noun}`,
      tag,
      access: access('POST'),
      body: schemas.create,
      response: schemas.recordResponse,
    }),
    update: defineEndpoint({
      method: 'put',
      path: `/${name}/:id`,
      summary: `Change a ${definition.noun}; archived: false restores an archived one`,
      tag,
      access: access('PUT'),
      params: byId,
      body: schemas.update,
      response: schemas.recordResponse,
    }),
    remove: defineEndpoint({
      method: 'delete',
      path: `/${name}/:id`,
      summary: `Archive a ${definition.noun}; with permanent=1, delete it for good when nothing uses it`,
      tag,
      access: access('DELETE'),
      params: byId,
      query: deleteQuerySchema,
      response: z.union([schemas.recordResponse, deletedResponseSchema]),
    }),
  }
}

export type MasterApi<K extends MasterKey = MasterKey> = ReturnType<typeof buildMasterApi<K>>

const built = new Map<MasterKey, unknown>()

/**
 * The endpoints of one master, built on first use (its schemas are too). With a literal key their
 * responses carry that master's record (`masterApi('vendor').get` answers a vendor).
 */
export function masterApi<K extends MasterKey>(key: K): MasterApi<K> {
  let api = built.get(key) as MasterApi<K> | undefined
  if (!api) {
    api = buildMasterApi(key)
    built.set(key, api)
  }
  return api
}

const settings = (method: PermissionMethod) => permission('settings', method)

/** Beside the generic ones: settings home, custom field definitions, exchange rates, modules. */
export const mastersApi = {
  summary: defineEndpoint({
    method: 'get',
    path: '/master/summary',
    summary: 'How many active and archived records each master list has (the settings home)',
    tag: 'Masters',
    access: settings('GET'),
    response: masterSummaryResponseSchema,
  }),
  contractSummary: defineEndpoint({
    method: 'get',
    path: '/contract/lists/summary',
    summary:
      'How many active and archived records each list of the contract area has (/contractAllFormView), the registers it shares with the product included',
    tag: 'Masters',
    access: permission('contract', 'GET'),
    response: masterSummaryResponseSchema,
  }),
  customFields: defineEndpoint({
    method: 'get',
    path: '/customfield/entity/:entity',
    summary: 'The custom fields of a kind of record, in order (for its forms and lists)',
    tag: 'Masters: custom fields',
    access: { kind: 'signed-in' },
    params: z.object({ entity: z.enum(CUSTOM_FIELD_ENTITIES) }),
    response: customFieldDefinitionsResponseSchema,
  }),
  rate: defineEndpoint({
    method: 'get',
    path: '/currency/rate',
    summary: 'The exchange rate of a currency (code) in force on a date (default today)',
    tag: 'Masters: currencies',
    access: { kind: 'signed-in' },
    query: rateLookupQuerySchema,
    response: rateLookupResponseSchema,
  }),
  rates: defineEndpoint({
    method: 'get',
    path: '/currency/:id/rates',
    summary: "A currency's exchange rates to the base currency, newest first",
    tag: 'Masters: currencies',
    access: settings('GET'),
    params: byId,
    response: currencyRatesResponseSchema,
  }),
  addRate: defineEndpoint({
    method: 'post',
    path: '/currency/:id/rates',
    summary: 'Add an exchange rate from a date on',
    tag: 'Masters: currencies',
    access: settings('PUT'),
    params: byId,
    body: createRateRequestSchema,
    response: currencyRateResponseSchema,
  }),
  deleteRate: defineEndpoint({
    method: 'delete',
    path: '/currency/:id/rates/:rateId',
    summary: 'Delete an exchange rate',
    tag: 'Masters: currencies',
    access: settings('PUT'),
    params: z.object({ id: idParam, rateId: idParam }),
    response: currencyRateResponseSchema,
  }),
  modules: defineEndpoint({
    method: 'get',
    path: '/modules',
    summary: 'The module catalogue (codes 1000–1015) and which modules the organisation has switched on',
    tag: 'Masters',
    access: settings('GET'),
    response: modulesResponseSchema,
  }),
}

/** Every master's endpoints, in the order the server mounts them. */
export const allMasterEndpoints = () => MASTER_KEYS.flatMap((key) => Object.values(masterApi(key)))
