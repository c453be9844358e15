import type { DocumentType } from '../../../contract/spend/common'
import type { DocumentKind } from './document'

/*
 * The approvable document types' adapters. The workflow is handed them where the modules are
 * assembled (server/modules/registries.ts), so that it imports none of the modules that use it.
 */

let kinds: Readonly<Record<DocumentType, DocumentKind>> | undefined

/** Hands the workflow every approvable type's adapter (once, where the modules are assembled). */
export function registerDocumentKinds(all: Record<DocumentType, DocumentKind>) {
  kinds = all
}

/** The adapter of `type`. */
export function documentKind(type: DocumentType): DocumentKind {
  if (!kinds) throw new Error('The document types are not registered: import server/modules/registries.ts')
  return kinds[type]
}
