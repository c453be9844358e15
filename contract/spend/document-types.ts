/*
 * The approvable document types, kept light (no zod): route files of the entry chunk read them.
 * Approval levels and budget controls are kept per type; a type's code fits varchar(10).
 */
export const DOCUMENT_TYPES = [
  'po',
  'expense',
  'float',
  'envelope',
  'advance',
  'cn',
  'dpr',
  'contract',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]
