import { and, asc, eq } from 'drizzle-orm'
import { attachments, vendors } from '../../db/schema'
import { DEMO_STUDIOS, workerDatabase } from '../../test/harness'
import { PDF } from './fixtures'

/*
 * The attachment routes' rows of the permission matrix (server/test/permission-matrix.test.ts),
 * on a Demo Studios vendor's documents (permission module vendors: Admins and the Admin Manager).
 * Each actor removes and downloads a file of its own, so the answers do not depend on order.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type AttachmentCase = {
  route: string
  variant?: string
  request: (
    ids: unknown,
    actor: Actor,
  ) => {
    method: string
    path: string
    rawBody?: string
    headers?: Record<string, string>
  }
  expected: Row
}

const ACTORS: Actor[] = ['anonymous', 'superAdmin', 'admin', 'manager', 'moderator', 'user', 'dashboard']
/** Vendors GET/PUT: Admins and the Admin Manager; a Super Admin in the platform finds no such vendor. */
const VENDOR_FILES: Row = [401, 404, 200, 200, 403, 403, 403]
/** A contract nobody has: past the contract permission (GET to read, PUT to upload) it is not found. */
const NO_CONTRACT = 999_999
const CONTRACT_READ: Row = [401, 404, 404, 404, 403, 403, 403]
const CONTRACT_WRITE: Row = [401, 404, 404, 404, 403, 403, 403]

/** The second demo vendor, with one file per actor (written once into the worker's database). */
async function matrixFiles() {
  const { db } = await workerDatabase()
  const [, vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.organizationId, DEMO_STUDIOS))
    .orderBy(asc(vendors.id))
    .limit(2)
  if (!vendor) throw new Error('no second demo vendor')
  const files = {} as Record<Actor, number>
  for (const actor of ACTORS) {
    const fileName = `matrix-${actor}.pdf`
    const where = and(
      eq(attachments.owner, 'vendor'),
      eq(attachments.ownerId, vendor.id),
      eq(attachments.fileName, fileName),
    )
    let [file] = await db.select({ id: attachments.id }).from(attachments).where(where).limit(1)
    if (!file) {
      ;[file] = await db
        .insert(attachments)
        .values({
          organizationId: DEMO_STUDIOS,
          owner: 'vendor',
          ownerId: vendor.id,
          fileName,
          contentType: 'application/pdf',
          size: PDF.byteLength,
          content: PDF,
        })
        .returning({ id: attachments.id })
    }
    files[actor] = file?.id as number
  }
  return { vendor: vendor.id, files }
}

export async function attachmentPermissionCases(): Promise<AttachmentCase[]> {
  const { vendor, files } = await matrixFiles()
  return [
    {
      route: 'GET /attachments/:owner/:owner_id',
      request: () => ({ method: 'GET', path: `/v2/attachments/vendor/${vendor}` }),
      expected: VENDOR_FILES,
    },
    {
      route: 'POST /attachments/:owner/:owner_id',
      request: (_ids, actor) => ({
        method: 'POST',
        path: `/v2/attachments/vendor/${vendor}?file_name=${actor}.pdf`,
        rawBody: new TextDecoder().decode(PDF),
        headers: { 'content-type': 'application/pdf' },
      }),
      expected: VENDOR_FILES,
    },
    {
      route: 'GET /attachments/:owner/:owner_id',
      variant: 'contract documents',
      request: () => ({ method: 'GET', path: `/v2/attachments/contract/${NO_CONTRACT}` }),
      expected: CONTRACT_READ,
    },
    {
      route: 'POST /attachments/:owner/:owner_id',
      variant: 'contract documents',
      request: (_ids, actor) => ({
        method: 'POST',
        path: `/v2/attachments/contract/${NO_CONTRACT}?file_name=${actor}.pdf`,
        rawBody: new TextDecoder().decode(PDF),
        headers: { 'content-type': 'application/pdf' },
      }),
      expected: CONTRACT_WRITE,
    },
    {
      route: 'GET /attachment/:id/file',
      request: (_ids, actor) => ({ method: 'GET', path: `/v2/attachment/${files[actor]}/file` }),
      expected: VENDOR_FILES,
    },
    {
      route: 'DELETE /attachment/:id',
      request: (_ids, actor) => ({ method: 'DELETE', path: `/v2/attachment/${files[actor]}` }),
      expected: VENDOR_FILES,
    },
  ]
}
