import { eq } from 'drizzle-orm'
import type {
  CreateCreditNoteRequest,
  CreditNoteLineInput,
  UpdateCreditNoteRequest,
} from '../../../contract/spend/credit-notes'
import type { Database } from '../../db/client'
import { creditNoteLines, creditNotes } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict } from '../../http/errors'
import { assertPeriodOpen } from '../period-lock/lock'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { creditNoteFor } from './access'
import { creditedLine, totalsOf } from './compute'
import { creditedOn, isCreditable, NOTHING_CREDITED, originalFor } from './original'

/*
 * Drafting a credit note: create, and edit while it is a draft or rejected. The original invoice
 * is locked for the write, so two credit notes written at once cannot together credit more than
 * its line; every figure is computed again from the original on each write.
 */

const invalid = (path: string, message: string) => badRequest(message, [{ path, message }])

type Header = {
  expense_id: number
  cn_no: string
  cn_date: string
  gstin?: string | null
  reason: CreateCreditNoteRequest['reason']
  notes?: string | null
  lines: CreditNoteLineInput[]
}

/** The row and lines a credit note's input becomes, checked against its locked original. */
async function resolveCreditNote(db: Database, caller: Caller, input: Header, creditNoteId?: number) {
  const original = await originalFor(db, caller, input.expense_id, true)
  if (!isCreditable(original.row.status))
    throw invalid('expense_id', 'Only an approved or paid invoice can be credited')
  if (input.cn_date < original.row.invoiceDate)
    throw invalid('cn_date', `A credit note cannot be dated before its invoice (${original.row.invoiceDate})`)
  const credited = (await creditedOn(db, caller.tenantId, [original.row.id], creditNoteId)).get(
    original.row.id,
  )
  const lines = input.lines.map((line, position) =>
    creditedLine(original, credited ?? NOTHING_CREDITED, line, position),
  )
  return {
    header: {
      projectId: original.row.projectId,
      vendorId: original.row.vendorId,
      expenseId: original.row.id,
      cnNo: input.cn_no,
      cnDate: input.cn_date,
      gstin: input.gstin === undefined ? original.vendorGstin : input.gstin,
      reason: input.reason,
      notes: input.notes ?? null,
      ...totalsOf(lines),
    },
    lines,
  }
}

async function writeLines(
  db: Database,
  tenantId: number,
  creditNoteId: number,
  lines: Awaited<ReturnType<typeof resolveCreditNote>>['lines'],
) {
  await db.delete(creditNoteLines).where(eq(creditNoteLines.creditNoteId, creditNoteId))
  await db
    .insert(creditNoteLines)
    .values(lines.map((line) => ({ ...line, organizationId: tenantId, creditNoteId })))
}

export async function createCreditNote(deps: WriteDeps, input: CreateCreditNoteRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const { header, lines } = await resolveCreditNote(tx, caller, input as Header)
    await assertPeriodOpen(tx, header.projectId, header.cnDate, 'cn_date', deps.now)
    const [row] = await tx
      .insert(creditNotes)
      .values({
        ...header,
        organizationId: caller.tenantId,
        status: 'draft',
        createdBy: caller.session.userId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: creditNotes.id })
    if (!row) throw new Error('credit note insert returned nothing')
    await writeLines(tx, caller.tenantId, row.id, lines)
    await deps.audit(tx, { action: 'cn.create', entity: 'cn', entityId: row.id, after: { ...header, lines } })
    return row.id
  })
}

const EDITABLE = ['draft', 'rejected']

export async function updateCreditNote(deps: WriteDeps, id: number, input: UpdateCreditNoteRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const row = await creditNoteFor(tx, caller, id, true)
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or rejected credit note can be changed', [], 'notEditable')
    assertFresh('credit note', row.rowVersion, input.row_version)
    const stored = await tx
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, row.id))
      .orderBy(creditNoteLines.position)
    const merged: Header = {
      expense_id: input.expense_id ?? row.expenseId,
      cn_no: input.cn_no ?? row.cnNo,
      cn_date: input.cn_date ?? row.cnDate,
      gstin: input.gstin === undefined ? row.gstin : input.gstin,
      reason: input.reason ?? (row.reason as Header['reason']),
      notes: input.notes === undefined ? row.notes : input.notes,
      lines:
        input.lines ??
        stored.map((line) => ({
          quantity: line.quantity,
          rate: Number(line.rate),
          description: line.description,
          supply_again: line.supplyAgain,
        })),
    }
    const { header, lines } = await resolveCreditNote(tx, caller, merged, row.id)
    await assertPeriodOpen(tx, header.projectId, header.cnDate, 'cn_date', deps.now)
    await tx
      .update(creditNotes)
      .set({ ...header, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(creditNotes.id, row.id))
    await writeLines(tx, caller.tenantId, row.id, lines)
    await deps.audit(tx, {
      action: 'cn.update',
      entity: 'cn',
      entityId: row.id,
      before: { ...row, lines: stored },
      after: { ...header, lines },
    })
    return row.id
  })
}
