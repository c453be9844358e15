import { conflict, forbidden } from '../../http/errors'
import { ADMINS_LEVEL_NO, type LevelRecord } from './levels'

/*
 * The workflow's refusals: the same code, HTTP status and words for the same situation on every
 * document type. The budget check's (403 overrideAdminsOnly, 409 overBudget) are in
 * spend/budget-check.ts, which moving expenses between codes shares.
 */

export const refusals = {
  /** 403: submitting or cancelling someone else's document where only its requester (or an Admin) may. */
  notRequester: (noun: string, verb: string) =>
    forbidden(`Only the person who raised this ${noun} (or an Admin) can ${verb} it`, 'notRequester'),
  /** 409: submitting what is not a draft or rejected. */
  notEditable: (noun: string) =>
    conflict(`Only a draft or rejected ${noun} can be submitted`, [], 'notEditable'),
  /** 409: a row_version older than the row's. */
  stale: (noun: string) =>
    conflict(`Someone changed this ${noun} since you opened it: reload and try again`, [], 'stale'),
  /** 409: approving or rejecting what is not waiting for approval. */
  notSubmitted: (noun: string) => conflict(`This ${noun} is not waiting for approval`, [], 'notSubmitted'),
  /** 403: approving or rejecting one's own document. */
  ownDocument: (noun: string) => forbidden(`Nobody approves their own ${noun}`, 'ownDocument'),
  /** 403: deciding a document one already submitted, audited or approved at an earlier level. */
  alreadyActed: (noun: string) =>
    forbidden(
      `You already took part in this ${noun}: another approver decides it, so nobody moves money alone`,
      'alreadyActed',
    ),
  /** 403: approving or rejecting at a level one does not approve. */
  notApprover: (noun: string, levelNo: number, level: LevelRecord | undefined) =>
    forbidden(
      `Only an approver of level ${levelNo}${level ? ` (${level.name})` : ''} can decide this ${noun}`,
      'notApprover',
    ),
  /** 409: submitting when a level it needs has nobody to approve it but its requester. */
  noApprover: (level: LevelRecord) => {
    const message =
      level.levelNo === ADMINS_LEVEL_NO
        ? 'This project has no approval levels, and no Admin other than you to approve it: ask for a level, or for auto-approval on this project'
        : `Level ${level.levelNo} (${level.name}) has no approver other than you: ask an Admin to add one`
    return conflict(message, [{ path: 'approval', message, code: 'noApprover' }], 'noApprover')
  },
  /** 409: cancelling what is already cancelled, or past the point the type allows. */
  notCancellable: (noun: string, status: string) =>
    conflict(
      status === 'cancelled'
        ? `This ${noun} is already cancelled`
        : `This ${noun} is ${status}: it can no longer be cancelled`,
      [],
      'notCancellable',
    ),
}

/** 409 stale unless `rowVersion` (when the caller sent one) is the row's. */
export function assertFresh(noun: string, current: number, rowVersion: number | undefined) {
  if (rowVersion !== undefined && rowVersion !== current) throw refusals.stale(noun)
}
