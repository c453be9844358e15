import type { FieldError } from '../../../contract/envelope'
import {
  HIRED_OWNERSHIPS,
  type ItemAction,
  type ItemOwnership,
  type ItemStatus,
  type MoveItemRequest,
} from '../../../contract/inventory'

/*
 * The one table of an item's steps: which ownerships take each, the statuses it starts from and
 * the status it leads to, and what the step must be told. The server checks a move against it and
 * answers each item's allowed actions from it.
 */

type Kind = 'owned' | 'hired'
type Need = 'custodian' | 'due_back' | 'condition' | 'disposal'

export type StepRule = {
  kinds: readonly Kind[]
  from: readonly ItemStatus[]
  to: ItemStatus
  needs: readonly Need[]
}

export const STEPS: Record<ItemAction, StepRule> = {
  issue: { kinds: ['owned'], from: ['in_store'], to: 'issued', needs: ['custodian'] },
  return: { kinds: ['owned', 'hired'], from: ['issued', 'on_hire'], to: 'in_store', needs: ['condition'] },
  repair: { kinds: ['owned'], from: ['in_store', 'issued', 'damaged'], to: 'repair', needs: [] },
  repaired: { kinds: ['owned'], from: ['repair'], to: 'in_store', needs: [] },
  lose: {
    kinds: ['owned', 'hired'],
    from: ['in_store', 'issued', 'repair', 'on_hire'],
    to: 'lost',
    needs: [],
  },
  damage: { kinds: ['owned'], from: ['in_store', 'issued'], to: 'damaged', needs: ['condition'] },
  dispose: {
    kinds: ['owned'],
    from: ['in_store', 'damaged', 'repair', 'lost'],
    to: 'disposed',
    needs: ['disposal'],
  },
  pick_up: { kinds: ['hired'], from: ['booked'], to: 'on_hire', needs: ['custodian', 'due_back'] },
  extend: { kinds: ['hired'], from: ['on_hire'], to: 'on_hire', needs: ['due_back'] },
  inspect: { kinds: ['hired'], from: ['returned'], to: 'inspected', needs: ['condition'] },
  close: { kinds: ['hired'], from: ['inspected', 'lost'], to: 'closed', needs: [] },
}

export const kindOf = (ownership: ItemOwnership): Kind =>
  HIRED_OWNERSHIPS.includes(ownership) ? 'hired' : 'owned'

/** Where a step leads for this item (a hired item's return goes back to its owner, not to store). */
export function targetOf(action: ItemAction, ownership: ItemOwnership): ItemStatus {
  if (action === 'return' && kindOf(ownership) === 'hired') return 'returned'
  return STEPS[action].to
}

export function allowedActions(ownership: ItemOwnership, status: ItemStatus): ItemAction[] {
  const kind = kindOf(ownership)
  return (Object.keys(STEPS) as ItemAction[]).filter((action) => {
    const rule = STEPS[action]
    return rule.kinds.includes(kind) && rule.from.includes(status)
  })
}

const NEED_FIELDS: Record<Need, keyof MoveItemRequest> = {
  custodian: 'custodian_user_id',
  due_back: 'due_back',
  condition: 'condition',
  disposal: 'disposal',
}
const NEED_MESSAGES: Record<Need, string> = {
  custodian: 'Choose who holds it: nothing is issued without a custodian',
  due_back: 'Give the date it is due back',
  condition: 'Say what condition it is in',
  disposal: 'Say what happened to it',
}

/** Field errors for what the step needs but was not told, and for dates that cannot be. */
export function missingFields(input: MoveItemRequest, dueBack: string | null): FieldError[] {
  const errors: FieldError[] = STEPS[input.action].needs
    .filter((need) => input[NEED_FIELDS[need]] === undefined || input[NEED_FIELDS[need]] === null)
    .map((need) => ({ path: NEED_FIELDS[need], message: NEED_MESSAGES[need], code: 'required' }))
  if (input.disposal === 'moved' && input.action === 'dispose' && input.to_project_id === undefined)
    errors.push({ path: 'to_project_id', message: 'Choose the project it moved to', code: 'required' })
  if (input.due_back !== undefined && input.due_back < input.on)
    errors.push({
      path: 'due_back',
      message: 'It cannot be due back before the day of this step',
      code: 'range',
    })
  if (
    input.action === 'extend' &&
    input.due_back !== undefined &&
    dueBack !== null &&
    input.due_back <= dueBack
  )
    errors.push({ path: 'due_back', message: `Extend it past ${dueBack}`, code: 'range' })
  return errors
}

/** Days between two ISO dates (to − from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** A hired item back late: the days past its due date at its daily hire rate. */
export function lateCharge(dueBack: string | null, returnedOn: string, hireRate: number | null): number {
  if (dueBack === null || hireRate === null) return 0
  return Math.max(0, daysBetween(dueBack, returnedOn)) * hireRate
}
