import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { CreditNoteDetail, creditNoteListQuerySchema } from '../../../contract/spend/credit-notes'
import type { Database } from '../../db/client'
import { creditNotes, expenses, vendors } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { countAll, likePattern, orderFor, pagedList } from '../paging'
import { projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { approvalTrail } from '../workflow/steps'
import { creditNoteFor } from './access'
import { creditNoteDocument } from './document'
import { creditableOf } from './original'
import { creditNotesWhere, selectCreditNotes, toCreditNotes } from './rows'

/*
 * Reading credit notes: a filtered page of the projects the caller may see, and one credit note
 * with its trail, its original (what remains creditable and payable on it) and what the caller
 * may do with it.
 */

type Query = z.output<typeof creditNoteListQuerySchema>

const SORTS = { cn_date: creditNotes.cnDate, amount_project: creditNotes.amountProject }

function filtersOf(caller: Caller, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(creditNotes.organizationId, caller.tenantId),
    query.project_id === undefined ? undefined : eq(creditNotes.projectId, query.project_id),
    query.vendor_id === undefined ? undefined : eq(creditNotes.vendorId, query.vendor_id),
    query.expense_id === undefined ? undefined : eq(creditNotes.expenseId, query.expense_id),
    query.status ? eq(creditNotes.status, query.status) : undefined,
    query.date_from ? gte(creditNotes.cnDate, query.date_from) : undefined,
    query.date_to ? lte(creditNotes.cnDate, query.date_to) : undefined,
    projectScope(caller, creditNotes.projectId),
  ]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        sql`${creditNotes.cnNo} ilike ${pattern}`,
        sql`${creditNotes.notes} ilike ${pattern}`,
        sql`exists (select 1 from ${expenses} e where e.id = ${creditNotes.expenseId} and e.invoice_no ilike ${pattern})`,
        sql`exists (select 1 from ${vendors} v where v.id = ${creditNotes.vendorId} and (v.legal_name ilike ${pattern} or v.trade_name ilike ${pattern}))`,
      ),
    )
  }
  return and(...conditions)
}

export async function listCreditNotes(db: Database, caller: Caller, query: Query) {
  const where = filtersOf(caller, query)
  const order = orderFor(query.sort, SORTS, '-cn_date', creditNotes.id)
  return pagedList(
    query,
    ({ limit, offset }) =>
      db
        .select({ id: creditNotes.id })
        .from(creditNotes)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select(countAll).from(creditNotes).where(where),
    async (pageIds) => {
      const rows = pageIds.length
        ? await selectCreditNotes(db)
            .where(
              inArray(
                creditNotes.id,
                pageIds.map((row) => row.id),
              ),
            )
            .orderBy(...order)
        : []
      return toCreditNotes(db, caller.tenantId, rows)
    },
  )
}

const POSTED = ['posted', 'applied', 'refund_due', 'refunded']

export async function creditNoteDetail(db: Database, caller: Caller, id: number): Promise<CreditNoteDetail> {
  const row = await creditNoteFor(db, caller, id)
  const [creditNote] = await creditNotesWhere(db, caller.tenantId, eq(creditNotes.id, row.id))
  if (!creditNote) throw notFound('This credit note')
  const mayWrite = await mayCall(db, caller.session, 'creditnote', 'PUT')
  const canApprove =
    mayWrite &&
    (await mayDecide(db, caller.tenantId, caller.session.userId, 'cn', creditNoteDocument.facts(row)))
  const original = await creditableOf(db, caller, row.expenseId, row.id)
  const net = creditNote.net_amount
  return {
    ...creditNote,
    approvals: await approvalTrail(db, caller.tenantId, 'cn', row.id),
    // The original as it stands with every other credit note: what this one may still take.
    original,
    can_edit: mayWrite && ['draft', 'rejected'].includes(row.status),
    can_approve: canApprove,
    can_post: mayWrite && row.status === 'approved',
    can_apply:
      mayWrite && row.status === 'posted' && original.status === 'approved' && net <= original.payable_now,
    can_mark_refund_due: mayWrite && row.status === 'posted',
    can_refund: mayWrite && row.status === 'refund_due',
    can_cancel:
      mayWrite && creditNoteDocument.cancellableFrom.includes(row.status) && !POSTED.includes(row.status),
  }
}
