import type { BudgetCheck, DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { mayCall } from '../../http/permissions'
import type { SessionInfo } from '../../http/route'

/*
 * Who sees a budget's figures (budget, committed, actual, remaining) outside the budget pages:
 * whoever reads the budget (budget GET; Admins always), and nobody else. Drafting a document or
 * deciding one is not a grant to read the budget: those callers see whether the document fits
 * and what the organisation's control does with it (stop, warn), never the figures. The code
 * picker gives drafters the codes' names.
 */

/** Whether the caller may draft a document of this type (POST to raise it, or PUT to change it). */
export async function mayDraft(db: Database, session: SessionInfo, type: DocumentType): Promise<boolean> {
  if (type === 'po') return mayCall(db, session, 'purchase', 'POST')
  if (type === 'float' || type === 'envelope')
    return (await mayCall(db, session, 'pcr', 'POST')) || mayCall(db, session, 'pcr', 'PUT')
  if (type === 'cn')
    return (await mayCall(db, session, 'creditnote', 'POST')) || mayCall(db, session, 'creditnote', 'PUT')
  return (await mayCall(db, session, 'expenses', 'POST')) || mayCall(db, session, 'expenses', 'PUT')
}

/** Whether the caller reads every code's figures (budget GET; Admins always). */
export const readsBudget = (db: Database, session: SessionInfo) => mayCall(db, session, 'budget', 'GET')

/** Whether a document's codes' figures are shown to the caller: only to whoever reads the budget. */
export const maySeeDocumentFigures = readsBudget

/** A document's stored budget check as the caller may see it: without figures, it keeps its codes. */
export function checkAsSeen(check: BudgetCheck | null, shown: boolean): BudgetCheck | null {
  return shown || check === null ? check : { ...check, impacts: [] }
}
