import type { DocumentType } from '../../../contract/spend/common'
import { advanceDocument } from '../advances/document'
import { expenseDocument } from '../expenses/document'
import { poDocument } from '../purchase/po-document'
import type { DocumentKind } from './document'

/** Every approvable document type: a new one (petty cash, contracts…) adds its adapter here. */
export const DOCUMENT_KINDS: Record<DocumentType, DocumentKind> = {
  po: poDocument,
  expense: expenseDocument,
  advance: advanceDocument,
}
