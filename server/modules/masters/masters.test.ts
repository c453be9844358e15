import { and, eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { masterApi, mastersApi } from '../../../contract/api/masters'
import { organizationsApi } from '../../../contract/api/organizations'
import { MASTER_KEYS, MASTERS } from '../../../contract/masters/definitions'
import { masterSchemas } from '../../../contract/masters/schemas'
import { auditLog } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'
import { masterRecordIds, sampleRecord } from '../../test/master-fixtures'

/** A row the test goes on with: a missing one fails here, not later as a request for `/undefined`. */
function present<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row, found none')
  return row
}

async function fixtures(h: Harness) {
  const ids = await masterRecordIds(h.db)
  const options = await h.call('GET', '/v2/company/options', { token: await h.login(DEMO.admin) })
  const company = present(okBody(masterApi('company').options, options).data[0])
  return { ...ids, company: company.id }
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
      const { recordResponse, listResponse } = masterSchemas(key)
      const api = masterApi(key)
      const token = await h.login(DEMO.admin)
      const ids = await fixtures(h)
      const input = sampleRecord(key, ids, 'Lifecycle', 7)

      const created = await h.call('POST', `/v2/${key}`, { token, body: input })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      expect(recordResponse.safeParse(created.body).success).toBe(true)
      const createdRecord = okBody(api.create, created).data
      const id = createdRecord[definition.idField]
      expect(await auditCount(h, key, `${key}.create`)).toBeGreaterThan(0)

      const found = await h.call('GET', `/v2/${key}?search=Lifecycle&limit=5`, { token })
      expect(listResponse.safeParse(found.body).success).toBe(true)
      expect(okBody(api.list, found).data.map((row) => row[definition.idField])).toContain(id)
      expect(okBody(api.get, await h.call('GET', `/v2/${key}/${id}`, { token })).data).toEqual(createdRecord)

      const twin = await h.call('POST', `/v2/${key}`, { token, body: input })
      expect(twin.status).toBe(409)
      expect(refusal(twin).message).toBe(definition.unique[0]?.message)

      const firstText = Object.entries(definition.fields).find(
        ([, field]) => field.kind === 'text',
      )?.[0] as string
      const changed = await h.call('PUT', `/v2/${key}/${id}`, {
        token,
        body: { [firstText]: 'Lifecycle changed' },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      expect(okBody(api.update, changed).data[firstText as never]).toBe('Lifecycle changed')

      const archived = await h.call('DELETE', `/v2/${key}/${id}`, { token })
      expect(okBody(api.remove, archived).data).toMatchObject({ archived: true })
      const active = await h.call('GET', `/v2/${key}?search=Lifecycle`, { token })
      expect(okBody(api.list, active).data).toEqual([])
      const inArchive = await h.call('GET', `/v2/${key}?search=Lifecycle&archive=1`, { token })
      expect(okBody(api.list, inArchive).data).toHaveLength(1)
      const options = await h.call('GET', `/v2/${key}/options?search=Lifecycle`, { token })
      expect(okBody(api.options, options).data).toEqual([])
      expect((await h.call('PUT', `/v2/${key}/${id}`, { token, body: { [firstText]: 'x' } })).status).toBe(
        409,
      )

      const restored = await h.call('PUT', `/v2/${key}/${id}`, { token, body: { archived: false } })
      expect(okBody(api.update, restored).data).toMatchObject({ archived: false, archived_at: null })
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
    expect(refusal(answer).errors).toEqual([
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
    const northwindCountries = await h.call('GET', '/v2/country/options?search=India', {
      token: await h.login(DEMO.northwindAdmin),
    })
    const northwindCountry = present(okBody(masterApi('country').options, northwindCountries).data[0]).id
    const foreign = await h.call('POST', '/v2/city', {
      token,
      body: { name: 'Nowhere', country_id: northwindCountry },
    })
    expect(foreign.status).toBe(400)
    expect(refusal(foreign).errors).toEqual([
      { path: 'country_id', message: 'Choose a country of this organisation', code: 'refForeign' },
    ])

    await h.call('DELETE', `/v2/country/${demo.country}`, { token })
    const archived = await h.call('POST', '/v2/city', {
      token,
      body: { name: 'Nowhere', country_id: demo.country },
    })
    expect(refusal(archived).errors).toEqual([
      { path: 'country_id', message: 'This country is archived: choose an active one', code: 'refArchived' },
    ])

    const otherCompany = await h.call('POST', '/v2/company', { token, body: { name: 'Second Unit Films' } })
    const departments = await h.call('GET', `/v2/department?company_id=${demo.company}`, { token })
    const department = present(okBody(masterApi('department').list, departments).data[0])
    const mismatch = await h.call('POST', '/v2/designation', {
      token,
      body: {
        name: 'Gaffer',
        company_id: okBody(masterApi('company').create, otherCompany).data.company_id,
        department_id: department.department_id,
      },
    })
    expect(refusal(mismatch).errors).toEqual([
      { path: 'department_id', message: 'This department belongs to another company', code: 'refParent' },
    ])
  })

  test('a record in use is archived, never deleted', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const countries = await h.call('GET', '/v2/country?search=India', { token })
    const india = present(okBody(masterApi('country').list, countries).data[0])
    const refused = await h.call('DELETE', `/v2/country/${india.country_id}?permanent=1`, { token })
    expect(refused.status).toBe(409)
    expect(refusal(refused).message).toBe(
      'This country is used by 1 company and 11 cities: archive it instead',
    )
    const archived = await h.call('DELETE', `/v2/country/${india.country_id}`, { token })
    expect(okBody(masterApi('country').remove, archived).data).toMatchObject({ archived: true })

    const companies = await h.call('GET', '/v2/company', { token })
    const company = present(okBody(masterApi('company').list, companies).data[0])
    const used = await h.call('DELETE', `/v2/company/${company.company_id}?permanent=1`, { token })
    expect(refusal(used).message).toMatch(
      /used by 5 departments and 10 designations and 5 users and 2 projects/,
    )
  })

  test('records carry the labels of what they point to, and lists sort by them', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const cities = await h.call('GET', '/v2/city?sort=country&limit=3', { token })
    expect(okBody(masterApi('city').list, cities).data[0]).toMatchObject({
      name: 'Paris',
      country_name: 'France',
      label: 'Paris, Île-de-France',
    })
    const last = await h.call('GET', '/v2/city?sort=-country&limit=1', { token })
    expect(okBody(masterApi('city').list, last).data[0]).toMatchObject({
      name: 'Los Angeles',
      country_name: 'United States',
    })
    const company = okBody(masterApi('company').list, await h.call('GET', '/v2/company', { token })).data[0]
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
    const countries = await h.call('GET', '/v2/country/options?search=Ind', { token })
    const india = present(okBody(masterApi('country').options, countries).data[0])
    const indian = await h.call('GET', `/v2/city?country_id=${india.id}&limit=4&page_no=2`, { token })
    expect(okBody(masterApi('city').list, indian).pagination).toEqual({
      current_page: 2,
      per_page: 4,
      from: 5,
      to: 8,
      last_page: 3,
      total: 11,
    })
    const atl = await h.call('GET', '/v2/category?above_the_line=1', { token })
    expect(okBody(masterApi('category').list, atl).data.map((row) => row.name)).toEqual([
      'Story & Rights',
      'Producers',
      'Director',
      'Cast',
    ])
    const daily = await h.call('GET', '/v2/employment?pay_basis=daily', { token })
    expect(okBody(masterApi('employment').list, daily).data.map((row) => row.name)).toEqual(['Daily wage'])
    const badSort = await h.call('GET', '/v2/city?sort=planet', { token })
    expect(badSort.status).toBe(400)
    expect(refusal(badSort).errors?.[0]?.message).toMatch(/^sort must be one of: /)
    const badFilter = await h.call('GET', '/v2/employment?pay_basis=hourly', { token })
    expect(badFilter.status).toBe(400)
  })

  test('search is literal and matches any searchable field', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const byState = await h.call('GET', '/v2/city?search=maharashtra', { token })
    expect(okBody(masterApi('city').list, byState).data.map((row) => row.name)).toEqual(['Mumbai', 'Pune'])
    expect(
      okBody(masterApi('city').list, await h.call('GET', '/v2/city?search=%25', { token })).data,
    ).toEqual([])
  })

  test('choices narrow to one parent', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const ids = await fixtures(h)
    const departments = await h.call('GET', `/v2/department/options?within=company_id=${ids.company}`, {
      token,
    })
    expect(okBody(masterApi('department').options, departments).data).toHaveLength(5)
    const none = await h.call('GET', '/v2/department/options?within=company_id=999999', { token })
    expect(okBody(masterApi('department').options, none).data).toEqual([])
  })

  test('the settings home counts every settings list (vendors and contract lists are modules of their own)', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const summary = okBody(mastersApi.summary, await h.call('GET', '/v2/master/summary', { token })).data
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
    expect(refusal(answer).errors).toEqual([
      { path: 'sgst_rate', message: 'CGST and SGST must add up to the GST rate', code: 'gstSplit' },
    ])
    const gsts = await h.call('GET', '/v2/gst?search=18', { token })
    const existing = present(okBody(masterApi('gst').list, gsts).data[0])
    const change = await h.call('PUT', `/v2/gst/${existing.gst_id}`, { token, body: { rate: '12' } })
    expect(refusal(change).errors).toHaveLength(2)
  })

  test('one base currency, which is never archived and takes no rates', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const list = okBody(masterApi('currency').list, await h.call('GET', '/v2/currency', { token })).data
    const inr = present(list.find((row) => row.code === 'INR'))
    const usd = present(list.find((row) => row.code === 'USD'))
    expect(inr).toMatchObject({ is_base: true, current_rate: '1.000000' })
    expect(usd).toMatchObject({ current_rate: '84.100000', rate_effective_from: '2026-11-01' })
    expect((await h.call('DELETE', `/v2/currency/${inr.currency_id}`, { token })).status).toBe(409)
    const noRate = await h.call('POST', `/v2/currency/${inr.currency_id}/rates`, {
      token,
      body: { effective_from: '2026-11-20', rate: '1' },
    })
    expect(noRate.status).toBe(409)
    await h.call('PUT', `/v2/currency/${usd.currency_id}`, { token, body: { is_base: true } })
    const after = okBody(masterApi('currency').list, await h.call('GET', '/v2/currency?is_base=1', { token }))
    expect(after.data.map((row) => row.code)).toEqual(['USD'])
  })

  test('exchange rates: added, looked up by date, refused twice, deleted', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const currencies = await h.call('GET', '/v2/currency?search=USD', { token })
    const usd = present(okBody(masterApi('currency').list, currencies).data[0])
    const path = `/v2/currency/${usd.currency_id}/rates`
    const added = await h.call('POST', path, { token, body: { effective_from: '2026-11-15', rate: '84.35' } })
    const addedRate = okBody(mastersApi.addRate, added).data
    expect(addedRate).toMatchObject({ effective_from: '2026-11-15', rate: '84.350000' })
    const twice = await h.call('POST', path, { token, body: { effective_from: '2026-11-15', rate: 85 } })
    expect(twice.status).toBe(409)
    const bad = await h.call('POST', path, { token, body: { effective_from: '2026-02-30', rate: '-1' } })
    expect(refusal(bad).errors?.map((error) => error.path)).toEqual(['effective_from', 'rate'])
    const on = async (date: string) =>
      okBody(mastersApi.rate, await h.call('GET', `/v2/currency/rate?code=usd&date=${date}`, { token }))
    expect((await on('2026-11-10')).data).toMatchObject({ rate: '84.100000', effective_from: '2026-11-01' })
    expect((await on('2026-11-20')).data).toMatchObject({ rate: '84.350000', effective_from: '2026-11-15' })
    expect((await h.call('GET', '/v2/currency/rate?code=USD&date=2020-01-01', { token })).status).toBe(404)
    expect(okBody(mastersApi.rates, await h.call('GET', path, { token })).data).toHaveLength(2)
    await h.call('DELETE', `${path}/${addedRate.rate_id}`, { token })
    expect((await on('2026-11-20')).data.rate).toBe('84.100000')
  })

  test('shoot locations only while the organisation has them switched on', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const answer = await h.call('GET', '/v2/shootlocation', { token })
    expect(answer.status).toBe(403)
    expect(refusal(answer).message).toBe(
      'Shoot locations are switched off for this organisation (isShootLocation)',
    )
  })

  test('the module catalogue shows what the organisation has switched on', async ({ h }) => {
    const superAdmin = await h.login(DEMO.superAdmin)
    await h.call('PUT', `/v2/organization/${DEMO_STUDIOS}`, {
      token: superAdmin,
      body: { enabled_modules: [1000, 1001, 1008] },
    })
    const modules = okBody(
      mastersApi.modules,
      await h.call('GET', '/v2/modules', { token: await h.login(DEMO.admin) }),
    ).data
    expect(modules).toHaveLength(14)
    expect(modules.filter((entry) => entry.enabled).map((entry) => entry.name)).toEqual([
      'Dashboard',
      'Project',
      'Settings',
    ])
  })

  test('a new organisation starts with the default lists', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const created = await h.call('POST', '/v2/organization', {
      token,
      body: { name: 'Fresh Pictures', admin: { name: 'Fay', email: 'fay@fresh.test' } },
    })
    const id = okBody(organizationsApi.create, created).data.organization_id
    const currencies = await h.call('GET', `/v2/currency?organization_id=${id}`, { token })
    expect(okBody(masterApi('currency').list, currencies).data.map((row) => row.code)).toEqual([
      'AED',
      'EUR',
      'GBP',
      'INR',
      'USD',
    ])
    const categories = await h.call('GET', `/v2/category?organization_id=${id}&limit=100`, { token })
    expect(okBody(masterApi('category').list, categories).pagination.total).toBe(17)
  })
})

