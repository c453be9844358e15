import { and, eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { MASTER_KEYS, MASTERS, type MasterKey } from '../../../contract/masters/definitions'
import { masterSchemas } from '../../../contract/masters/schemas'
import { auditLog } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, test } from '../../test/harness'
import { masterRecordIds, sampleRecord } from '../../test/master-fixtures'

async function fixtures(h: Harness) {
  const ids = await masterRecordIds(h.db)
  const [company] = (await h.call('GET', '/v2/company/options', { token: await h.login(DEMO.admin) })).body
    .data
  return { ...ids, company: company.id as number }
}

const auditCount = async (h: Harness, entity: string, action: string) =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)))
  )[0]?.n ?? 0

describe('every master: add, find, change, refuse a twin, archive, restore, delete', () => {
  for (const key of MASTER_KEYS) {
    test(key, async ({ h }) => {
      const definition = MASTERS[key]
      const { record, recordResponse, listResponse } = masterSchemas(key)
      const token = await h.login(DEMO.admin)
      const ids = await fixtures(h)
      const input = sampleRecord(key, ids, 'Lifecycle', 7)

      const created = await h.call('POST', `/v2/${key}`, { token, body: input })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      expect(recordResponse.safeParse(created.body).success).toBe(true)
      const id = created.body.data[definition.idField] as number
      expect(await auditCount(h, key, `${key}.create`)).toBeGreaterThan(0)

      const found = await h.call('GET', `/v2/${key}?search=Lifecycle&limit=5`, { token })
      expect(listResponse.safeParse(found.body).success).toBe(true)
      expect(found.body.data.map((row: Record<string, unknown>) => row[definition.idField])).toContain(id)
      expect((await h.call('GET', `/v2/${key}/${id}`, { token })).body.data).toEqual(created.body.data)

      const twin = await h.call('POST', `/v2/${key}`, { token, body: input })
      expect(twin.status).toBe(409)
      expect(twin.body.message).toBe(definition.unique[0]?.message)

      const firstText = Object.entries(definition.fields).find(
        ([, field]) => field.kind === 'text',
      )?.[0] as string
      const changed = await h.call('PUT', `/v2/${key}/${id}`, {
        token,
        body: { [firstText]: 'Lifecycle changed' },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      expect(record.parse(changed.body.data)[firstText as never]).toBe('Lifecycle changed')

      const archived = await h.call('DELETE', `/v2/${key}/${id}`, { token })
      expect(archived.body.data).toMatchObject({ archived: true })
      const active = await h.call('GET', `/v2/${key}?search=Lifecycle`, { token })
      expect(active.body.data).toEqual([])
      const inArchive = await h.call('GET', `/v2/${key}?search=Lifecycle&archive=1`, { token })
      expect(inArchive.body.data).toHaveLength(1)
      const options = await h.call('GET', `/v2/${key}/options?search=Lifecycle`, { token })
      expect(options.body.data).toEqual([])
      expect((await h.call('PUT', `/v2/${key}/${id}`, { token, body: { [firstText]: 'x' } })).status).toBe(
        409,
      )

      const restored = await h.call('PUT', `/v2/${key}/${id}`, { token, body: { archived: false } })
      expect(restored.body.data).toMatchObject({ archived: false, archived_at: null })
      expect(await auditCount(h, key, `${key}.restore`)).toBe(1)

      const deleted = await h.call('DELETE', `/v2/${key}/${id}?permanent=1`, { token })
      expect(deleted.body).toEqual({ Status: 1, data: { id, deleted: true } })
      expect((await h.call('GET', `/v2/${key}/${id}`, { token })).status).toBe(404)
    })
  }

  test('a record without its required fields: 400 naming each one', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/city', { token, body: { state: 'x'.repeat(121) } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { path: 'name', message: 'This field is required', code: 'required' },
      { path: 'state', message: 'Use at most 120 characters', code: 'maxLength', params: { count: 120 } },
      { path: 'country_id', message: 'This field is required', code: 'required' },
    ])
  })
})

