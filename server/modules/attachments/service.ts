import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  ATTACHMENT_MAX_PER_OWNER,
  type Attachment,
  type AttachmentOwner,
  type AttachmentType,
  sniffAttachmentType,
} from '../../../contract/attachments'
import { isAdminRole } from '../../../contract/codes'
import type { FileAnswer } from '../../../contract/endpoint'
import type { Database } from '../../db/client'
import { attachments, users } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import type { AuditWriter, Upload } from '../../http/route'
import { type AttachmentAction, assertOwnerAccess, type Caller } from './access'

/*
 * Files kept with a vendor, an expense, a challan, a contract…: stored in the database (bytea),
 * listed without their bytes, downloaded one at a time, archived rather than deleted. A name
 * uploaded again on the same owner is a new version beside the earlier ones.
 */

export type AttachmentContext = Caller & { db: Database; audit: AuditWriter; now: Date }

/** The live (not archived) files of some owners of one kind, in the tenant. */
export const liveAttachmentsOf = (tenantId: number, owner: AttachmentOwner, ownerIds: number[]) =>
  and(
    eq(attachments.organizationId, tenantId),
    eq(attachments.owner, owner),
    inArray(attachments.ownerId, ownerIds),
    isNull(attachments.archivedAt),
  )

const WRONG_TYPE = 'This file is not a PDF, PNG, JPEG or WebP image'

const listed = {
  attachment_id: attachments.id,
  owner: attachments.owner,
  owner_id: attachments.ownerId,
  file_name: attachments.fileName,
  content_type: attachments.contentType,
  size: attachments.size,
  version: attachments.version,
  uploaded_by: attachments.uploadedBy,
  uploaded_by_name: users.name,
  created_at: attachments.createdAt,
}

type ListedRow = { [K in keyof typeof listed]: unknown }

function toAttachment(row: ListedRow): Attachment {
  return {
    attachment_id: Number(row.attachment_id),
    owner: row.owner as AttachmentOwner,
    owner_id: Number(row.owner_id),
    file_name: String(row.file_name),
    content_type: row.content_type as AttachmentType,
    size: Number(row.size),
    version: Number(row.version),
    uploaded_by_name: (row.uploaded_by_name as string | null) ?? null,
    created_at: (row.created_at as Date).toISOString(),
  }
}

function selectListed(db: Database) {
  return db.select(listed).from(attachments).leftJoin(users, eq(users.id, attachments.uploadedBy))
}

export async function listAttachments(context: AttachmentContext, owner: AttachmentOwner, ownerId: number) {
  await assertOwnerAccess(context.db, context, owner, ownerId, 'read')
  const rows = await selectListed(context.db)
    .where(liveAttachmentsOf(context.tenantId, owner, [ownerId]))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
  return rows.map(toAttachment)
}

/**
 * The version a new file under `fileName` gets on the owner: one past the name's highest, archived
 * ones included (a number is never reused). Two uploads at once wait for each other on the lock;
 * the unique index on (owner, name, version) stands behind it.
 */
async function nextVersion(
  tx: Database,
  tenantId: number,
  owner: AttachmentOwner,
  ownerId: number,
  fileName: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attachments:${owner}`}), ${ownerId})`)
  const [highest] = await tx
    .select({ version: sql<number>`coalesce(max(${attachments.version}), 0)::int` })
    .from(attachments)
    .where(
      and(
        eq(attachments.organizationId, tenantId),
        eq(attachments.owner, owner),
        eq(attachments.ownerId, ownerId),
        sql`lower(${attachments.fileName}) = lower(${fileName})`,
      ),
    )
  return Number(highest?.version ?? 0) + 1
}

