import { http } from 'msw'
import { MODULE_CODES, MODULE_PERMISSIONS, MODULES, type ModuleName } from '../../contract/codes'
import { createRateRequestSchema, RATE_SCALE, rateLookupQuerySchema } from '../../contract/masters/currency'
import { checkCustomValues } from '../../contract/masters/custom-values'
import {
  CUSTOM_FIELD_ENTITIES,
  MASTER_KEYS,
  MASTERS,
  type MasterDefinition,
  type MasterKey,
} from '../../contract/masters/definitions'
import { normalizeDecimal } from '../../contract/masters/fields'
import { planImport } from '../../contract/masters/import'
import {
  checkWrite,
  defaultsOf,
  labelOf,
  lookupFieldsOf,
  lookupText,
  uniqueKey,
} from '../../contract/masters/rules'
import { type CustomFieldDefinition, type CustomValues, masterSchemas } from '../../contract/masters/schemas'
import { maskRecord, unmaskChange } from '../../contract/masters/sensitive'
import { readSpreadsheet, UnreadableFile } from '../../contract/spreadsheet'
import {
  checkReferences,
  clashOf,
  fields,
  findRow,
  masterView,
  rowsOf,
  sortKeys,
  switchedOff,
  targetsIn,
  usageOf,
} from '../masters'
import {
  API,
  allowed,
  badRequest,
  fail,
  guard,
  matches,
  ok,
  okList,
  paginate,
  scenarioAnswer,
  sortBy,
} from '../respond'
import { change, type MockMasterRow, type MockUser, nextId, now, world } from '../world'
import { readBody } from './body'

/*
 * Every master's endpoints on the mock world, made from the same definitions as the server's:
 * what the real API accepts, refuses and answers, without a server.
 */

function customFieldsOf(tenantId: number, entity: string): CustomFieldDefinition[] {
  return rowsOf('customfield', tenantId)
    .filter((row) => row.values.entity === entity && !row.archivedAt)
    .map((row) => ({
      custom_field_id: row.id,
      entity,
      label: String(row.values.label),
      kind: row.values.kind as CustomFieldDefinition['kind'],
      options: (row.values.options as string[]) ?? [],
      required: Boolean(row.values.required),
      position: Number(row.values.position ?? 0),
    }))
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
}

function writeProblem(
  key: MasterKey,
  tenantId: number,
  values: Record<string, unknown>,
  changed: Record<string, unknown>,
  exceptId?: number,
) {
  const references = checkReferences(key, tenantId, values, changed)
  if (references.length) return fail(400, 'Some fields need attention', references)
  const clash = clashOf(key, tenantId, values, exceptId)
  if (clash) {
    const error = { path: clash.path, message: clash.message, code: clash.code, params: { rule: clash.rule } }
    return fail(409, clash.message, [error], clash.code)
  }
  return null
}

function customProblem(
  definition: MasterDefinition,
  tenantId: number,
  current: CustomValues,
  sent?: CustomValues,
) {
  if (!definition.customFields) return { values: current }
  const checked = checkCustomValues(customFieldsOf(tenantId, definition.key), current, sent)
  return checked.errors.length
    ? { response: fail(400, 'Some fields need attention', checked.errors) }
    : { values: checked.values }
}

function oneBase(key: MasterKey, tenantId: number, baseId: number) {
  if (key !== 'currency') return
  for (const row of rowsOf('currency', tenantId)) if (row.id !== baseId) row.values.is_base = false
}

