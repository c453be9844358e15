import type { WaitingDocumentType } from '@contract/spend/purchase-orders'
import { type LinkOptions, linkOptions } from '@tanstack/react-router'

/*
 * Where each document type that waits on a decision is listed: the verification cards and the
 * dashboard's "what waits on me" link to the same lists.
 */

export type CardIcon = 'clipboard' | 'truck' | 'receipt' | 'wallet' | 'coins' | 'file'

/** Each module's card: its words, its icon and its list filtered to what waits on a decision. */
export const DOCUMENT_CARDS: Record<
  WaitingDocumentType,
  { words: string; open: string; icon: CardIcon; link: LinkOptions }
> = {
  expense: {
    words: 'expenses',
    open: 'openExpenses',
    icon: 'receipt',
    link: linkOptions({ to: '/apps/expenseMasterView', search: { status: 'submitted' } }),
  },
  float: {
    words: 'floats',
    open: 'openFloats',
    icon: 'wallet',
    link: linkOptions({ to: '/cashManagementView', search: { tab: 'floats', status: 'submitted' } }),
  },
  envelope: {
    words: 'envelopes',
    open: 'openEnvelopes',
    icon: 'wallet',
    link: linkOptions({ to: '/cashManagementView', search: { tab: 'envelopes', status: 'submitted' } }),
  },
  advance: {
    words: 'advances',
    open: 'openAdvances',
    icon: 'coins',
    link: linkOptions({ to: '/vendorAdvanceRequestView', search: { status: 'submitted' } }),
  },
  cn: {
    words: 'creditNotes',
    open: 'openCreditNotes',
    icon: 'file',
    link: linkOptions({ to: '/apps/creditNoteMasterView', search: { status: 'submitted' } }),
  },
  dpr: {
    words: 'dprs',
    open: 'openDprs',
    icon: 'clipboard',
    link: linkOptions({ to: '/dprList', search: { status: 'submitted' } }),
  },
}
