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

export type ContractDraft = {
  project_id: number | null
  title: string
  agreement_id: string
  /** Who the other side is: a vendor of the register, or a person named here. */
  party: 'person' | 'vendor'
  vendor_id: string
  counterparty_name: string
  counterparty_pan: string
  role: string
  start_date: string
  end_date: string
  fee_basis: (typeof FEE_BASES)[number]
  rate: string
  value: string
  gst_treatment: (typeof GST_TREATMENTS)[number]
  instalments: InstalmentDraft[]
  /** Holds the server's message on the instalments as a whole (they do not add up to the value). */
  instalments_total: string
}

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
  return {
    project_id: contract?.project_id ?? projectId,
    title: contract?.title ?? '',
    agreement_id: contract ? String(contract.agreement_id) : '',
    party: contract?.vendor_id ? 'vendor' : 'person',
    vendor_id: contract?.vendor_id ? String(contract.vendor_id) : '',
    counterparty_name: contract?.counterparty_name ?? '',
    counterparty_pan: contract?.counterparty_pan ?? '',
    role: contract?.role ?? '',
    start_date: contract?.start_date ?? '',
    end_date: contract?.end_date ?? '',
    fee_basis: contract?.fee_basis ?? 'lump_sum',
    rate: contract?.rate != null ? formatMoney(contract.rate, units) : '',
    value: contract ? formatMoney(contract.value, units) : '',
    gst_treatment: contract?.gst_treatment ?? 'none',
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
  const rate = draft.rate.trim() ? parseMoney(draft.rate, minorUnits) : null
  if (draft.rate.trim() && (rate === null || rate < 0)) errors.rate = t('contracts.form.amountInvalid')
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
  return {
    ok: true,
    data: {
      project_id: draft.project_id as number,
      title: draft.title.trim(),
      agreement_id: Number(draft.agreement_id),
      vendor_id: vendor ? Number(draft.vendor_id) : null,
      counterparty_name: vendor ? null : draft.counterparty_name.trim(),
      counterparty_pan: vendor || !pan ? null : pan,
      role: draft.role.trim() || null,
      start_date: draft.start_date,
      end_date: draft.end_date,
      fee_basis: draft.fee_basis,
      rate,
      value: value as number,
      gst_treatment: draft.gst_treatment,
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