describe('references', () => {
  test('must be records of the same organisation, still active, and of the same parent', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const demo = await fixtures(h)
    const northwindCountry = (
      await h.call('GET', '/v2/country/options?search=India', { token: await h.login(DEMO.northwindAdmin) })
    ).body.data[0].id
    const foreign = await h.call('POST', '/v2/city', {
      token,
      body: { name: 'Nowhere', country_id: northwindCountry },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toEqual([
      { path: 'country_id', message: 'Choose a country of this organisation', code: 'refForeign' },
    ])

    await h.call('DELETE', `/v2/country/${demo.country}`, { token })
    const archived = await h.call('POST', '/v2/city', {
      token,
      body: { name: 'Nowhere', country_id: demo.country },
    })
    expect(archived.body.errors).toEqual([
      { path: 'country_id', message: 'This country is archived: choose an active one', code: 'refArchived' },
    ])

    const otherCompany = await h.call('POST', '/v2/company', { token, body: { name: 'Second Unit Films' } })
    const department = (await h.call('GET', `/v2/department?company_id=${demo.company}`, { token })).body
      .data[0]
    const mismatch = await h.call('POST', '/v2/designation', {
      token,
      body: {
        name: 'Gaffer',
        company_id: otherCompany.body.data.company_id,
        department_id: department.department_id,
      },
    })
    expect(mismatch.body.errors).toEqual([
      { path: 'department_id', message: 'This department belongs to another company', code: 'refParent' },
    ])
  })

  test('a record in use is archived, never deleted', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const india = (await h.call('GET', '/v2/country?search=India', { token })).body.data[0]
    const refused = await h.call('DELETE', `/v2/country/${india.country_id}?permanent=1`, { token })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This country is used by 1 company and 11 cities: archive it instead')
    expect((await h.call('DELETE', `/v2/country/${india.country_id}`, { token })).body.data.archived).toBe(
      true,
    )

    const company = (await h.call('GET', '/v2/company', { token })).body.data[0]
    const used = await h.call('DELETE', `/v2/company/${company.company_id}?permanent=1`, { token })
    expect(used.body.message).toMatch(/used by 5 departments and 10 designations and 5 users and 2 projects/)
  })

  test('records carry the labels of what they point to, and lists sort by them', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const cities = await h.call('GET', '/v2/city?sort=country&limit=3', { token })
    expect(cities.body.data[0]).toMatchObject({
      name: 'Paris',
      country_name: 'France',
      label: 'Paris, Île-de-France',
    })
    const last = await h.call('GET', '/v2/city?sort=-country&limit=1', { token })
    expect(last.body.data[0]).toMatchObject({ name: 'Los Angeles', country_name: 'United States' })
    const company = (await h.call('GET', '/v2/company', { token })).body.data[0]
    expect(company).toMatchObject({
      name: 'Demo Studios',
      city_name: 'Mumbai, Maharashtra',
      country_name: 'India',
      base_currency_name: 'INR — Indian Rupee',
    })
  })
})

describe('lists', () => {
  test('filter by reference, choice and flag; page; refuse an unknown sort', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const india = (await h.call('GET', '/v2/country/options?search=Ind', { token })).body.data[0]
    const indian = await h.call('GET', `/v2/city?country_id=${india.id}&limit=4&page_no=2`, { token })
    expect(indian.body.pagination).toEqual({
      current_page: 2,
      per_page: 4,
      from: 5,
      to: 8,
      last_page: 3,
      total: 11,
    })
    const atl = await h.call('GET', '/v2/category?above_the_line=1', { token })
    expect(atl.body.data.map((row: { name: string }) => row.name)).toEqual([
      'Story & Rights',
      'Producers',
      'Director',
      'Cast',
    ])
    const daily = await h.call('GET', '/v2/employment?pay_basis=daily', { token })
    expect(daily.body.data.map((row: { name: string }) => row.name)).toEqual(['Daily wage'])
    const badSort = await h.call('GET', '/v2/city?sort=planet', { token })
    expect(badSort.status).toBe(400)
    expect(badSort.body.errors[0].message).toMatch(/^sort must be one of: /)
    const badFilter = await h.call('GET', '/v2/employment?pay_basis=hourly', { token })
    expect(badFilter.status).toBe(400)
  })

  test('search is literal and matches any searchable field', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const byState = await h.call('GET', '/v2/city?search=maharashtra', { token })
    expect(byState.body.data.map((row: { name: string }) => row.name)).toEqual(['Mumbai', 'Pune'])
    expect((await h.call('GET', '/v2/city?search=%25', { token })).body.data).toEqual([])
  })

  test('choices narrow to one parent', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const ids = await fixtures(h)
    const departments = await h.call('GET', `/v2/department/options?within=company_id=${ids.company}`, {
      token,
    })
    expect(departments.body.data).toHaveLength(5)
    const none = await h.call('GET', '/v2/department/options?within=company_id=999999', { token })
    expect(none.body.data).toEqual([])
  })

  test('the settings home counts every settings list (vendors and contract lists are modules of their own)', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const summary = (await h.call('GET', '/v2/master/summary', { token })).body.data as {
      key: MasterKey
      active: number
    }[]
    expect(summary.map((row) => row.key).sort()).toEqual(
      MASTER_KEYS.filter((key) => MASTERS[key].permission === 'settings').sort(),
    )
    expect(summary.map((row) => row.key)).not.toContain('agreement')
    expect(summary.find((row) => row.key === 'city')?.active).toBe(17)
    expect(summary.find((row) => row.key === 'shootlocation')?.active).toBe(3)
  })
})

