import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { masterApi, mastersApi } from '../../../contract/api/masters'
import { type MasterRecord, masterSchemas } from '../../../contract/masters/schemas'
import { auditLog, rolePermissions, roles } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test } from '../../test/harness'

/*
 * The vendor master: seeded demo vendors, bank details masked in lists and for callers without
 * vendors PUT, a masked value sent back unchanged keeps the real one, GSTIN and PAN unique per
 * organisation.
 */

type Vendor = MasterRecord<'vendor'>
const schemas = masterSchemas('vendor')
const vendorApi = masterApi('vendor')
const prime = (rows: Vendor[]) => {
  const vendor = rows.find((row) => row.legal_name.startsWith('Prime Lens'))
  if (!vendor) throw new Error('no Prime Lens among the vendors')
  return vendor
}

describe('vendors', () => {
  test('lists the demo vendors with bank details masked; the record shows them to vendors PUT holders', async ({
    h,
  }) => {
    const admin = await h.login(DEMO.admin)
    const list = await h.call('GET', '/v2/vendor?limit=50', { token: admin })
    expect(list.status).toBe(200)
    expect(schemas.listResponse.safeParse(list.body).success).toBe(true)
    const vendors = okBody(vendorApi.list, list).data
    expect(vendors).toHaveLength(4)
    const vendor = prime(vendors)
    expect(vendor).toMatchObject({
      bank_account_number: '••••5678',
      bank_ifsc: '••••0240',
      gstin: '27AAKCP4821K1Z3',
    })
    const full = await h.call('GET', `/v2/vendor/${vendor.vendor_id}`, { token: admin })
    expect(okBody(vendorApi.get, full).data).toMatchObject({
      bank_account_number: '50200012345678',
      bank_ifsc: 'HDFC0000240',
    })
    const manager = await h.login(DEMO.manager)
    const managers = await h.call('GET', `/v2/vendor/${vendor.vendor_id}`, { token: manager })
    expect(okBody(vendorApi.get, managers).data.bank_ifsc).toBe('HDFC0000240')
    // Without vendors PUT, the record is masked too.
    const [role] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, DEMO_STUDIOS), eq(roles.roleType, 'Admin Manager')))
    await h.db
      .update(rolePermissions)
      .set({ permissionActive: 0 })
      .where(
        and(
          eq(rolePermissions.roleId, role?.id as number),
          eq(rolePermissions.moduleName, 'vendors'),
          eq(rolePermissions.methodName, 'PUT'),
        ),
      )
    const masked = await h.call('GET', `/v2/vendor/${vendor.vendor_id}`, { token: manager })
    expect(okBody(vendorApi.get, masked).data).toMatchObject({
      bank_account_number: '••••5678',
      bank_ifsc: '••••0240',
    })
    expect((await h.call('GET', '/v2/vendor', { token: await h.login(DEMO.moderator) })).status).toBe(403)
  })

  test('a masked value sent back unchanged keeps the real one; another masked value is refused', async ({
    h,
  }) => {
    const admin = await h.login(DEMO.admin)
    const vendor = prime(
      okBody(vendorApi.list, await h.call('GET', '/v2/vendor?limit=50', { token: admin })).data,
    )
    const kept = await h.call('PUT', `/v2/vendor/${vendor.vendor_id}`, {
      token: admin,
      body: { bank_account_number: '••••5678', bank_ifsc: '••••0240', trade_name: 'Prime Lens' },
    })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    expect(okBody(vendorApi.update, kept).data).toMatchObject({
      trade_name: 'Prime Lens',
      bank_account_number: '50200012345678',
    })
    const wrong = await h.call('PUT', `/v2/vendor/${vendor.vendor_id}`, {
      token: admin,
      body: { bank_account_number: '••••9999' },
    })
    expect(wrong.status).toBe(400)
    expect(refusal(wrong).errors?.[0]).toMatchObject({ path: 'bank_account_number' })
    const changed = await h.call('PUT', `/v2/vendor/${vendor.vendor_id}`, {
      token: admin,
      body: { bank_account_number: '123456789012' },
    })
    expect(okBody(vendorApi.update, changed).data.bank_account_number).toBe('123456789012')
    const created = await h.call('POST', '/v2/vendor', {
      token: admin,
      body: { legal_name: 'Masked Films', bank_account_number: '••••1234' },
    })
    expect(created.status).toBe(400)
    // The audit trail never holds a full account number.
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'vendor'))
      .orderBy(auditLog.id)
    expect(JSON.stringify(audits.map((entry) => [entry.before, entry.after]))).not.toContain('123456789012')
  })

  test('a GSTIN or PAN another vendor of the organisation has is refused; another organisation may', async ({
    h,
  }) => {
    const admin = await h.login(DEMO.admin)
    const gstin = await h.call('POST', '/v2/vendor', {
      token: admin,
      body: { legal_name: 'Prime Lens Copy', gstin: '27AAKCP4821K1Z3', pan: 'AAKCP4821K' },
    })
    expect(gstin.status).toBe(409)
    expect(refusal(gstin).errors).toEqual([
      expect.objectContaining({ path: 'gstin', message: 'Another vendor already has this GSTIN' }),
    ])
    const pan = await h.call('POST', '/v2/vendor', {
      token: admin,
      body: { legal_name: 'Annapurna Again', pan: 'AHKPK4412H' },
    })
    expect(pan.status).toBe(409)
    expect(refusal(pan).errors).toEqual([
      expect.objectContaining({ path: 'pan', message: 'Another vendor already has this PAN' }),
    ])
    const mismatch = await h.call('POST', '/v2/vendor', {
      token: admin,
      body: { legal_name: 'Odd Pair', gstin: '27AAQFV1234Q1Z5', pan: 'AAQFV9999Q' },
    })
    expect(mismatch.status).toBe(400)
    // Northwind has its own Prime Lens, and may add a vendor with a GSTIN Demo Studios uses.
    const northwind = await h.login(DEMO.northwindAdmin)
    const vendorsThere = okBody(
      vendorApi.list,
      await h.call('GET', '/v2/vendor?limit=50', { token: northwind }),
    ).data
    const theirs = prime(vendorsThere)
    await h.call('DELETE', `/v2/vendor/${theirs.vendor_id}?permanent=1`, { token: northwind })
    const elsewhere = await h.call('POST', '/v2/vendor', {
      token: northwind,
      body: { legal_name: 'Prime Lens (Northwind)', gstin: '27AAKCP4821K1Z3', pan: 'AAKCP4821K' },
    })
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200)
  })

  test('the settings home does not count vendors: they are a module of their own', async ({ h }) => {
    const admin = await h.login(DEMO.admin)
    const summary = await h.call('GET', '/v2/master/summary', { token: admin })
    expect(okBody(mastersApi.summary, summary).data.map((row) => row.key)).not.toContain('vendor')
  })
})