function handlersOf(key: MasterKey) {
  const definition: MasterDefinition = MASTERS[key]
  const schemas = masterSchemas(key)
  const base = `${API}/${key}`
  const noun = definition.noun
  /** The caller, or the answer to give: signed in, allowed, and the master switched on. */
  const admit = (request: Request, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'options') => {
    const caller =
      method === 'options' ? guard(request, 'signed-in') : guard(request, definition.permission, method)
    if ('response' in caller) return caller
    const off = switchedOff(key, caller.tenantId)
    return off ? { response: fail(403, off, undefined, 'switchedOff') } : caller
  }
  /** Sensitive fields in full only for those who may change the master, as the server answers. */
  const shown = (user: MockUser, row: MockMasterRow) =>
    allowed(user, definition.permission, 'PUT')
      ? masterView(key, row)
      : maskRecord(definition, masterView(key, row))
  const handlers = [
    http.get(`${base}/options`, async ({ request }) => {
      const caller = admit(request, 'options')
      if ('response' in caller) return caller.response
      const url = new URL(request.url)
      const search = url.searchParams.get('search')
      const within = url.searchParams.get('within')?.split('=')
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 50) || 50, 100)
      const options = rowsOf(key, caller.tenantId)
        .filter((row) => !row.archivedAt)
        .filter((row) => !within || String(row.values[within[0] ?? '']) === within[1])
        .map((row) => ({
          id: row.id,
          label: labelOf(definition, { ...defaultsOf(definition), ...row.values }),
        }))
        .filter((option) => matches(search, option.label))
        .sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id)
        .slice(0, limit)
      return ok(options)
    }),
  ]
  if (definition.importable) {
    handlers.push(
      http.post(`${base}/import`, async ({ request }) => {
        const forced = await scenarioAnswer(`POST /v2/${key}/import`)
        if (forced) return forced
        const caller = admit(request, 'POST')
        if ('response' in caller) return caller.response
        const url = new URL(request.url)
        let sheet: Awaited<ReturnType<typeof readSpreadsheet>>
        try {
          sheet = await readSpreadsheet(new Uint8Array(await request.arrayBuffer()))
        } catch (error) {
          if (error instanceof UnreadableFile) return fail(400, error.message, undefined, 'unreadableFile')
          throw error
        }
        const lookups = new Map<string, Map<string, number>>()
        for (const [, descriptor] of fields(definition)) {
          if (descriptor.kind !== 'ref' || lookups.has(descriptor.target)) continue
          const byText = new Map<string, number>()
          const lookup =
            descriptor.target === 'project' ? ['code', 'name'] : lookupFieldsOf(MASTERS[descriptor.target])
          for (const target of targetsIn(descriptor.target, caller.tenantId).filter((t) => !t.archived)) {
            for (const text of [target.label, ...lookup.map((field) => target.values[field])]) {
              if (typeof text === 'string' && text && !byText.has(lookupText(text)))
                byText.set(lookupText(text), target.id)
            }
          }
          lookups.set(descriptor.target, byText)
        }
        const existing = definition.unique.map(
          () => new Map<string, { id: number; values: Record<string, unknown>; archived: boolean }>(),
        )
        for (const row of rowsOf(key, caller.tenantId)) {
          const values = { ...defaultsOf(definition), ...row.values }
          definition.unique.forEach((rule, index) => {
            const ruleKey = uniqueKey(rule, values)
            if (ruleKey !== null)
              existing[index]?.set(ruleKey, { id: row.id, values, archived: row.archivedAt !== null })
          })
        }
        const plan = planImport(definition, schemas, sheet, {
          resolveRef: (target, text) => lookups.get(target)?.get(lookupText(text)) ?? null,
          existing: (rule, ruleKey) => existing[rule]?.get(ruleKey),
        })
        if (!plan.ok) return fail(400, plan.message, undefined, plan.code, plan.params)
        const count = (action: string) => plan.rows.filter((row) => row.action === action).length
        const report = {
          rows: plan.rows.map(({ line, action, label, errors }) => ({ line, action, label, errors })),
          created: count('create'),
          updated: count('update'),
          unchanged: count('unchanged'),
          invalid: count('error'),
          applied: false,
        }
        if (url.searchParams.get('dry_run') === '1') return ok(report)
        if (report.invalid) {
          return fail(
            400,
            `${report.invalid} ${report.invalid === 1 ? 'row needs' : 'rows need'} attention; nothing was imported`,
            plan.rows.flatMap((row) =>
              row.errors.map(({ field, ...error }) => ({ path: `rows.${row.line}.${field}`, ...error })),
            ),
            'importInvalid',
          )
        }
        change((all) => {
          let baseId: number | undefined
          for (const row of plan.rows) {
            if (row.action === 'create' && row.values) {
              const created: MockMasterRow = {
                id: nextId(all, key),
                organizationId: caller.tenantId,
                values: row.values,
                custom: {},
                archivedAt: null,
                createdAt: now(),
                updatedAt: now(),
              }
              all.masters[key].push(created)
              if (row.values.is_base === true) baseId = created.id
            } else if (row.action === 'update' && row.values && row.id) {
              const target = all.masters[key].find((candidate) => candidate.id === row.id)
              if (target) Object.assign(target, { values: row.values, updatedAt: now() })
              if (row.values.is_base === true) baseId = row.id
            }
          }
          if (baseId !== undefined) oneBase(key, caller.tenantId, baseId)
        })
        return ok({ ...report, applied: true })
      }),
    )
  }
  handlers.push(
    http.get(base, async ({ request }) => {
      const forced = await scenarioAnswer(`GET /v2/${key}`)
      if (forced) return forced
      const caller = admit(request, 'GET')
      if ('response' in caller) return caller.response
      const url = new URL(request.url)
      const query = schemas.listQuery.safeParse(Object.fromEntries(url.searchParams))
      if (!query.success) return badRequest(query.error.issues)
      const keys = sortKeys(key)
      const sort = url.searchParams.get('sort')
      if (sort && !keys[sort.replace(/^-/, '')]) {
        return fail(400, 'Some fields need attention', [
          { path: 'sort', message: `sort must be one of: ${Object.keys(keys).join(', ')}` },
        ])
      }
      const archived = url.searchParams.get('archive') === '1'
      const search = url.searchParams.get('search')
      const rows = rowsOf(key, caller.tenantId).filter((row) => {
        if (Boolean(row.archivedAt) !== archived) return false
        for (const [fieldKey, descriptor] of fields(definition)) {
          const wanted = url.searchParams.get(fieldKey)
          if (wanted === null || !descriptor.filter) continue
          const value = row.values[fieldKey]
          if (descriptor.kind === 'boolean' ? Boolean(value) !== (wanted === '1') : String(value) !== wanted)
            return false
        }
        const searchable = fields(definition)
          .filter(([, descriptor]) => descriptor.search)
          .map(([fieldKey]) => row.values[fieldKey] as string | null)
        return matches(search, ...searchable)
      })
      const sorted = sortBy(rows, sort, keys, definition.defaultSort)
      const { page, pagination } = paginate(sorted, url)
      return okList(
        page.map((row) => maskRecord(definition, masterView(key, row))),
        pagination,
      )
    }),
    http.get(`${base}/:id`, async ({ request, params }) => {
      const caller = admit(request, 'GET')
      if ('response' in caller) return caller.response
      const row = findRow(key, caller.tenantId, Number(params.id))
      return row ? ok(shown(caller.user, row)) : fail(404, `This ${noun} was not found`)
    }),
    http.post(base, async ({ request }) => {
      const forced = await scenarioAnswer(`POST /v2/${key}`)
      if (forced) return forced
      const caller = admit(request, 'POST')
      if ('response' in caller) return caller.response
      const body = await readBody(request)
      const checked = checkWrite(definition, schemas.create, body, defaultsOf(definition))
      if (!checked.ok) return fail(400, 'Some fields need attention', checked.errors)
      const { custom, ...sent } = checked.data as Record<string, unknown> & { custom?: CustomValues }
      const input = unmaskChange(definition, null, sent)
      if (input.errors.length) return fail(400, 'Some fields need attention', input.errors)
      const values = { ...defaultsOf(definition), ...input.values }
      const problem = writeProblem(key, caller.tenantId, values, values)
      if (problem) return problem
      const customValues = customProblem(definition, caller.tenantId, {}, custom)
      if ('response' in customValues) return customValues.response
      const row = change((all) => {
        const created: MockMasterRow = {
          id: nextId(all, key),
          organizationId: caller.tenantId,
          values,
          custom: customValues.values,
          archivedAt: null,
          createdAt: now(),
          updatedAt: now(),
        }
        all.masters[key].push(created)
        if (values.is_base === true) oneBase(key, caller.tenantId, created.id)
        return created
      })
      return ok(shown(caller.user, row))
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const forced = await scenarioAnswer(`PUT /v2/${key}`)
      if (forced) return forced
      const caller = admit(request, 'PUT')
      if ('response' in caller) return caller.response
      const row = findRow(key, caller.tenantId, Number(params.id))
      if (!row) return fail(404, `This ${noun} was not found`)
      const parsed = schemas.update.safeParse(await readBody(request))
      if (!parsed.success) return badRequest(parsed.error.issues)
      const { custom, archived, ...sent } = parsed.data as Record<string, unknown> & {
        custom?: CustomValues
        archived?: false
      }
      const unmasked = unmaskChange(definition, row.values, sent)
      if (unmasked.errors.length) return fail(400, 'Some fields need attention', unmasked.errors)
      const changed = unmasked.values
      if (row.archivedAt && archived !== false)
        return fail(
          409,
          `This ${noun} is archived: restore it before changing it`,
          undefined,
          'archivedRecord',
        )
      const values = { ...defaultsOf(definition), ...row.values, ...changed }
      const rules = definition.rules?.(values) ?? []
      if (rules.length) return fail(400, 'Some fields need attention', rules)
      const problem = writeProblem(key, caller.tenantId, values, changed, row.id)
      if (problem) return problem
      const customValues = customProblem(definition, caller.tenantId, row.custom, custom)
      if ('response' in customValues) return customValues.response
      change((all) => {
        Object.assign(row, { values, custom: customValues.values, updatedAt: now() })
        if (archived === false) row.archivedAt = null
        if (values.is_base === true) oneBase(key, caller.tenantId, row.id)
        const stored = all.masters[key].findIndex((candidate) => candidate.id === row.id)
        all.masters[key][stored] = row
      })
      return ok(shown(caller.user, row))
    }),
    http.delete(`${base}/:id`, async ({ request, params }) => {
      const forced = await scenarioAnswer(`DELETE /v2/${key}`)
      if (forced) return forced
      const caller = admit(request, 'DELETE')
      if ('response' in caller) return caller.response
      const row = findRow(key, caller.tenantId, Number(params.id))
      if (!row) return fail(404, `This ${noun} was not found`)
      const permanent = new URL(request.url).searchParams.get('permanent') === '1'
      if (key === 'currency' && row.values.is_base === true && (permanent || !row.archivedAt)) {
        return fail(
          409,
          'The base currency cannot be archived or deleted: make another currency the base first',
          undefined,
          'baseCurrency',
        )
      }
      if (permanent) {
        const uses = usageOf(key, row.id)
        if (uses.length) {
          return fail(
            409,
            `This ${noun} is used by ${uses.join(' and ')}: archive it instead`,
            undefined,
            'inUse',
          )
        }
        change((all) => {
          all.masters[key] = all.masters[key].filter((candidate) => candidate.id !== row.id)
          if (key === 'currency')
            all.currencyRates = all.currencyRates.filter((rate) => rate.currencyId !== row.id)
        })
        return ok({ id: row.id, deleted: true as const })
      }
      if (!row.archivedAt) change(() => Object.assign(row, { archivedAt: now(), updatedAt: now() }))
      return ok(shown(caller.user, row))
    }),
  )
  return handlers
}

