import * as z from 'zod/mini'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentOwnerParams,
  attachmentResponseSchema,
  attachmentsResponseSchema,
  attachmentUploadQuerySchema,
} from '../attachments'
import { idParam } from '../common'
import { defineEndpoint, type FileAnswer } from '../endpoint'

/*
 * Attachments of vendors, expenses and challans. Open to signed-in callers: what each may do
 * depends on the owner, which the server checks.
 */

const tag = 'Attachments'
const byId = z.object({ id: idParam })

export const attachmentsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/attachments/:owner/:owner_id',
    summary: 'The files of a vendor, an expense or a delivery challan (without their bytes)',
    tag,
    access: { kind: 'signed-in' },
    params: attachmentOwnerParams,
    response: attachmentsResponseSchema,
  }),
  upload: defineEndpoint({
    method: 'post',
    path: '/attachments/:owner/:owner_id',
    summary: `Add a file (PDF, PNG, JPEG or WebP, at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; the body is the file)`,
    tag,
    access: { kind: 'signed-in' },
    params: attachmentOwnerParams,
    query: attachmentUploadQuerySchema,
    upload: { contentTypes: ATTACHMENT_TYPES },
    bodyLimitBytes: ATTACHMENT_MAX_BYTES,
    response: attachmentResponseSchema,
  }),
  download: defineEndpoint({
    method: 'get',
    path: '/attachment/:id/file',
    summary: 'Download a file (as an attachment, with its type and name)',
    tag,
    access: { kind: 'signed-in' },
    params: byId,
    download: { contentTypes: ATTACHMENT_TYPES },
    response: z.object({ file: z.custom<FileAnswer>() }),
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/attachment/:id',
    summary: 'Remove a file (archived: kept for the audit trail, no longer listed)',
    tag,
    access: { kind: 'signed-in' },
    params: byId,
    response: attachmentResponseSchema,
  }),
}