describe('rules of particular masters', () => {
  test('GST splits add up', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/gst', {
      token,
      body: { name: 'GST odd', rate: '18', cgst_rate: '9', sgst_rate: '8', igst_rate: '18' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { path: 'sgst_rate', message: 'CGST and SGST must add up to the GST rate', code: 'gstSplit' },
    ])
    const existing = (await h.call('GET', '/v2/gst?search=18', { token })).body.data[0]
    const change = await h.call('PUT', `/v2/gst/${existing.gst_id}`, { token, body: { rate: '12' } })
    expect(change.body.errors).toHaveLength(2)
  })

  test('one base currency, which is never archived and takes no rates', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const list = (await h.call('GET', '/v2/currency', { token })).body.data
    const inr = list.find((row: { code: string }) => row.code === 'INR')
    const usd = list.find((row: { code: string }) => row.code === 'USD')
    expect(inr).toMatchObject({ is_base: true, current_rate: '1.000000' })
    expect(usd).toMatchObject({ current_rate: '84.100000', rate_effective_from: '2026-11-01' })
    expect((await h.call('DELETE', `/v2/currency/${inr.currency_id}`, { token })).status).toBe(409)
    const noRate = await h.call('POST', `/v2/currency/${inr.currency_id}/rates`, {
      token,
      body: { effective_from: '2026-11-20', rate: '1' },
    })
    expect(noRate.status).toBe(409)
    await h.call('PUT', `/v2/currency/${usd.currency_id}`, { token, body: { is_base: true } })
    const after = (await h.call('GET', '/v2/currency?is_base=1', { token })).body.data
    expect(after.map((row: { code: string }) => row.code)).toEqual(['USD'])
  })

  test('exchange rates: added, looked up by date, refused twice, deleted', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const usd = (await h.call('GET', '/v2/currency?search=USD', { token })).body.data[0]
    const path = `/v2/currency/${usd.currency_id}/rates`
    const added = await h.call('POST', path, { token, body: { effective_from: '2026-11-15', rate: '84.35' } })
    expect(added.body.data).toMatchObject({ effective_from: '2026-11-15', rate: '84.350000' })
    const twice = await h.call('POST', path, { token, body: { effective_from: '2026-11-15', rate: 85 } })
    expect(twice.status).toBe(409)
    const bad = await h.call('POST', path, { token, body: { effective_from: '2026-02-30', rate: '-1' } })
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['effective_from', 'rate'])
    const on = async (date: string) =>
      (await h.call('GET', `/v2/currency/rate?code=usd&date=${date}`, { token })).body
    expect((await on('2026-11-10')).data).toMatchObject({ rate: '84.100000', effective_from: '2026-11-01' })
    expect((await on('2026-11-20')).data).toMatchObject({ rate: '84.350000', effective_from: '2026-11-15' })
    expect((await h.call('GET', '/v2/currency/rate?code=USD&date=2020-01-01', { token })).status).toBe(404)
    expect((await h.call('GET', path, { token })).body.data).toHaveLength(2)
    await h.call('DELETE', `${path}/${added.body.data.rate_id}`, { token })
    expect((await on('2026-11-20')).data.rate).toBe('84.100000')
  })

  test('shoot locations only while the organisation has them switched on', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const answer = await h.call('GET', '/v2/shootlocation', { token })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toBe(
      'Shoot locations are switched off for this organisation (isShootLocation)',
    )
  })

  test('the module catalogue shows what the organisation has switched on', async ({ h }) => {
    const superAdmin = await h.login(DEMO.superAdmin)
    await h.call('PUT', `/v2/organization/${DEMO_STUDIOS}`, {
      token: superAdmin,
      body: { enabled_modules: [1000, 1001, 1008] },
    })
    const modules = (await h.call('GET', '/v2/modules', { token: await h.login(DEMO.admin) })).body.data
    expect(modules).toHaveLength(14)
    expect(
      modules
        .filter((entry: { enabled: boolean }) => entry.enabled)
        .map((entry: { name: string }) => entry.name),
    ).toEqual(['Dashboard', 'Project', 'Settings'])
  })

  test('a new organisation starts with the default lists', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const created = await h.call('POST', '/v2/organization', {
      token,
      body: { name: 'Fresh Pictures', admin: { name: 'Fay', email: 'fay@fresh.test' } },
    })
    const id = created.body.data.organization_id
    const currencies = await h.call('GET', `/v2/currency?organization_id=${id}`, { token })
    expect(currencies.body.data.map((row: { code: string }) => row.code)).toEqual([
      'AED',
      'EUR',
      'GBP',
      'INR',
      'USD',
    ])
    const categories = await h.call('GET', `/v2/category?organization_id=${id}&limit=100`, { token })
    expect(categories.body.pagination.total).toBe(17)
  })
})

