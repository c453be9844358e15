/**
 * Every code the API names a refusal by (`code` in the error envelope), with the translation key a
 * client says it by and the values (`params`) that text uses. The server's error helpers take only
 * these codes; every language of the SPA has every key (src/locales/locales-errors.test.ts).
 * Free of any schema library, so the error path of the SPA's shell can use it.
 */

type ErrorCodeEntry = { i18nKey: `errors.code.${string}`; params?: readonly string[] }

export const ERROR_CODES = {
  // The request itself
  invalid: { i18nKey: 'errors.code.invalid' },
  fileType: { i18nKey: 'errors.code.fileType' },
  fileEmpty: { i18nKey: 'errors.code.fileEmpty' },
  unreadableFile: { i18nKey: 'errors.code.unreadableFile' },
  /** A cell holds a NUL or a broken surrogate pair: text the database cannot store. */
  fileCharacters: { i18nKey: 'errors.code.fileCharacters', params: ['line', 'column'] },
  tooManyRows: { i18nKey: 'errors.code.tooManyRows', params: ['max'] },
  noHeader: { i18nKey: 'errors.code.noHeader' },
  noRows: { i18nKey: 'errors.code.noRows' },
  noRecords: { i18nKey: 'errors.code.noRecords' },
  missingColumns: { i18nKey: 'errors.code.missingColumns', params: ['columns'] },
  unknownColumns: { i18nKey: 'errors.code.unknownColumns', params: ['columns', 'expected'] },
  rowsInvalid: { i18nKey: 'errors.code.rowsInvalid', params: ['count'] },
  importInvalid: { i18nKey: 'errors.code.importInvalid' },
  tooManyFiles: { i18nKey: 'errors.code.tooManyFiles', params: ['max'] },
  notUploader: { i18nKey: 'errors.code.notUploader' },

  /** Sign-ins, reset links or account requests over their limit (server/auth/throttle.ts). */
  tooManyAttempts: { i18nKey: 'errors.code.tooManyAttempts', params: ['minutes'] },

  // Records and their state
  unique: { i18nKey: 'errors.code.unique' },
  uniqueArchived: { i18nKey: 'errors.code.uniqueArchived' },
  inUse: { i18nKey: 'errors.code.inUse' },
  stale: { i18nKey: 'errors.code.stale' },
  archived: { i18nKey: 'errors.code.archived' },
  archivedRecord: { i18nKey: 'errors.code.archivedRecord' },
  switchedOff: { i18nKey: 'errors.code.switchedOff' },
  baseCurrency: { i18nKey: 'errors.code.baseCurrency' },
  baseNoRates: { i18nKey: 'errors.code.baseNoRates' },
  rateExists: { i18nKey: 'errors.code.rateExists' },

  // Projects and budgets
  teamAdmins: { i18nKey: 'errors.code.teamAdmins' },
  alreadyMember: { i18nKey: 'errors.code.alreadyMember' },
  locked: { i18nKey: 'errors.code.locked' },
  alreadyApproved: { i18nKey: 'errors.code.alreadyApproved' },
  hasExpenses: { i18nKey: 'errors.code.hasExpenses' },
  noBudget: { i18nKey: 'errors.code.noBudget' },
  unknownCode: { i18nKey: 'errors.code.unknownCode' },
  /** The cost report of this week is kept already (once per project and week). */
  snapshotTaken: { i18nKey: 'errors.code.snapshotTaken', params: ['week'] },
  /** A write dated in a project's closed period (server/modules/period-lock). */
  periodLocked: { i18nKey: 'errors.code.periodLocked', params: ['through'] },
  /** A document dated further ahead than its organisation allows (server/modules/period-lock). */
  futureDated: { i18nKey: 'errors.code.futureDated', params: ['latest'] },
  /** A bill or invoice from the organisation's receipt amount up without its receipt (books/evidence). */
  receiptMissing: { i18nKey: 'errors.code.receiptMissing', params: ['count'] },

  // Purchase orders, challans, expenses and their approval
  notEditable: { i18nKey: 'errors.code.notEditable' },
  notRequester: { i18nKey: 'errors.code.notRequester' },
  notSubmittable: { i18nKey: 'errors.code.notSubmittable' },
  notSubmitted: { i18nKey: 'errors.code.notSubmitted' },
  notApproved: { i18nKey: 'errors.code.notApproved' },
  notCancellable: { i18nKey: 'errors.code.notCancellable' },
  expenseBooked: { i18nKey: 'errors.code.expenseBooked' },
  noApprover: { i18nKey: 'errors.code.noApprover' },
  notApprover: { i18nKey: 'errors.code.notApprover' },
  /** Auto-approval of a project's documents: an Admin's decision. */
  autoApprovalAdmins: { i18nKey: 'errors.code.autoApprovalAdmins' },
  /** Waiving separation of duties: an Admin's decision. */
  dutyExceptionAdmins: { i18nKey: 'errors.code.dutyExceptionAdmins' },
  ownDocument: { i18nKey: 'errors.code.ownDocument' },
  /** Separation of duties: a document's submitter, auditor or earlier approver does not decide it. */
  alreadyActed: { i18nKey: 'errors.code.alreadyActed' },
  overBudget: { i18nKey: 'errors.code.overBudget', params: ['codes'] },
  overrideAdminsOnly: { i18nKey: 'errors.code.overrideAdminsOnly' },
  notOnTeam: { i18nKey: 'errors.code.notOnTeam' },
  notVerifier: { i18nKey: 'errors.code.notVerifier' },
  ownChallan: { i18nKey: 'errors.code.ownChallan' },
  notPending: { i18nKey: 'errors.code.notPending' },
  /** Goods are taken into inventory only from a verified challan. */
  notVerified: { i18nKey: 'errors.code.notVerified' },
  noRate: { i18nKey: 'errors.code.noRate' },
  poLineCode: { i18nKey: 'errors.code.poLineCode' },
  notReceived: { i18nKey: 'errors.code.notReceived' },
  /** An expense names a purchase order but not which of its lines it invoices. */
  poLineRequired: { i18nKey: 'errors.code.poLineRequired' },
  overReceived: { i18nKey: 'errors.code.overReceived' },
  /** A vendor advance above what is open on its purchase order. */
  overOpenPo: { i18nKey: 'errors.code.overOpenPo' },
  /** A vendor advance's step taken from a status it does not follow. */
  advanceStatus: { i18nKey: 'errors.code.advanceStatus' },
  duplicateInvoice: {
    i18nKey: 'errors.code.duplicateInvoice',
    params: ['invoice', 'expense', 'date', 'status'],
  },
  /** A credit note would credit more of an invoice line than remains (or than is still payable). */
  overCredit: { i18nKey: 'errors.code.overCredit', params: ['remaining'] },
  /** Applying a credit to an invoice already paid: it is refunded instead. */
  originalPaid: { i18nKey: 'errors.code.originalPaid' },
  /** A credit note's own step (post, apply, refund…) from a status it does not follow. */
  notAtStep: { i18nKey: 'errors.code.notAtStep' },
  /** A contract step that does not follow from where it stands (send before approval). */
  contractStep: { i18nKey: 'errors.code.contractStep' },
  /** Payments on a contract instalment never exceed its amount, so never the executed value. */
  overInstalment: { i18nKey: 'errors.code.overInstalment' },
  /** A contract has one later version in the making at a time. */
  contractVersionOpen: { i18nKey: 'errors.code.contractVersionOpen' },
  /** An amendment keeps each paid instalment (its place, its code, at least what was paid). */
  amendmentPaid: { i18nKey: 'errors.code.amendmentPaid' },

  // Petty cash
  /** An accounts step (holders, disbursing, auditing, posting, settling) by someone not in accounts. */
  notAccounts: { i18nKey: 'errors.code.notAccounts' },
  /** Raising or submitting a float or envelope for a holder other than oneself (accounts aside). */
  notHolder: { i18nKey: 'errors.code.notHolder' },
  /** A new float while the holder still has one open: a top-up is asked instead. */
  openFloat: { i18nKey: 'errors.code.openFloat' },
  /** A float, top-up or claim above the balance while the holder is over the limit or overdue. */
  holderBlocked: { i18nKey: 'errors.code.holderBlocked' },
  /** Approving or posting an envelope no auditor has passed. */
  notAudited: { i18nKey: 'errors.code.notAudited' },
  /** Closing a float while the holder still has cash or bills outstanding. */
  outstandingLeft: { i18nKey: 'errors.code.outstandingLeft' },

  // Team
  /** Clearing a wrapped member while their float, vendor advances or custody is still open. */
  clearanceOpen: { i18nKey: 'errors.code.clearanceOpen', params: ['open'] },
  /** The payment that would settle a contract, while its team member is not cleared. */
  wrapNotCleared: { i18nKey: 'errors.code.wrapNotCleared', params: ['name'] },

  // Third-party (OpenID Connect) sign-in
  oidcUnknownProvider: { i18nKey: 'errors.code.oidcUnknownProvider' },
  oidcRedirect: { i18nKey: 'errors.code.oidcRedirect' },
  oidcState: { i18nKey: 'errors.code.oidcState' },
  oidcCode: { i18nKey: 'errors.code.oidcCode' },
  oidcToken: { i18nKey: 'errors.code.oidcToken' },
  oidcNotLinked: { i18nKey: 'errors.code.oidcNotLinked' },
  oidcInvitation: { i18nKey: 'errors.code.oidcInvitation' },
  oidcResetLink: { i18nKey: 'errors.code.oidcResetLink' },
  oidcLinkedElsewhere: { i18nKey: 'errors.code.oidcLinkedElsewhere' },
  oidcUnavailable: { i18nKey: 'errors.code.oidcUnavailable' },
} as const satisfies Record<string, ErrorCodeEntry>

export type ErrorCode = keyof typeof ERROR_CODES
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)
}

/** The values a refusal's text uses, as the API sends them. */
export type ErrorParams = Record<string, string | number>
