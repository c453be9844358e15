import * as z from 'zod/mini'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentOwnerParams,
  attachmentResponseSchema,
  attachmentsResponseSchema,
  attachmentUploadQuerySchema,
} from '../../../contract/attachments'
import { idParam } from '../../../contract/common'
import { type AnyRoute, defineRoute, type FileAnswer, type RequestContext } from '../../http/route'
import {
  type AttachmentContext,
  downloadAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from './service'

/*
 * Attachments of vendors, expenses and challans. Routes are open to signed-in callers: what each
 * may do depends on the owner (see access.ts), checked in the service.
 */

const tag = 'Attachments'
const byId = z.object({ id: idParam })

const contextOf = (context: RequestContext<unknown, unknown, unknown>): AttachmentContext => ({
  db: context.deps.db,
  session: context.session,
  tenantId: context.tenantId,
  audit: context.audit,
  now: context.deps.clock(),
})

export const attachmentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/attachments/:owner/:owner_id',
    summary: 'The files of a vendor, an expense or a delivery challan (without their bytes)',
    tag,
    access: { kind: 'signed-in' },
    params: attachmentOwnerParams,
    response: attachmentsResponseSchema,
    handler: async (context) => ({
      data: await listAttachments(contextOf(context), context.params.owner, context.params.owner_id),
    }),
  }),
  defineRoute({
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
    handler: async (context) => ({
      data: await uploadAttachment(
        contextOf(context),
        context.params.owner,
        context.params.owner_id,
        context.query.file_name,
        context.upload,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/attachment/:id/file',
    summary: 'Download a file (as an attachment, with its type and name)',
    tag,
    access: { kind: 'signed-in' },
    params: byId,
    download: { contentTypes: ATTACHMENT_TYPES },
    response: z.object({ file: z.custom<FileAnswer>() }),
    handler: async (context) => ({ file: await downloadAttachment(contextOf(context), context.params.id) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/attachment/:id',
    summary: 'Remove a file (archived: kept for the audit trail, no longer listed)',
    tag,
    access: { kind: 'signed-in' },
    params: byId,
    response: attachmentResponseSchema,
    handler: async (context) => ({ data: await removeAttachment(contextOf(context), context.params.id) }),
  }),
]
