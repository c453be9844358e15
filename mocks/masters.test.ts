import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { DEMO_PASSWORD } from '../contract/demo'
import { errorEnvelopeSchema } from '../contract/envelope'
import {
  currencyRateResponseSchema,
  currencyRatesResponseSchema,
  rateLookupResponseSchema,
} from '../contract/masters/currency'
import { MASTER_KEYS, MASTERS, type MasterDefinition, type MasterKey } from '../contract/masters/definitions'
import {
  customFieldDefinitionsResponseSchema,
  deletedResponseSchema,
  importResponseSchema,
  masterSchemas,
  masterSummaryResponseSchema,
  optionsResponseSchema,
} from '../contract/masters/schemas'
import { modulesResponseSchema } from '../contract/modules'

/*
 * The mock masters answer like the server: every endpoint parses with its contract schema, and
 * the rules (twins, references, records in use, bad rows in a file) give the server's answers.
 */

const BASE = 'http://localhost/v2'
type Answer = { status: number; body: Record<string, unknown> & { data?: unknown; message?: string } }

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; file?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': init.file === undefined ? 'application/json' : 'text/csv',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

function expectParses(schema: z.ZodMiniType, answer: Answer, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
}

async function admin() {
  const login = await call('/login', {
    method: 'POST',
    body: { email: 'admin@demostudios.test', password: DEMO_PASSWORD },
  })
  return (login.body.data as { token: string }).token
}

const first = async (token: string, key: MasterKey) =>
  ((await call(`/${key}?limit=1`, { token })).body.data as Record<string, number>[])[0] as Record<
    string,
    number
  >

async function sample(token: string, key: MasterKey): Promise<Record<string, unknown>> {
  const id = async (target: MasterKey) => (await first(token, target))[MASTERS[target].idField]
  switch (key) {
    case 'company':
      return { name: 'Second Unit Films' }
    case 'department':
      return { name: 'Grip', code: 'GRP', company_id: await id('company') }
    case 'designation':
      return { name: 'Key Grip', company_id: await id('company') }
    case 'country':
      return { name: 'Japan', iso_code: 'JP', dial_code: '+81' }
    case 'city':
      return { name: 'Nashik', state: 'Maharashtra', country_id: await id('country') }
    case 'currency':
      return { code: 'JPY', name: 'Japanese Yen', symbol: '¥', minor_units: 0 }
    case 'category':
      return { code: '5000', name: 'Contingency', position: 500 }
    case 'subcategory':
      return { code: '5000-01', name: 'Overages', category_id: await id('category') }
    case 'shootlocation':
      return { name: 'Gateway of India', city_id: await id('city') }
    case 'employment':
      return { name: 'Weekly', pay_basis: 'daily' }
    case 'projecttype':
      return { name: 'Animated feature' }
    case 'priority':
      return { name: 'Blocker', rank: 9, colour: '#000000' }
    case 'paymentmode':
      return { name: 'Demand draft', needs_reference: true }
    case 'gst':
      return { name: 'GST 3%', rate: '3', cgst_rate: '1.5', sgst_rate: '1.5', igst_rate: '3' }
    case 'tds':
      return { section: '194Q', description: 'Purchase of goods', rate: '0.1' }
    case 'worktype':
      return { name: 'Takes', unit: 'takes' }
    case 'customfield':
      return { entity: 'city', label: 'Film office', kind: 'text' }
    case 'vendor':
      return {
        legal_name: 'Reel Grip Rentals LLP',
        gstin: '27AAQFR2211L1Z9',
        pan: 'AAQFR2211L',
        bank_account_number: '123456789012',
        city_id: await id('city'),
      }
  }
}