describe('custom fields', () => {
  test('records carry the values of their custom fields, checked by kind', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const ids = await fixtures(h)
    const field = async (body: Record<string, unknown>) =>
      okBody(
        masterApi('customfield').create,
        await h.call('POST', '/v2/customfield', { token, body: { entity: 'city', ...body } }),
      ).data.custom_field_id
    const population = await field({ label: 'Population', kind: 'number', required: true })
    const zone = await field({ label: 'Zone', kind: 'choice', options: ['North', 'South'] })
    const definitions = okBody(
      mastersApi.customFields,
      await h.call('GET', '/v2/customfield/entity/city', { token }),
    ).data
    expect(definitions.map((definition) => definition.label)).toEqual(['Film office', 'Population', 'Zone'])

    const city = { name: 'Thane', country_id: ids.country }
    const missing = await h.call('POST', '/v2/city', { token, body: city })
    expect(refusal(missing).errors).toEqual([
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
    expect(refusal(wrong).errors).toEqual([
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
    const createdCity = okBody(masterApi('city').create, created).data
    expect(createdCity.custom).toEqual({ [population]: 1_800_000, [zone]: 'North' })

    // Archiving a custom field keeps the values records hold for it.
    await h.call('DELETE', `/v2/customfield/${zone}`, { token })
    const changed = await h.call('PUT', `/v2/city/${createdCity.city_id}`, {
      token,
      body: { state: 'MH' },
    })
    expect(okBody(masterApi('city').update, changed).data.custom).toEqual({
      [population]: 1_800_000,
      [zone]: 'North',
    })
  })

  test('a choice field needs options', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/customfield', {
      token,
      body: { entity: 'gst', label: 'Kind', kind: 'choice' },
    })
    expect(refusal(answer).errors).toEqual([
      { path: 'options', message: 'A choice field needs at least one option', code: 'choiceOptions' },
    ])
  })
})
