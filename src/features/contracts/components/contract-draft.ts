import type {
  ContractDetail,
  CreateContractRequest,
  FEE_BASES,
  GST_TREATMENTS,
  INSTALMENT_TRIGGERS,
} from '@contract/contracts'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { TFunction } from 'i18next'
import type { ApiError } from '@/lib/api-error'
import type { FieldErrors, FormCheck } from '@/lib/forms'

/** An instalment as typed: a percentage of the value or an amount (major units), as text. */
export type InstalmentDraft = {
  label: string
  trigger: (typeof INSTALMENT_TRIGGERS)[number]
  percent: string
  amount: string
  due_date: string
  budget_code: string
}

/** The classification lists a contract points at (ids as the selects hold them; '' for none). */
export const CLASSIFICATION_FIELDS = [
  'contract_project_id',
  'company_id',
  'contractcategory_id',
  'contractsubcategory_id',
  'platform_id',
  'language_id',
  'showtype_id',
  'contract_status_id',
  'tds_id',
] as const
type ClassificationField = (typeof CLASSIFICATION_FIELDS)[number]

/** Optional amounts of the deal, typed in major units. */
const MONEY_FIELDS = ['rate', 'overtime_rate', 'kit_rental', 'per_diem'] as const
/** Optional text of the deal, sent trimmed (null when empty). */
const TEXT_FIELDS = [
  'role',
  'deliverables',
  'travel_and_stay',
  'rights_territory',
  'rights_languages',
  'screen_credit',
] as const
/** Optional dates, sent as typed (null when empty). */
const DATE_FIELDS = ['lock_in_until', 'rights_from', 'rights_to'] as const

export type ContractDraft = {
  project_id: number | null
  title: string
  agreement_id: string
  /** Who the other side is: a vendor of the register, or a person named here. */
  party: 'person' | 'vendor'
  vendor_id: string
  counterparty_name: string
  counterparty_pan: string
  counterparty_gstin: string
  start_date: string
  end_date: string
  notice_days: string
  exclusive: boolean
  fee_basis: (typeof FEE_BASES)[number]
  value: string
  guaranteed_units: string
  gst_treatment: (typeof GST_TREATMENTS)[number]
  rights_media: string[]
  rights_exclusive: boolean
  reminder_user_ids: number[]
  instalments: InstalmentDraft[]
  /** Holds the server's message on the instalments as a whole (they do not add up to the value). */
  instalments_total: string
} & Record<
  | ClassificationField
  | (typeof MONEY_FIELDS)[number]
  | (typeof TEXT_FIELDS)[number]
  | (typeof DATE_FIELDS)[number],
  string
>

export const blankInstalment = (): InstalmentDraft => ({
  label: '',
  trigger: 'signing',
  percent: '',
  amount: '',
  due_date: '',
  budget_code: '',
})

export function contractDraftOf(
  contract: ContractDetail | undefined,
  projectId: number | null,
): ContractDraft {
  const units = contract?.minor_units ?? 2
  const each = <K extends string>(keys: readonly K[], of: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, of(key)])) as Record<K, string>
  return {
    project_id: contract?.project_id ?? projectId,
    title: contract?.title ?? '',
    agreement_id: contract ? String(contract.agreement_id) : '',
    ...each(CLASSIFICATION_FIELDS, (key) => (contract?.[key] ? String(contract[key]) : '')),
    party: contract?.vendor_id ? 'vendor' : 'person',
    vendor_id: contract?.vendor_id ? String(contract.vendor_id) : '',
    counterparty_name: contract?.counterparty_name ?? '',
    counterparty_pan: contract?.counterparty_pan ?? '',
    counterparty_gstin: contract?.counterparty_gstin ?? '',
    ...each(TEXT_FIELDS, (key) => contract?.[key] ?? ''),
    ...each(DATE_FIELDS, (key) => contract?.[key] ?? ''),
    ...each(MONEY_FIELDS, (key) => {
      const amount = contract?.[key]
      return amount != null ? formatMoney(amount, units) : ''
    }),
    start_date: contract?.start_date ?? '',
    end_date: contract?.end_date ?? '',
    notice_days: contract?.notice_days != null ? String(contract.notice_days) : '',
    exclusive: contract?.exclusive ?? false,
    fee_basis: contract?.fee_basis ?? 'lump_sum',
    value: contract ? formatMoney(contract.value, units) : '',
    guaranteed_units: contract?.guaranteed_units != null ? String(contract.guaranteed_units) : '',
    gst_treatment: contract?.gst_treatment ?? 'none',
    rights_media: contract?.rights_media ?? [],
    rights_exclusive: contract?.rights_exclusive ?? false,
    reminder_user_ids: contract?.reminder_user_ids ?? [],
    instalments: contract
      ? contract.instalments.map((instalment) => ({
          label: instalment.label,
          trigger: instalment.trigger,
          percent: instalment.percent ?? '',
          amount: instalment.percent ? '' : formatMoney(instalment.amount, units),
          due_date: instalment.due_date ?? '',
          budget_code: instalment.budget_code,
        }))
      : [blankInstalment()],
    instalments_total: '',
  }
}

