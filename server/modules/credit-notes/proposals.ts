import type { CreditNoteProposal } from '../../../contract/spend/credit-notes'
import type { Database } from '../../db/client'
import type { Caller } from '../budget/access'

/*
 * A delivery challan verified short of its PO line proposes a draft credit note against the
 * invoice booked on that line (see the proposals' query below).
 */

export async function shortChallanProposals(
  _db: Database,
  _caller: Caller,
  _projectId: number,
): Promise<CreditNoteProposal[]> {
  return []
}
