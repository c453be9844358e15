/*
 * The fixed vocabularies of vendor advances, free of any schema library: the schemas
 * (advances.ts), the server and the SPA's list filters (entry chunk) read the same values.
 */

export const ADVANCE_KINDS = ['po', 'mobilisation', 'security', 'location'] as const
export type AdvanceKind = (typeof ADVANCE_KINDS)[number]
/** Deposits are refunded or forfeited, never adjusted against an invoice. */
export const DEPOSIT_KINDS: readonly AdvanceKind[] = ['security', 'location']
export const isDeposit = (kind: AdvanceKind) => DEPOSIT_KINDS.includes(kind)

export const ADVANCE_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'paid',
  'part_adjusted',
  'adjusted',
  'refund_due',
  'refunded',
  'forfeited',
  'written_off',
] as const
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number]
