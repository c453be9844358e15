import { eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import {
  MODULE_CODES,
  MODULE_PERMISSIONS,
  MODULES,
  type ModuleName,
  type PermissionMethod,
} from '../../../contract/codes'
import { idParam } from '../../../contract/common'
import {
  createRateRequestSchema,
  currencyRateResponseSchema,
  currencyRatesResponseSchema,
  rateLookupQuerySchema,
  rateLookupResponseSchema,
} from '../../../contract/masters/currency'
import { CUSTOM_FIELD_ENTITIES, MASTER_KEYS, type MasterKey } from '../../../contract/masters/definitions'
import {
  type AnyMasterRecord,
  customFieldDefinitionsResponseSchema,
  deletedResponseSchema,
  deleteQuerySchema,
  importQuerySchema,
  importResponseSchema,
  masterSchemas,
  masterSummaryResponseSchema,
  optionsQuerySchema,
  optionsResponseSchema,
} from '../../../contract/masters/schemas'
import { maskRecord, sensitiveFieldsOf } from '../../../contract/masters/sensitive'
import { modulesResponseSchema } from '../../../contract/modules'
import { organizations } from '../../db/schema'
import { mayCall } from '../../http/permissions'
import { type AnyRoute, defineRoute, type RequestContext } from '../../http/route'
import { addRate, deleteRate, listRates, rateOn } from './currency'
import { customFieldsOf } from './custom-values'
import { IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, importRecords } from './import'
import { getRecord, listOptions, listRecords, summarize } from './read'
import { definitionOf } from './tables'
import {
  archiveRecord,
  assertFlag,
  createRecord,
  deleteRecord,
  updateRecord,
  type WriteContext,
} from './write'

/*
 * The routes every master gets from its definition: list (paged, searchable, sortable, archive=1),
 * choices, one record, create, change or restore, archive (or delete for good when unused) and,
 * for the big lists, CSV/XLSX import.
 */

const byId = z.object({ id: idParam })

/** A record as the caller may see it: sensitive fields in full only with the master's PUT permission. */
async function shownTo(
  context: RequestContext<unknown, unknown, unknown>,
  key: MasterKey,
  record: AnyMasterRecord,
): Promise<AnyMasterRecord> {
  const definition = definitionOf(key)
  if (sensitiveFieldsOf(definition).length === 0) return record
  if (await mayCall(context.deps.db, context.session, definition.permission, 'PUT')) return record
  return maskRecord(definition, record)
}
const writeContext = (context: RequestContext<unknown, unknown, unknown>): WriteContext => ({
  deps: context.deps,
  tenantId: context.tenantId,
  userId: context.session.userId,
  audit: context.audit,
})

function routesOf(key: MasterKey): AnyRoute[] {
  const definition = definitionOf(key)
  const schemas = masterSchemas(key)
  const path = `/${key}`
  const tag = `Masters: ${definition.plural}`
  const permission = (method: PermissionMethod) =>
    ({ kind: 'permission', module: definition.permission, method }) as const
  const Noun = definition.noun.charAt(0).toUpperCase() + definition.noun.slice(1)

  const routes: AnyRoute[] = [
    defineRoute({
      method: 'get',
      path: `${path}/options`,
      summary: `Active ${definition.plural} as choices for a form (id and label), searchable`,
      tag,
      access: { kind: 'signed-in' },
      query: optionsQuerySchema,
      response: optionsResponseSchema,
      handler: async ({ query, tenantId, deps }) => {
        await assertFlag(deps.db, key, tenantId)
        return { data: await listOptions(deps.db, key, tenantId, query) }
      },
    }),
  ]
  if (definition.importable) {
    routes.push(
      defineRoute({
        method: 'post',
        path: `${path}/import`,
        summary: `Import ${definition.plural} from a CSV or XLSX file (dry_run=1 previews; a file with any bad row writes nothing)`,
        tag,
        access: permission('POST'),
        query: importQuerySchema,
        upload: { contentTypes: IMPORT_CONTENT_TYPES },
        bodyLimitBytes: IMPORT_MAX_BYTES,
        response: importResponseSchema,
        handler: async (context) => ({
          data: await importRecords(writeContext(context), key, context.upload, {
            dryRun: context.query.dry_run === '1',
            fileName: context.query.file_name,
          }),
        }),
      }),
    )
  }
  routes.push(
    defineRoute({
      method: 'get',
      path,
      summary: `${Noun} list: paged, searchable (search), sortable (sort), archived ones with archive=1`,
      tag,
      access: permission('GET'),
      query: schemas.listQuery,
      response: schemas.listResponse,
      handler: async ({ query, tenantId, deps }) => {
        await assertFlag(deps.db, key, tenantId)
        const { page_no, limit, search, sort, archive, ...fields } = query as Record<string, unknown>
        const list = await listRecords(deps.db, key, tenantId, {
          archived: archive === '1',
          search: (search as string) || undefined,
          sort: sort as string | undefined,
          page_no: page_no as number | undefined,
          limit: limit as number | undefined,
          fields,
        })
        return { ...list, data: list.data.map((record) => maskRecord(definition, record)) } as never
      },
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:id`,
      summary: `One ${definition.noun}`,
      tag,
      access: permission('GET'),
      params: byId,
      response: schemas.recordResponse,
      handler: async (context) => {
        await assertFlag(context.deps.db, key, context.tenantId)
        const record = await getRecord(context.deps.db, key, context.tenantId, context.params.id)
        return { data: (await shownTo(context, key, record)) as never }
      },
    }),
    defineRoute({
      method: 'post',
      path,
      summary: `Add a ${definition.noun}`,
      tag,
      access: permission('POST'),
      body: schemas.create,
      response: schemas.recordResponse,
      handler: async (context) => ({
        data: (await shownTo(
          context,
          key,
          await createRecord(writeContext(context), key, context.body),
        )) as never,
      }),
    }),
    defineRoute({
      method: 'put',
      path: `${path}/:id`,
      summary: `Change a ${definition.noun}; archived: false restores an archived one`,
      tag,
      access: permission('PUT'),
      params: byId,
      body: schemas.update,
      response: schemas.recordResponse,
      handler: async (context) => ({
        data: (await shownTo(
          context,
          key,
          await updateRecord(writeContext(context), key, context.params.id, context.body),
        )) as never,
      }),
    }),
    defineRoute({
      method: 'delete',
      path: `${path}/:id`,
      summary: `Archive a ${definition.noun}; with permanent=1, delete it for good when nothing uses it`,
      tag,
      access: permission('DELETE'),
      params: byId,
      query: deleteQuerySchema,
      response: z.union([schemas.recordResponse, deletedResponseSchema]),
      handler: async (context) => ({
        data: (context.query.permanent === '1'
          ? await deleteRecord(writeContext(context), key, context.params.id)
          : await shownTo(
              context,
              key,
              await archiveRecord(writeContext(context), key, context.params.id),
            )) as never,
      }),
    }),
  )
  return routes
}

/** The settings home counts the settings lists only: vendors are a module of their own. */
const SETTINGS_MASTERS = MASTER_KEYS.filter((key) => definitionOf(key).permission === 'settings')

const settings = (method: PermissionMethod) => ({ kind: 'permission', module: 'settings', method }) as const

/** Routes beside the generic ones: settings home, custom field definitions, exchange rates, modules. */
const extraRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/master/summary',
    summary: 'How many active and archived records each master list has (the settings home)',
    tag: 'Masters',
    access: settings('GET'),
    response: masterSummaryResponseSchema,
    handler: async ({ tenantId, deps }) => ({ data: await summarize(deps.db, tenantId, SETTINGS_MASTERS) }),
  }),
  defineRoute({
    method: 'get',
    path: '/customfield/entity/:entity',
    summary: 'The custom fields of a kind of record, in order (for its forms and lists)',
    tag: 'Masters: custom fields',
    access: { kind: 'signed-in' },
    params: z.object({ entity: z.enum(CUSTOM_FIELD_ENTITIES) }),
    response: customFieldDefinitionsResponseSchema,
    handler: async ({ params, tenantId, deps }) => ({
      data: await customFieldsOf(deps.db, tenantId, params.entity),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/currency/rate',
    summary: 'The exchange rate of a currency (code) in force on a date (default today)',
    tag: 'Masters: currencies',
    access: { kind: 'signed-in' },
    query: rateLookupQuerySchema,
    response: rateLookupResponseSchema,
    handler: async ({ query, tenantId, deps }) => ({
      data: await rateOn(
        deps.db,
        tenantId,
        query.code,
        query.date ?? deps.clock().toISOString().slice(0, 10),
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/currency/:id/rates',
    summary: "A currency's exchange rates to the base currency, newest first",
    tag: 'Masters: currencies',
    access: settings('GET'),
    params: byId,
    response: currencyRatesResponseSchema,
    handler: async ({ params, tenantId, deps }) => ({ data: await listRates(deps.db, tenantId, params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/currency/:id/rates',
    summary: 'Add an exchange rate from a date on',
    tag: 'Masters: currencies',
    access: settings('PUT'),
    params: byId,
    body: createRateRequestSchema,
    response: currencyRateResponseSchema,
    handler: async (context) => ({
      data: await addRate(writeContext(context), context.params.id, context.body),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/currency/:id/rates/:rateId',
    summary: 'Delete an exchange rate',
    tag: 'Masters: currencies',
    access: settings('PUT'),
    params: z.object({ id: idParam, rateId: idParam }),
    response: currencyRateResponseSchema,
    handler: async (context) => ({
      data: await deleteRate(writeContext(context), context.params.id, context.params.rateId),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/modules',
    summary: 'The module catalogue (codes 1000–1015) and which modules the organisation has switched on',
    tag: 'Masters',
    access: settings('GET'),
    response: modulesResponseSchema,
    handler: async ({ tenantId, deps }) => {
      const [organization] = await deps.db
        .select({ enabled: organizations.enabledModules, isPlatform: organizations.isPlatform })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
      const enabled = new Set(organization?.isPlatform ? MODULE_CODES : (organization?.enabled ?? []))
      return {
        data: (Object.entries(MODULES) as [ModuleName, (typeof MODULES)[ModuleName]][]).map(
          ([name, code]) => ({
            module_code: code,
            name,
            permission_module: MODULE_PERMISSIONS[name],
            enabled: enabled.has(code),
          }),
        ),
      }
    },
  }),
]

export const masterRoutes: AnyRoute[] = [...extraRoutes, ...MASTER_KEYS.flatMap(routesOf)]
