/*
 * A daily production report's fixed values, kept light (no zod): route files of the entry chunk
 * read them. The schemas (contract/dpr.ts) build on these.
 */
export const DPR_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'locked',
  'superseded',
] as const
export type DprStatus = (typeof DPR_STATUSES)[number]

export const DPR_UNITS = ['main', 'second'] as const
export type DprUnit = (typeof DPR_UNITS)[number]
