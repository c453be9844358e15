import { attachmentsApi } from '../../../contract/api/attachments'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
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

const contextOf = (context: RequestContext<unknown, unknown, unknown>): AttachmentContext => ({
  db: context.deps.db,
  session: context.session,
  tenantId: context.tenantId,
  audit: context.audit,
  now: context.deps.clock(),
})

export const attachmentRoutes: AnyRoute[] = [
  implement(attachmentsApi.list, async (context) => ({
    data: await listAttachments(contextOf(context), context.params.owner, context.params.owner_id),
  })),
  implement(attachmentsApi.upload, async (context) => ({
    data: await uploadAttachment(
      contextOf(context),
      context.params.owner,
      context.params.owner_id,
      context.query.file_name,
      context.upload,
    ),
  })),
  implement(attachmentsApi.download, async (context) => ({
    file: await downloadAttachment(contextOf(context), context.params.id),
  })),
  implement(attachmentsApi.remove, async (context) => ({
    data: await removeAttachment(contextOf(context), context.params.id),
  })),
]
