/*
 * Where an expense stands for the figures: approved and paid are actual cost (and invoiced on the
 * PO line or contract instalment it is for); a draft or submitted one holds its share of a line or
 * instalment (so two invoices never take more than it has), a rejected or cancelled one nothing.
 */

/** The statuses of an expense that count as actual cost (and as invoiced on its PO line). */
export const ACTUAL_STATUSES = ['approved', 'paid']
/** The statuses of an expense that hold its share of what it is for. */
export const HOLDING_STATUSES = ['draft', 'submitted', 'approved', 'paid']
