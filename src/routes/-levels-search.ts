import { DOCUMENT_TYPES, type DocumentType } from '@contract/spend/document-types'
import { optionalChoice, optionalId } from '@/lib/search-params'

/** The search of /addLevel and /removeLevel: the project and the document type whose levels are shown. */
export const levelsSearch = (search: Record<string, unknown>): { project?: number; type?: DocumentType } => ({
  project: optionalId(search.project),
  type: optionalChoice(search.type, DOCUMENT_TYPES),
})
