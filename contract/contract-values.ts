/*
 * The fixed vocabularies of contracts (module 1010), shared by their masters, the contracts
 * themselves and the SPA. Their labels are in the locales; these are the stored values.
 */

/** Where a contract stands; a contract status master names finer steps within one of these. */
export const CONTRACT_STAGES = [
  'draft',
  'in_approval',
  'sent',
  'partly_signed',
  'executed',
  'amended',
  'expiring',
  'renewed',
  'expired',
  'terminated',
  'cancelled',
] as const
export type ContractStage = (typeof CONTRACT_STAGES)[number]

/** Where a contract is in its life (the list's filter, the schemas and the server's rules). */
export const CONTRACT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'sent',
  'partly_signed',
  'executed',
  'expiring',
  'expired',
  'terminated',
  /** Replaced by an executed amendment (a later version): it commits nothing more. */
  'amended',
  /** Followed by an executed renewal (a later version for the next term); what it owes stays committed. */
  'renewed',
] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/**
 * The statuses of a contract that runs to its end date: its expiry, notice and option dates are
 * events (reminders, the dashboard's "ending within").
 */
export const RUNNING_CONTRACT_STATUSES = ['executed', 'expiring'] as const

/** What kind of deal an agreement type is: it decides which terms a contract of it asks for. */
export const AGREEMENT_KINDS = [
  'talent',
  'crew',
  'vendor',
  'platform_licence',
  'commission',
  'co_production',
  'location',
  'music',
] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]

/** How a platform reaches its audience. */
export const PLATFORM_KINDS = ['theatrical', 'streaming', 'broadcast', 'digital', 'other'] as const

/** The date a reminder type counts back from. */
export const REMINDER_EVENTS = [
  'expiry',
  'notice_deadline',
  'instalment_due',
  'deliverable_due',
  'option_date',
] as const
export type ReminderEvent = (typeof REMINDER_EVENTS)[number]

/**
 * The media a contract's rights usually cover, offered by the form. The server still takes any
 * short text (contracts drafted before this list, or a medium it does not name).
 */
export const RIGHTS_MEDIA = [
  'theatrical',
  'satellite_tv',
  'svod',
  'avod',
  'fast',
  'airline',
  'music',
  'dubbing',
  'remake',
  'clips',
] as const
export type RightsMedium = (typeof RIGHTS_MEDIA)[number]
