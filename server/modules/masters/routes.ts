import { eq } from 'drizzle-orm'
import { masterApi, mastersApi } from '../../../contract/api/masters'
import { MODULE_CODES, MODULE_PERMISSIONS, MODULES, type ModuleName } from '../../../contract/codes'
import { MASTER_KEYS, type MasterKey } from '../../../contract/masters/definitions'
import type { AnyMasterRecord } from '../../../contract/masters/schemas'
import { maskRecord, sensitiveFieldsOf } from '../../../contract/masters/sensitive'
import { organizations } from '../../db/schema'
import { mayCall } from '../../http/permissions'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { addRate, deleteRate, listRates, rateOn } from './currency'
import { customFieldsOf } from './custom-values'
import { importRecords } from './import'
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
 * The routes every master gets from its definition (contract/api/masters.ts): list, choices, one
 * record, create, change or restore, archive (or delete for good when unused) and, for the big
 * lists, CSV/XLSX import.
 */

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
  const api = masterApi(key)
  return [
    implement(api.options, async ({ query, tenantId, deps }) => {
      await assertFlag(deps.db, key, tenantId)
      return { data: await listOptions(deps.db, key, tenantId, query) }
    }),
    ...(api.import
      ? [
          implement(api.import, async (context) => ({
            data: await importRecords(writeContext(context), key, context.upload, {
              dryRun: context.query.dry_run === '1',
              fileName: context.query.file_name,
            }),
          })),
        ]
      : []),
    implement(api.list, async ({ query, tenantId, deps }) => {
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
    }),
    implement(api.get, async (context) => {
      await assertFlag(context.deps.db, key, context.tenantId)
      const record = await getRecord(context.deps.db, key, context.tenantId, context.params.id)
      return { data: (await shownTo(context, key, record)) as never }
    }),
    implement(api.create, async (context) => ({
      data: (await shownTo(
        context,
        key,
        await createRecord(writeContext(context), key, context.body),
      )) as never,
    })),
    implement(api.update, async (context) => ({
      data: (await shownTo(
        context,
        key,
        await updateRecord(writeContext(context), key, context.params.id, context.body),
      )) as never,
    })),
    implement(api.remove, async (context) => ({
      data: (context.query.permanent === '1'
        ? await deleteRecord(writeContext(context), key, context.params.id)
        : await shownTo(
            context,
            key,
            await archiveRecord(writeContext(context), key, context.params.id),
          )) as never,
    })),
  ]
}

/** The settings home counts the settings lists only: vendors are a module of their own. */
const SETTINGS_MASTERS = MASTER_KEYS.filter((key) => definitionOf(key).permission === 'settings')

/** The contract area's lists, and the product's registers its pages show too. */
const CONTRACT_AREA_MASTERS: MasterKey[] = [
  ...MASTER_KEYS.filter((key) => definitionOf(key).permission === 'contract'),
  'company',
  'vendor',
  'projecttype',
]

/** Routes beside the generic ones: settings home, custom field definitions, exchange rates, modules. */
const extraRoutes: AnyRoute[] = [
  implement(mastersApi.summary, async ({ tenantId, deps }) => ({
    data: await summarize(deps.db, tenantId, SETTINGS_MASTERS),
  })),
  implement(mastersApi.contractSummary, async ({ tenantId, deps }) => ({
    data: await summarize(deps.db, tenantId, CONTRACT_AREA_MASTERS),
  })),
  implement(mastersApi.customFields, async ({ params, tenantId, deps }) => ({
    data: await customFieldsOf(deps.db, tenantId, params.entity),
  })),
  implement(mastersApi.rate, async ({ query, tenantId, deps }) => ({
    data: await rateOn(deps.db, tenantId, query.code, query.date ?? deps.clock().toISOString().slice(0, 10)),
  })),
  implement(mastersApi.rates, async ({ params, tenantId, deps }) => ({
    data: await listRates(deps.db, tenantId, params.id),
  })),
  implement(mastersApi.addRate, async (context) => ({
    data: await addRate(writeContext(context), context.params.id, context.body),
  })),
  implement(mastersApi.deleteRate, async (context) => ({
    data: await deleteRate(writeContext(context), context.params.id, context.params.rateId),
  })),
  implement(mastersApi.modules, async ({ tenantId, deps }) => {
    const [organization] = await deps.db
      .select({ enabled: organizations.enabledModules, isPlatform: organizations.isPlatform })
      .from(organizations)
      .where(eq(organizations.id, tenantId))
    const enabled = new Set(organization?.isPlatform ? MODULE_CODES : (organization?.enabled ?? []))
    return {
      data: (Object.entries(MODULES) as [ModuleName, (typeof MODULES)[ModuleName]][]).map(([name, code]) => ({
        module_code: code,
        name,
        permission_module: MODULE_PERMISSIONS[name],
        enabled: enabled.has(code),
      })),
    }
  }),
]

export const masterRoutes: AnyRoute[] = [...extraRoutes, ...MASTER_KEYS.flatMap(routesOf)]