describe('custom fields', () => {
  test('records carry the values of their custom fields, checked by kind', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const ids = await fixtures(h)
    const field = async (body: Record<string, unknown>) =>
      (await h.call('POST', '/v2/customfield', { token, body: { entity: 'city', ...body } })).body.data
        .custom_field_id as number
    const population = await field({ label: 'Population', kind: 'number', required: true })
    const zone = await field({ label: 'Zone', kind: 'choice', options: ['North', 'South'] })
    const definitions = (await h.call('GET', '/v2/customfield/entity/city', { token })).body.data
    expect(definitions.map((definition: { label: string }) => definition.label)).toEqual([
      'Film office',
      'Population',
      'Zone',
    ])

    const city = { name: 'Thane', country_id: ids.country }
    const missing = await h.call('POST', '/v2/city', { token, body: city })
    expect(missing.body.errors).toEqual([
      {
        path: `custom.${population}`,
        message: 'Population is required',
        code: 'required',
        params: { label: 'Population' },
      },
    ])
    const wrong = await h.call('POST', '/v2/city', {
      token,
      body: { ...city, custom: { [population]: 'many', [zone]: 'East', 999: 'x' } },
    })
    expect(wrong.body.errors).toEqual([
      { path: 'custom.999', message: 'There is no such custom field', code: 'unknownField' },
      {
        path: `custom.${population}`,
        message: 'Population must be a number',
        code: 'number',
        params: { label: 'Population' },
      },
      {
        path: `custom.${zone}`,
        message: 'Zone must be one of: North, South',
        code: 'choice',
        params: { label: 'Zone', values: 'North, South' },
      },
    ])
    const created = await h.call('POST', '/v2/city', {
      token,
      body: { ...city, custom: { [population]: 1_800_000, [zone]: 'North' } },
    })
    expect(created.body.data.custom).toEqual({ [population]: 1_800_000, [zone]: 'North' })

    // Archiving a custom field keeps the values records hold for it.
    await h.call('DELETE', `/v2/customfield/${zone}`, { token })
    const changed = await h.call('PUT', `/v2/city/${created.body.data.city_id}`, {
      token,
      body: { state: 'MH' },
    })
    expect(changed.body.data.custom).toEqual({ [population]: 1_800_000, [zone]: 'North' })
  })

  test('a choice field needs options', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/customfield', {
      token,
      body: { entity: 'gst', label: 'Kind', kind: 'choice' },
    })
    expect(answer.body.errors).toEqual([
      { path: 'options', message: 'A choice field needs at least one option', code: 'choiceOptions' },
    ])
  })
})