const rateView = (rate: {
  id: number
  currencyId: number
  effectiveFrom: string
  rate: string
  createdAt: string
}) => ({
  rate_id: rate.id,
  currency_id: rate.currencyId,
  effective_from: rate.effectiveFrom,
  rate: normalizeDecimal(rate.rate, RATE_SCALE) ?? rate.rate,
  created_at: rate.createdAt,
})

const extraHandlers = [
  http.get(`${API}/master/summary`, async ({ request }) => {
    const caller = guard(request, 'settings', 'GET')
    if ('response' in caller) return caller.response
    return ok(
      MASTER_KEYS.filter((key) => MASTERS[key].permission === 'settings').map((key) => {
        const rows = rowsOf(key, caller.tenantId)
        return {
          key,
          active: rows.filter((row) => !row.archivedAt).length,
          archived: rows.filter((row) => row.archivedAt).length,
        }
      }),
    )
  }),
  http.get(`${API}/modules`, async ({ request }) => {
    const caller = guard(request, 'settings', 'GET')
    if ('response' in caller) return caller.response
    const organization = world().organizations.find((candidate) => candidate.id === caller.tenantId)
    const enabled = new Set<number>(
      organization?.isPlatform ? MODULE_CODES : (organization?.enabledModules ?? []),
    )
    return ok(
      (Object.entries(MODULES) as [ModuleName, (typeof MODULES)[ModuleName]][]).map(([name, code]) => ({
        module_code: code,
        name,
        permission_module: MODULE_PERMISSIONS[name],
        enabled: enabled.has(code),
      })),
    )
  }),
  http.get(`${API}/customfield/entity/:entity`, async ({ request, params }) => {
    const caller = guard(request, 'signed-in')
    if ('response' in caller) return caller.response
    if (!(CUSTOM_FIELD_ENTITIES as readonly string[]).includes(String(params.entity))) {
      return fail(400, 'Some fields need attention', [{ path: 'entity', message: 'Unknown kind of record' }])
    }
    return ok(customFieldsOf(caller.tenantId, String(params.entity)))
  }),
  http.get(`${API}/currency/rate`, async ({ request }) => {
    const caller = guard(request, 'signed-in')
    if ('response' in caller) return caller.response
    const query = rateLookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return badRequest(query.error.issues)
    const code = query.data.code.toUpperCase()
    const date = query.data.date ?? new Date().toISOString().slice(0, 10)
    const currency = rowsOf('currency', caller.tenantId).find((row) => row.values.code === code)
    if (!currency) return fail(404, `The currency ${code} was not found`)
    if (currency.values.is_base)
      return ok({ code, date, rate: '1.000000', effective_from: null, is_base: true })
    const rate = world()
      .currencyRates.filter(
        (candidate) => candidate.currencyId === currency.id && candidate.effectiveFrom <= date,
      )
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
    if (!rate) return fail(404, `An exchange rate for ${code} on or before ${date} was not found`)
    return ok({ code, date, rate: rateView(rate).rate, effective_from: rate.effectiveFrom, is_base: false })
  }),
  http.get(`${API}/currency/:id/rates`, async ({ request, params }) => {
    const caller = guard(request, 'settings', 'GET')
    if ('response' in caller) return caller.response
    const currency = findRow('currency', caller.tenantId, Number(params.id))
    if (!currency) return fail(404, 'This currency was not found')
    return ok(
      world()
        .currencyRates.filter((rate) => rate.currencyId === currency.id)
        .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
        .map(rateView),
    )
  }),
  http.post(`${API}/currency/:id/rates`, async ({ request, params }) => {
    const caller = guard(request, 'settings', 'PUT')
    if ('response' in caller) return caller.response
    const currency = findRow('currency', caller.tenantId, Number(params.id))
    if (!currency) return fail(404, 'This currency was not found')
    const parsed = createRateRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    if (currency.archivedAt) {
      return fail(
        409,
        'This currency is archived: restore it before adding rates',
        undefined,
        'archivedRecord',
      )
    }
    if (currency.values.is_base)
      return fail(
        409,
        'The base currency is always worth 1: it takes no exchange rates',
        undefined,
        'baseNoRates',
      )
    const { effective_from, rate } = parsed.data
    if (
      world().currencyRates.some(
        (candidate) => candidate.currencyId === currency.id && candidate.effectiveFrom === effective_from,
      )
    ) {
      const message = `${currency.values.code} already has a rate from ${effective_from}: delete it first to change it`
      return fail(409, message, [{ path: 'effective_from', message, code: 'rateExists' }], 'rateExists')
    }
    const created = change((all) => {
      const added = {
        id: nextId(all, 'currencyRates'),
        organizationId: caller.tenantId,
        currencyId: currency.id,
        effectiveFrom: effective_from,
        rate,
        createdAt: now(),
      }
      all.currencyRates.push(added)
      return added
    })
    return ok(rateView(created))
  }),
  http.delete(`${API}/currency/:id/rates/:rateId`, async ({ request, params }) => {
    const caller = guard(request, 'settings', 'PUT')
    if ('response' in caller) return caller.response
    const rate = world().currencyRates.find(
      (candidate) =>
        candidate.id === Number(params.rateId) &&
        candidate.currencyId === Number(params.id) &&
        candidate.organizationId === caller.tenantId,
    )
    if (!rate) return fail(404, 'This exchange rate was not found')
    change((all) => {
      all.currencyRates = all.currencyRates.filter((candidate) => candidate.id !== rate.id)
    })
    return ok(rateView(rate))
  }),
]

export const masterHandlers = [...extraHandlers, ...MASTER_KEYS.flatMap(handlersOf)]
