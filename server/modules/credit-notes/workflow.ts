import { documentSteps } from '../workflow/document-steps'
import { creditNoteDocument } from './document'

/*
 * A credit note's way through approval is the shared workflow's (submit, approve and reject level
 * by level through the project's 'cn' levels, or its Admins without levels; cancel until posted).
 * Its own steps after approval are in steps.ts. Each answers the credit note's id.
 */

/** Submit, approve, reject and cancel, as the adapter says who may. */
export const creditNoteSteps = documentSteps(creditNoteDocument)
