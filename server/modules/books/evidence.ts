import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FieldError } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { attachments, organizations } from '../../db/schema'
import { badRequest } from '../../http/errors'

/*
 * Evidence: a petty-cash bill or an invoice of the organisation's `receipts_required_from` or more
 * goes forward (submitted, posted) only with a receipt attached to it (an attachment of owner
 * `bill` or `expense`). Each document names what it checks and where its form shows the want.
 */

export type Evidence = {
  /** The attachment owner the receipt is kept under, and its id. */
  owner: 'bill' | 'expense'
  ownerId: number
  /** What it is for, in its project's currency. */
  amount: number
  /** The field that shows it (`lines.2.receipts`), and the words naming it (`Bill R-17`). */
  path: string
  label: string
}

/** 400 `receiptMissing`, one field error per document without its receipt. */
export async function assertReceipts(db: Database, tenantId: number, wanted: Evidence[]) {
  const [organization] = await db
    .select({ from: organizations.receiptsRequiredFrom })
    .from(organizations)
    .where(eq(organizations.id, tenantId))
  const from = organization?.from ?? null
  if (from === null) return
  const due = wanted.filter((entry) => entry.amount >= from)
  if (due.length === 0) return
  const kept = await db
    .select({ owner: attachments.owner, ownerId: attachments.ownerId, n: sql<number>`count(*)::int` })
    .from(attachments)
    .where(
      and(
        eq(attachments.organizationId, tenantId),
        inArray(
          attachments.owner,
          due.map((entry) => entry.owner),
        ),
        inArray(
          attachments.ownerId,
          due.map((entry) => entry.ownerId),
        ),
        isNull(attachments.archivedAt),
      ),
    )
    .groupBy(attachments.owner, attachments.ownerId)
  const has = new Set(kept.map((row) => `${row.owner}:${row.ownerId}`))
  const errors: FieldError[] = due
    .filter((entry) => !has.has(`${entry.owner}:${entry.ownerId}`))
    .map((entry) => ({
      path: entry.path,
      message: `${entry.label} needs its receipt attached`,
      code: 'receiptMissing',
    }))
  if (errors.length === 0) return
  const message =
    errors.length === 1
      ? (errors[0] as FieldError).message
      : `${errors.length} bills or invoices need their receipts attached`
  throw badRequest(message, errors, 'receiptMissing', { count: String(errors.length) })
}
