import { HttpResponse, http } from 'msw'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_PER_OWNER,
  ATTACHMENT_OWNERS,
  ATTACHMENT_TYPES,
  type Attachment,
  type AttachmentOwner,
  type AttachmentType,
  attachmentUploadQuerySchema,
  sniffAttachmentType,
} from '../../contract/attachments'
import { isAdminRole } from '../../contract/codes'
import { API, allowed, authenticate, badRequest, type Caller, fail, ok } from '../respond'
import type { MockAttachment } from '../spend-world'
import { roleOf } from '../views'
import { change, nextId, now, world } from '../world'

/*
 * Attachments on the mock world, as the server answers them: a vendor's documents by the vendors
 * permission, an expense's by the expenses permission and its project's team, a challan's by its
 * project's team; bytes kept as base64.
 */

const WRONG_TYPE = 'This file is not a PDF, PNG, JPEG or WebP image'
const NOUNS: Record<AttachmentOwner, string> = {
  vendor: 'This vendor',
  expense: 'This expense',
  challan: 'This delivery challan',
}

const onTeam = (caller: Caller, projectId: number) =>
  isAdminRole(roleOf(caller.user).roleType) ||
  world().members.some((member) => member.projectId === projectId && member.userId === caller.user.id)

function ownerFound(caller: Caller, owner: AttachmentOwner, ownerId: number) {
  const all = world()
  if (owner === 'vendor')
    return all.masters.vendor.some((row) => row.id === ownerId && row.organizationId === caller.tenantId)
  const rows = owner === 'expense' ? all.spend.expenses : all.spend.challans
  const row = rows.find(
    (candidate) => candidate.id === ownerId && candidate.organizationId === caller.tenantId,
  )
  return Boolean(row && onTeam(caller, row.projectId))
}

/** The answer refusing the caller (403, then 404), or null when it may go on. */
function refusal(caller: Caller, owner: AttachmentOwner, ownerId: number, write: boolean) {
  const method = write ? 'PUT' : 'GET'
  const module = owner === 'vendor' ? 'vendors' : owner === 'expense' ? 'expenses' : null
  if (module && !allowed(caller.user, module, method))
    return fail(403, `Your role may not do this with ${module} (permission ${module} ${method})`)
  return ownerFound(caller, owner, ownerId) ? null : fail(404, `${NOUNS[owner]} was not found`)
}

function view(file: MockAttachment): Attachment {
  return {
    attachment_id: file.id,
    owner: file.owner,
    owner_id: file.ownerId,
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.size,
    uploaded_by_name: world().users.find((user) => user.id === file.uploadedBy)?.name ?? null,
    created_at: file.createdAt,
  }
}

const active = (file: MockAttachment) => !file.archivedAt
const filesOf = (tenantId: number, owner: AttachmentOwner, ownerId: number) =>
  world().spend.attachments.filter(
    (file) =>
      file.organizationId === tenantId && file.owner === owner && file.ownerId === ownerId && active(file),
  )

function ownerParams(params: Record<string, unknown>) {
  const owner = String(params.owner) as AttachmentOwner
  const ownerId = Number(params.owner_id)
  if (!(ATTACHMENT_OWNERS as readonly string[]).includes(owner) || !Number.isInteger(ownerId) || ownerId < 1)
    return null
  return { owner, ownerId }
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** The file of the tenant the caller may reach (`write`: remove), or the answer refusing it. */
function reachable(caller: Caller, id: number, write: boolean) {
  const file = world().spend.attachments.find(
    (candidate) => candidate.id === id && candidate.organizationId === caller.tenantId && active(candidate),
  )
  if (!file) return { response: fail(404, 'This file was not found') }
  const refused = refusal(caller, file.owner, file.ownerId, write)
  return refused ? { response: refused } : { file }
}

export const attachmentHandlers = [
  http.get(`${API}/attachments/:owner/:owner_id`, ({ request, params }) => {
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    const target = ownerParams(params)
    if (!target) return fail(400, 'Some fields need attention', [{ path: 'owner', message: 'Unknown owner' }])
    const refused = refusal(caller, target.owner, target.ownerId, false)
    if (refused) return refused
    return ok(filesOf(caller.tenantId, target.owner, target.ownerId).map(view))
  }),
  http.post(`${API}/attachments/:owner/:owner_id`, async ({ request, params }) => {
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    const target = ownerParams(params)
    if (!target) return fail(400, 'Some fields need attention', [{ path: 'owner', message: 'Unknown owner' }])
    const query = attachmentUploadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) return badRequest(query.error.issues)
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(type))
      return fail(415, `Send the file as one of: ${ATTACHMENT_TYPES.join(', ')}`, [], 'fileType')
    const bytes = new Uint8Array(await request.arrayBuffer())
    if (bytes.byteLength > ATTACHMENT_MAX_BYTES)
      return fail(413, `The request is too large (limit ${ATTACHMENT_MAX_BYTES / 1024} KB)`)
    if (bytes.byteLength === 0) return fail(400, 'The file is empty', [], 'fileEmpty')
    if (sniffAttachmentType(bytes) !== type)
      return fail(400, WRONG_TYPE, [{ path: 'file', message: WRONG_TYPE, code: 'fileType' }], 'fileType')
    const refused = refusal(caller, target.owner, target.ownerId, true)
    if (refused) return refused
    if (filesOf(caller.tenantId, target.owner, target.ownerId).length >= ATTACHMENT_MAX_PER_OWNER) {
      const message = `A record holds at most ${ATTACHMENT_MAX_PER_OWNER} files: remove one first`
      return fail(409, message, [{ path: 'file', message, code: 'tooManyFiles' }], 'tooManyFiles')
    }
    const file = change((all) => {
      const created: MockAttachment = {
        id: nextId(all, 'attachments'),
        organizationId: caller.tenantId,
        owner: target.owner,
        ownerId: target.ownerId,
        fileName: query.data.file_name,
        contentType: type as AttachmentType,
        size: bytes.byteLength,
        content: toBase64(bytes),
        uploadedBy: caller.user.id,
        createdAt: now(),
      }
      all.spend.attachments.push(created)
      return created
    })
    return ok(view(file))
  }),
  http.get(`${API}/attachment/:id/file`, ({ request, params }) => {
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    const found = reachable(caller, Number(params.id), false)
    if ('response' in found) return found.response
    return new HttpResponse(fromBase64(found.file.content), {
      headers: {
        'Content-Type': found.file.contentType,
        'Content-Disposition': `attachment; filename="${found.file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
      },
    })
  }),
  http.delete(`${API}/attachment/:id`, ({ request, params }) => {
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    const found = reachable(caller, Number(params.id), true)
    if ('response' in found) return found.response
    const { file } = found
    if (
      file.owner === 'challan' &&
      file.uploadedBy !== caller.user.id &&
      !isAdminRole(roleOf(caller.user).roleType)
    )
      return fail(
        403,
        'Only the person who uploaded this file, or an Admin, may remove it',
        [],
        'notUploader',
      )
    const before = view(file)
    change((all) => {
      const stored = all.spend.attachments.find((candidate) => candidate.id === file.id)
      if (stored) stored.archivedAt = now()
    })
    return ok(before)
  }),
]
