import type { BudgetControlAction, CodeFigures } from '@contract/spend/common'
import { convertMinor, type ExpenseTaxes, expenseTaxes, gstKindOf } from '@contract/spend/money'

/*
 * The draft's live figures, computed in the browser with the contract's exact money functions
 * (the same the server uses), so what the form shows is what the saved expense will say.
 */

export type PreviewInput = {
  /** Taxable value in the invoice currency's minor units; null while the amount is not valid. */
  amount: number | null
  gst: { rate: string; cgst_rate: string; sgst_rate: string; igst_rate: string } | null
  vendorGstin: string | null
  buyerGstin: string | null
  tds: { rate: string; threshold: number | null } | null
  /** Base-currency rates of the invoice and project currencies on the invoice date. */
  rates: { from: { rate: string; minorUnits: number }; to: { rate: string; minorUnits: number } } | null
  figures: CodeFigures | null
  control: BudgetControlAction | null
}

export type Preview = {
  taxes: ExpenseTaxes
  gstKind: 'intra' | 'inter' | 'none'
  /** The taxable value in the project's currency (what the budget counts); null without a rate. */
  amountProject: number | null
  /** What remains on the code once this expense counts; null without a code or an amount. */
  remainingAfter: number | null
  over: boolean
}

export function previewOf(input: PreviewInput): Preview | null {
  if (input.amount === null) return null
  const gstKind = input.gst ? gstKindOf(input.vendorGstin, input.buyerGstin) : 'none'
  const taxes = expenseTaxes({ amount: input.amount, gst: input.gst, gstKind, tds: input.tds })
  const amountProject = input.rates ? convertMinor(input.amount, input.rates.from, input.rates.to) : null
  const remainingAfter =
    input.figures && amountProject !== null ? input.figures.remaining - amountProject : null
  const over = remainingAfter !== null && remainingAfter < 0 && input.control !== 'ignore'
  return { taxes, gstKind, amountProject, remainingAfter, over }
}