export async function uploadAttachment(
  context: AttachmentContext,
  owner: AttachmentOwner,
  ownerId: number,
  fileName: string,
  upload: Upload,
) {
  // The bytes must be what the Content-Type claims: a renamed executable is not a PDF.
  if (sniffAttachmentType(upload.bytes) !== upload.contentType) {
    throw badRequest(WRONG_TYPE, [{ path: 'file', message: WRONG_TYPE, code: 'fileType' }], 'fileType')
  }
  return context.db.transaction(async (tx) => {
    await assertOwnerAccess(tx, context, owner, ownerId, 'write')
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(attachments)
      .where(liveAttachmentsOf(context.tenantId, owner, [ownerId]))
    if (Number(counted?.count ?? 0) >= ATTACHMENT_MAX_PER_OWNER) {
      const message = `A record holds at most ${ATTACHMENT_MAX_PER_OWNER} files: remove one first`
      throw conflict(message, [{ path: 'file', message, code: 'tooManyFiles' }], 'tooManyFiles', {
        max: ATTACHMENT_MAX_PER_OWNER,
      })
    }
    const version = await nextVersion(tx, context.tenantId, owner, ownerId, fileName)
    const [created] = await tx
      .insert(attachments)
      .values({
        organizationId: context.tenantId,
        owner,
        ownerId,
        fileName,
        version,
        contentType: upload.contentType,
        size: upload.bytes.byteLength,
        content: upload.bytes,
        uploadedBy: context.session.userId,
        createdAt: context.now,
      })
      .returning({ id: attachments.id })
    if (!created) throw new Error('attachments insert returned nothing')
    const attachment = await listedOne(tx, context.tenantId, created.id)
    await context.audit(tx, {
      action: 'attachment.upload',
      entity: owner,
      entityId: ownerId,
      after: attachment,
    })
    return attachment
  })
}

async function listedOne(db: Database, tenantId: number, id: number) {
  const [row] = await selectListed(db)
    .where(
      and(eq(attachments.id, id), eq(attachments.organizationId, tenantId), isNull(attachments.archivedAt)),
    )
    .limit(1)
  if (!row) throw notFound('This file')
  return toAttachment(row)
}

/** The file's row, once the caller may do `action` with its owner; 404 for another tenant's. */
async function reachable(context: AttachmentContext, db: Database, id: number, action: AttachmentAction) {
  const [row] = await db
    .select({ owner: attachments.owner, ownerId: attachments.ownerId, uploadedBy: attachments.uploadedBy })
    .from(attachments)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.organizationId, context.tenantId),
        isNull(attachments.archivedAt),
      ),
    )
    .limit(1)
  if (!row) throw notFound('This file')
  const owner = row.owner as AttachmentOwner
  await assertOwnerAccess(db, context, owner, row.ownerId, action)
  return { ...row, owner }
}

export async function downloadAttachment(context: AttachmentContext, id: number): Promise<FileAnswer> {
  await reachable(context, context.db, id, 'read')
  const [file] = await context.db
    .select({
      bytes: attachments.content,
      contentType: attachments.contentType,
      fileName: attachments.fileName,
    })
    .from(attachments)
    .where(eq(attachments.id, id))
    .limit(1)
  if (!file) throw notFound('This file')
  return file
}

export async function removeAttachment(context: AttachmentContext, id: number) {
  return context.db.transaction(async (tx) => {
    const row = await reachable(context, tx, id, 'remove')
    // A challan's photo is the recorder's evidence: only its uploader or an Admin takes it away.
    if (
      row.owner === 'challan' &&
      row.uploadedBy !== context.session.userId &&
      !isAdminRole(context.session.roleType)
    )
      throw forbidden('Only the person who uploaded this file, or an Admin, may remove it', 'notUploader')
    const before = await listedOne(tx, context.tenantId, id)
    await tx
      .update(attachments)
      .set({ archivedAt: context.now })
      .where(and(eq(attachments.id, id), eq(attachments.organizationId, context.tenantId)))
    await context.audit(tx, { action: 'attachment.remove', entity: row.owner, entityId: row.ownerId, before })
    return before
  })
}
