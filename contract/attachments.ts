import * as z from 'zod/mini'
import { id, idParam, isoDateTime } from './common'
import { okEnvelope } from './envelope'

/*
 * Files kept with a record: a vendor's documents, an expense's invoice, a challan's photo. The
 * body of POST /v2/attachments/{owner}/{owner_id}?file_name= is the file itself with its
 * Content-Type; the server checks the size and that the bytes are what the type claims.
 */

/**
 * envelope: scans of a whole petty-cash envelope; bill: the receipt of one of its bills;
 * contract: a contract's documents (the agreement, its schedules), kept in versions.
 */
export const ATTACHMENT_OWNERS = [
  'vendor',
  'expense',
  'challan',
  'envelope',
  'bill',
  'item',
  'contract',
] as const
export type AttachmentOwner = (typeof ATTACHMENT_OWNERS)[number]
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
/** How many files one record may hold (every version counts, until it is removed). */
export const ATTACHMENT_MAX_PER_OWNER = 20

export const attachmentSchema = z.object({
  attachment_id: id,
  owner: z.enum(ATTACHMENT_OWNERS),
  owner_id: id,
  file_name: z.string(),
  content_type: z.enum(ATTACHMENT_TYPES),
  size: z.int(),
  /**
   * 1 for a name's first file; a file uploaded again under the same name (case aside) on the same
   * record is the next version, and the earlier ones stay.
   */
  version: z.int(),
  uploaded_by_name: z.nullable(z.string()),
  created_at: isoDateTime,
})
export type Attachment = z.infer<typeof attachmentSchema>

export const attachmentOwnerParams = z.object({ owner: z.enum(ATTACHMENT_OWNERS), owner_id: idParam })
export const attachmentUploadQuerySchema = z.object({
  file_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Name the file' }),
      z.maxLength(200, { error: 'Use a file name of at most 200 characters' }),
    ),
})
export const attachmentsResponseSchema = okEnvelope(z.array(attachmentSchema))
export const attachmentResponseSchema = okEnvelope(attachmentSchema)

/** The first bytes each accepted type starts with: a renamed .exe is not a PDF. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp'
  return null
}