describe('mock masters follow the contract', () => {
  it.each(MASTER_KEYS.map((key) => [key]))(
    '%s: list, choices, one, add, change, archive, delete',
    async (key) => {
      const token = await admin()
      const schemas = masterSchemas(key)
      const idField = MASTERS[key].idField
      expectParses(schemas.listResponse, await call(`/${key}?sort=-created_at`, { token }))
      expectParses(optionsResponseSchema, await call(`/${key}/options?search=a`, { token }))
      const created = await call(`/${key}`, { method: 'POST', token, body: await sample(token, key) })
      expectParses(schemas.recordResponse, created)
      const id = (created.body.data as Record<string, number>)[idField]
      expectParses(schemas.recordResponse, await call(`/${key}/${id}`, { token }))
      expectParses(
        errorEnvelopeSchema,
        await call(`/${key}`, { method: 'POST', token, body: await sample(token, key) }),
        409,
      )
      expectParses(schemas.recordResponse, await call(`/${key}/${id}`, { method: 'PUT', token, body: {} }))
      expectParses(schemas.recordResponse, await call(`/${key}/${id}`, { method: 'DELETE', token }))
      expectParses(
        schemas.recordResponse,
        await call(`/${key}/${id}`, { method: 'PUT', token, body: { archived: false } }),
      )
      expectParses(
        deletedResponseSchema,
        await call(`/${key}/${id}?permanent=1`, { method: 'DELETE', token }),
      )
      expectParses(errorEnvelopeSchema, await call(`/${key}/${id}`, { token }), 404)
      expectParses(errorEnvelopeSchema, await call(`/${key}`, { method: 'POST', token, body: {} }), 400)
    },
  )

  it.each(MASTER_KEYS.filter((key) => (MASTERS[key] as MasterDefinition).importable).map((key) => [key]))(
    '%s: import preview',
    async (key) => {
      const token = await admin()
      const header = Object.entries(MASTERS[key].fields)
        .map(([field, descriptor]) => (descriptor.kind === 'ref' ? field.replace(/_id$/, '') : field))
        .join(',')
      expectParses(
        importResponseSchema,
        await call(`/${key}/import?dry_run=1`, { method: 'POST', token, file: `${header}\nx\n` }),
      )
    },
  )

  it('settings home, modules, custom fields and exchange rates', async () => {
    const token = await admin()
    expectParses(masterSummaryResponseSchema, await call('/master/summary', { token }))
    expectParses(modulesResponseSchema, await call('/modules', { token }))
    expectParses(customFieldDefinitionsResponseSchema, await call('/customfield/entity/city', { token }))
    expectParses(rateLookupResponseSchema, await call('/currency/rate?code=USD&date=2026-11-22', { token }))
    const usd = (await call('/currency?search=USD', { token })).body.data as { currency_id: number }[]
    const path = `/currency/${usd[0]?.currency_id}/rates`
    expectParses(currencyRatesResponseSchema, await call(path, { token }))
    const added = await call(path, {
      method: 'POST',
      token,
      body: { effective_from: '2026-11-20', rate: '84.5' },
    })
    expectParses(currencyRateResponseSchema, added)
    expectParses(
      currencyRateResponseSchema,
      await call(`${path}/${(added.body.data as { rate_id: number }).rate_id}`, { method: 'DELETE', token }),
    )
  })
})

describe('mock masters keep the server’s rules', () => {
  it('a record in use is archived, never deleted, with the server’s message', async () => {
    const token = await admin()
    const india = ((await call('/country?search=India', { token })).body.data as { country_id: number }[])[0]
    const refused = await call(`/country/${india?.country_id}?permanent=1`, { method: 'DELETE', token })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This country is used by 1 company and 11 cities: archive it instead' },
    })
  })

  it('references must be active records of the organisation; GST splits add up', async () => {
    const token = await admin()
    const city = await call('/city', { method: 'POST', token, body: { name: 'X', country_id: 999 } })
    expect(city.body.errors).toEqual([
      { path: 'country_id', message: 'Choose a country of this organisation', code: 'refForeign' },
    ])
    const gst = await call('/gst', {
      method: 'POST',
      token,
      body: { name: 'Odd', rate: '18', cgst_rate: '9', sgst_rate: '8', igst_rate: '18' },
    })
    expect(gst.body.errors).toEqual([
      { path: 'sgst_rate', message: 'CGST and SGST must add up to the GST rate', code: 'gstSplit' },
    ])
  })

  it('an import with a bad row writes nothing; a good one does', async () => {
    const token = await admin()
    const bad = await call('/city/import', {
      method: 'POST',
      token,
      file: 'name,state,country\nNashik,MH,India\n,MH,India\n',
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { message: '1 row needs attention; nothing was imported' },
    })
    expect((await call('/city?search=Nashik', { token })).body.data).toEqual([])
    const good = await call('/city/import', {
      method: 'POST',
      token,
      file: 'name,state,country\nNashik,MH,India\n',
    })
    expect(good.body.data).toMatchObject({ created: 1, applied: true })
    expect((await call('/city?search=Nashik', { token })).body.data).toHaveLength(1)
  })

  it('shoot locations answer only where they are switched on', async () => {
    const login = await call('/login', {
      method: 'POST',
      body: { email: 'admin@northwind.test', password: DEMO_PASSWORD },
    })
    const token = (login.body.data as { token: string }).token
    expect((await call('/shootlocation', { token })).status).toBe(403)
  })
})
