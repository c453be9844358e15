import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { attachmentsApi } from '../../../contract/api/attachments'
import {
  ATTACHMENT_MAX_BYTES,
  attachmentResponseSchema,
  attachmentsResponseSchema,
} from '../../../contract/attachments'
import { auditLog, projectMembers, users } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, NORTHWIND, okBody, refusal, test } from '../../test/harness'
import { firstVendor, PDF, PNG, spendOwners } from './fixtures'

type Call = Harness['call']

const upload = (
  call: Call,
  token: string,
  owner: string,
  ownerId: number,
  bytes: Uint8Array,
  type = 'application/pdf',
  name = 'gst-certificate.pdf',
) =>
  call('POST', `/v2/attachments/${owner}/${ownerId}?file_name=${encodeURIComponent(name)}`, {
    token,
    rawBody: bytes,
    headers: { 'content-type': type },
  })

describe('attachments', () => {
  test('a vendor document: upload, list, download as an attachment, remove (archived, audited)', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const vendor = await firstVendor(h.db, DEMO_STUDIOS)
    const created = await upload(h.call, token, 'vendor', vendor, PDF)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(attachmentResponseSchema.safeParse(created.body).success).toBe(true)
    const attachment = okBody(attachmentsApi.upload, created).data
    expect(attachment).toMatchObject({
      owner: 'vendor',
      owner_id: vendor,
      file_name: 'gst-certificate.pdf',
      content_type: 'application/pdf',
      size: PDF.byteLength,
      uploaded_by_name: 'Asha Menon',
    })
    const id = attachment.attachment_id

    const list = await h.call('GET', `/v2/attachments/vendor/${vendor}`, { token })
    expect(list.status).toBe(200)
    expect(attachmentsResponseSchema.safeParse(list.body).success).toBe(true)
    expect(okBody(attachmentsApi.list, list).data.map((file) => file.attachment_id)).toEqual([id])

    const file = await h.app.request(`/v2/attachment/${id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="gst-certificate.pdf"')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)

    const removed = await h.call('DELETE', `/v2/attachment/${id}`, { token })
    expect(removed.status).toBe(200)
    const after = await h.call('GET', `/v2/attachments/vendor/${vendor}`, { token })
    expect(okBody(attachmentsApi.list, after).data).toEqual([])
    expect((await h.call('GET', `/v2/attachment/${id}/file`, { token })).status).toBe(404)
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'vendor'))
      .orderBy(auditLog.id)
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['attachment.upload', 'attachment.remove']),
    )
  })

  test('a hostile file name is kept as a name: no path, no header injection on download', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const vendor = await firstVendor(h.db, DEMO_STUDIOS)
    const name = '../../etc/passwd"\r\nSet-Cookie: x=1; \\évil.pdf'
    const created = okBody(
      attachmentsApi.upload,
      await upload(h.call, token, 'vendor', vendor, PDF, 'application/pdf', name),
    ).data
    // Stored as the name it is (bytes live in the database, never at a path made of it).
    expect(created.file_name).toBe(name)
    const file = await h.app.request(`/v2/attachment/${created.attachment_id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('set-cookie')).toBeNull()
    const disposition = file.headers.get('content-disposition') ?? ''
    expect(disposition).not.toMatch(/[\r\n]/)
    // The plain name keeps to printable ASCII without quotes or backslashes; the exact one is encoded.
    expect(disposition).toContain('filename="../../etc/passwd___Set-Cookie: x=1; __vil.pdf"')
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`)
  })

  test('refuses bytes that are not what the type says, other types, big files and a 21st file', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const vendor = await firstVendor(h.db, DEMO_STUDIOS)
    const renamed = await upload(h.call, token, 'vendor', vendor, new TextEncoder().encode('MZ not a pdf'))
    expect(renamed.status).toBe(400)
    expect(refusal(renamed).errors).toEqual([
      expect.objectContaining({ path: 'file', message: 'This file is not a PDF, PNG, JPEG or WebP image' }),
    ])
    expect((await upload(h.call, token, 'vendor', vendor, PNG, 'application/pdf')).status).toBe(400)
    expect((await upload(h.call, token, 'vendor', vendor, PDF, 'application/zip')).status).toBe(415)
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1)
    big.set(PDF)
    expect((await upload(h.call, token, 'vendor', vendor, big)).status).toBe(413)
    expect((await upload(h.call, token, 'vendor', vendor, PDF, 'application/pdf', '  ')).status).toBe(400)
    for (let index = 0; index < 20; index++)
      expect(
        (await upload(h.call, token, 'vendor', vendor, PNG, 'image/png', `photo-${index}.png`)).status,
      ).toBe(200)
    const extra = await upload(h.call, token, 'vendor', vendor, PNG, 'image/png', 'one-more.png')
    expect(extra.status).toBe(409)
    expect(refusal(extra).code).toBe('tooManyFiles')
  })

  test('vendor documents follow the vendors permission; other organisations find nothing', async ({ h }) => {
    const vendor = await firstVendor(h.db, DEMO_STUDIOS)
    const manager = await h.login(DEMO.manager)
    expect((await upload(h.call, manager, 'vendor', vendor, PDF)).status).toBe(200)
    const moderator = await h.login(DEMO.moderator)
    expect((await h.call('GET', `/v2/attachments/vendor/${vendor}`, { token: moderator })).status).toBe(403)
    expect((await upload(h.call, moderator, 'vendor', vendor, PDF)).status).toBe(403)
    const northwind = await h.login(DEMO.northwindAdmin)
    expect((await h.call('GET', `/v2/attachments/vendor/${vendor}`, { token: northwind })).status).toBe(404)
    expect((await upload(h.call, northwind, 'vendor', vendor, PDF)).status).toBe(404)
    expect((await h.call('GET', '/v2/attachments/vendor/999999', { token: manager })).status).toBe(404)
  })

  test('expense and challan files: project team only; a challan photo is removed by its uploader or an Admin', async ({
    h,
  }) => {
    const owners = await spendOwners(h.db, DEMO_STUDIOS)
    const user = await h.login(DEMO.user)
    const moderator = await h.login(DEMO.moderator)
    // The User is on the team but holds no expenses permission; challans need only the team.
    expect((await h.call('GET', `/v2/attachments/expense/${owners.expenseId}`, { token: user })).status).toBe(
      403,
    )
    const photo = await upload(h.call, user, 'challan', owners.challanId, PNG, 'image/png', 'delivery.png')
    expect(photo.status).toBe(200)
    const photoId = okBody(attachmentsApi.upload, photo).data.attachment_id
    const photos = await h.call('GET', `/v2/attachments/challan/${owners.challanId}`, { token: moderator })
    expect(okBody(attachmentsApi.list, photos).data).toHaveLength(1)
    expect((await h.call('DELETE', `/v2/attachment/${photoId}`, { token: moderator })).status).toBe(403)

    const manager = await h.login(DEMO.manager)
    const invoice = await upload(
      h.call,
      manager,
      'expense',
      owners.expenseId,
      PDF,
      'application/pdf',
      'invoice.pdf',
    )
    expect(invoice.status).toBe(200)
    const invoiceId = okBody(attachmentsApi.upload, invoice).data.attachment_id
    // Off the team, the project's documents are not found.
    const [managerRow] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.manager))
    await h.db.delete(projectMembers).where(eq(projectMembers.userId, managerRow?.id as number))
    expect(
      (await h.call('GET', `/v2/attachments/expense/${owners.expenseId}`, { token: manager })).status,
    ).toBe(404)
    expect(
      (await h.call('GET', `/v2/attachments/challan/${owners.challanId}`, { token: manager })).status,
    ).toBe(404)
    expect((await h.call('DELETE', `/v2/attachment/${invoiceId}`, { token: manager })).status).toBe(404)

    const admin = await h.login(DEMO.admin)
    expect((await h.call('DELETE', `/v2/attachment/${photoId}`, { token: admin })).status).toBe(200)
    const northwind = await h.login(DEMO.northwindAdmin)
    expect(
      (await h.call('GET', `/v2/attachments/challan/${owners.challanId}`, { token: northwind })).status,
    ).toBe(404)
    expect((await h.call('GET', `/v2/attachment/${invoiceId}/file`, { token: northwind })).status).toBe(404)
    expect(NORTHWIND).toBe(3)
  })
})