const PERCENT = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/
const GSTIN = /^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$/
const WHOLE = /^[0-9]{1,5}$/

/** A whole number typed in a box: null when empty, NaN when it is not one within `max`. */
const wholeOf = (text: string, max: number) => {
  const typed = text.trim()
  if (!typed) return null
  return WHOLE.test(typed) && Number(typed) <= max ? Number(typed) : Number.NaN
}

/** A percentage in hundredths (33.33 → 3333), or null when it is not one. */
const hundredthsOf = (text: string) => {
  if (!PERCENT.test(text.trim())) return null
  const [whole = '0', fraction = ''] = text.trim().split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/**
 * What the typed instalments add up to, in minor units: amounts as typed, percentages of the value
 * (the server puts the rounding on the last one, so shares of 100 % total the value exactly).
 */
export function instalmentsTotalOf(draft: ContractDraft, minorUnits: number): number {
  const value = parseMoney(draft.value ?? '', minorUnits) ?? 0
  let hundredths = 0
  let amounts = 0
  for (const instalment of draft.instalments ?? []) {
    if (instalment.percent?.trim()) hundredths += hundredthsOf(instalment.percent) ?? 0
    else amounts += parseMoney(instalment.amount ?? '', minorUnits) ?? 0
  }
  // BigInt: a crore of rupees in paise times 10,000 is past what a double holds exactly.
  return amounts + Number((BigInt(value) * BigInt(hundredths) + 5000n) / 10000n)
}

/** The form's own checks (what must be there); whether the instalments add up is the server's word. */
export function checkContractDraft(
  draft: ContractDraft,
  minorUnits: number,
  t: TFunction,
): FormCheck<CreateContractRequest> {
  const errors: FieldErrors = {}
  const required = t('contracts.form.required')
  if (!draft.project_id) errors.project_id = required
  if (!draft.title.trim()) errors.title = required
  if (!draft.agreement_id) errors.agreement_id = required
  if (draft.party === 'vendor' && !draft.vendor_id) errors.vendor_id = required
  if (draft.party === 'person' && !draft.counterparty_name.trim()) errors.counterparty_name = required
  const pan = draft.counterparty_pan.trim().toUpperCase()
  if (draft.party === 'person' && pan && !PAN.test(pan))
    errors.counterparty_pan = t('contracts.form.panInvalid')
  if (!draft.start_date) errors.start_date = required
  if (!draft.end_date) errors.end_date = required
  const value = parseMoney(draft.value, minorUnits)
  if (value === null || value <= 0) errors.value = t('contracts.form.amountInvalid')
  const gstin = draft.counterparty_gstin.trim().toUpperCase()
  if (draft.party === 'person' && gstin && !GSTIN.test(gstin))
    errors.counterparty_gstin = t('contracts.form.gstinInvalid')
  const amounts = {} as Record<(typeof MONEY_FIELDS)[number], number | null>
  for (const key of MONEY_FIELDS) {
    const typed = draft[key].trim()
    amounts[key] = typed ? parseMoney(typed, minorUnits) : null
    if (typed && (amounts[key] === null || (amounts[key] as number) < 0))
      errors[key] = t('contracts.form.amountInvalid')
  }
  const noticeDays = wholeOf(draft.notice_days, 365)
  if (Number.isNaN(noticeDays)) errors.notice_days = t('contracts.form.daysInvalid')
  const guaranteedUnits = wholeOf(draft.guaranteed_units, 10_000)
  if (Number.isNaN(guaranteedUnits)) errors.guaranteed_units = t('contracts.form.unitsInvalid')
  if (draft.reminder_user_ids.length > 10) errors.reminder_user_ids = t('contracts.form.tooManyReminders')
  if (draft.instalments.length === 0) errors.instalments_total = t('contracts.form.noInstalments')
  const instalments = draft.instalments.map((instalment, index) => {
    const at = `instalments.${index}`
    if (!instalment.label.trim()) errors[`${at}.label`] = required
    if (!instalment.budget_code.trim()) errors[`${at}.budget_code`] = required
    const percent = instalment.percent.trim()
    const amount = instalment.amount.trim() ? parseMoney(instalment.amount, minorUnits) : null
    if (percent && instalment.amount.trim()) errors[`${at}.amount`] = t('contracts.form.percentOrAmount')
    else if (!percent && !instalment.amount.trim())
      errors[`${at}.percent`] = t('contracts.form.percentOrAmount')
    else if (percent && !hundredthsOf(percent)) errors[`${at}.percent`] = t('contracts.form.percentInvalid')
    else if (!percent && (amount === null || amount <= 0))
      errors[`${at}.amount`] = t('contracts.form.amountInvalid')
    return {
      label: instalment.label.trim(),
      trigger: instalment.trigger,
      percent: percent || null,
      amount: percent ? null : amount,
      due_date: instalment.due_date || null,
      budget_code: instalment.budget_code.trim(),
    }
  })
  if (Object.keys(errors).length) return { ok: false, errors }
  const vendor = draft.party === 'vendor'
  const each = <K extends string, V>(keys: readonly K[], of: (key: K) => V) =>
    Object.fromEntries(keys.map((key) => [key, of(key)])) as Record<K, V>
  return {
    ok: true,
    data: {
      project_id: draft.project_id as number,
      title: draft.title.trim(),
      agreement_id: Number(draft.agreement_id),
      // Every field is sent, empty ones as null: an edit that clears a field clears it on the server.
      ...each(CLASSIFICATION_FIELDS, (key) => (draft[key] ? Number(draft[key]) : null)),
      vendor_id: vendor ? Number(draft.vendor_id) : null,
      counterparty_name: vendor ? null : draft.counterparty_name.trim(),
      counterparty_pan: vendor || !pan ? null : pan,
      counterparty_gstin: vendor || !gstin ? null : gstin,
      ...each(TEXT_FIELDS, (key) => draft[key].trim() || null),
      ...each(DATE_FIELDS, (key) => draft[key] || null),
      ...amounts,
      start_date: draft.start_date,
      end_date: draft.end_date,
      notice_days: noticeDays,
      exclusive: draft.exclusive,
      fee_basis: draft.fee_basis,
      value: value as number,
      guaranteed_units: guaranteedUnits,
      gst_treatment: draft.gst_treatment,
      rights_media: draft.rights_media,
      rights_exclusive: draft.rights_exclusive,
      reminder_user_ids: draft.reminder_user_ids,
      instalments,
    },
  }
}

/** The server's field problems keyed like the draft's: the instalments as a whole under their total. */
export function contractServerErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {}
  for (const problem of error.fieldErrors) {
    const key = problem.path === 'instalments' ? 'instalments_total' : problem.path || 'form'
    errors[key] ??= problem.message
  }
  return errors
}
