import type { DocumentType } from '../../../contract/spend/common'
import { advanceDocument } from '../advances/document'
import { contractDocument } from '../contracts/document'
import { creditNoteDocument } from '../credit-notes/document'
import { dprDocument } from '../dpr/document'
import { expenseDocument } from '../expenses/document'
import { envelopeDocument } from '../petty-cash/envelope-document'
import { floatDocument } from '../petty-cash/float-document'
import { poDocument } from '../purchase/po-document'
import type { DocumentKind } from './document'

/** Every approvable document type: a new one (petty cash, contracts…) adds its adapter here. */
export const DOCUMENT_KINDS: Record<DocumentType, DocumentKind> = {
  po: poDocument,
  expense: expenseDocument,
  float: floatDocument,
  envelope: envelopeDocument,
  cn: creditNoteDocument,
  advance: advanceDocument,
  dpr: dprDocument,
  contract: contractDocument,
}
