import type { CreditNoteLineInput } from '../../../contract/spend/credit-notes'
import { divRound, percentOf, quantityTimesRate } from '../../../contract/spend/money'
import { badRequest } from '../../http/errors'
import { moneyText } from '../spend/figures'
import type { Credited, OriginalJoined } from './original'

/*
 * A credited line's figures from the original's: taxable = quantity × rate, never more than what
 * remains of the original's taxable value; GST split as the original's (CGST/SGST or IGST, in the
 * same proportion to the taxable value); TDS reversed at the original's section rate (none when
 * the original deducted none); the project-currency amount at the original's rate. The credit
 * that takes what remains takes exactly the rest of every figure, so the credits of a line add
 * up to the line itself.
 */

export type LineValues = {
  expenseId: number
  projectId: number
  budgetCode: string
  poLineId: number | null
  description: string | null
  quantity: string
  rate: number
  taxable: number
  cgstAmount: number
  sgstAmount: number
  igstAmount: number
  tdsAmount: number
  amountProject: number
  supplyAgain: boolean
  position: number
}

/** 400 on the line's field, naming what remains to credit. */
function overCredit(
  path: string,
  what: string,
  remaining: number,
  currency: { code: string; minor_units: number },
) {
  const amount = moneyText(Math.max(0, remaining), currency)
  const message = `Only ${amount} of this invoice line's ${what} remains to credit`
  return badRequest(message, [{ path, message, code: 'overCredit' }], 'overCredit', { remaining: amount })
}

/** `part` of the original's `whole` taxable value, as a share of `figure`, rounded half up. */
const shareOf = (figure: number, part: number, whole: number) =>
  whole === 0 ? 0 : Number(divRound(BigInt(figure) * BigInt(part), BigInt(whole)))

export function creditedLine(
  original: OriginalJoined,
  credited: Credited,
  input: CreditNoteLineInput,
  position: number,
): LineValues {
  const row = original.row
  const currency = { code: original.currencyCode, minor_units: Number(original.minorUnits ?? 2) }
  const quantity = input.quantity ?? '1'
  const taxable = quantityTimesRate(quantity, input.rate)
  const path = `lines.${position}`
  const remaining = Number(row.amount) - credited.taxable
  if (taxable > remaining) throw overCredit(`${path}.rate`, 'taxable value', remaining, currency)
  if (input.supply_again && row.poLineId === null) {
    const message = 'Only a line invoiced on a purchase order line can be supplied again'
    throw badRequest(message, [{ path: `${path}.supply_again`, message }])
  }
  const takesTheRest = taxable === remaining
  const part = (figure: number, creditedFigure: number) =>
    takesTheRest
      ? figure - creditedFigure
      : Math.min(shareOf(figure, taxable, Number(row.amount)), figure - creditedFigure)
  const cgst = part(Number(row.cgstAmount), credited.cgst)
  const sgst = part(Number(row.sgstAmount), credited.sgst)
  const igst = part(Number(row.igstAmount), credited.igst)
  const originalGst = Number(row.cgstAmount) + Number(row.sgstAmount) + Number(row.igstAmount)
  if (cgst + sgst + igst > originalGst - credited.gst)
    throw overCredit(`${path}.rate`, 'GST', originalGst - credited.gst, currency)
  const originalTds = Number(row.tdsAmount)
  const tdsAtRate =
    originalTds > 0 && original.tdsRate !== null ? percentOf(taxable, String(original.tdsRate)) : 0
  const tds = takesTheRest ? originalTds - credited.tds : Math.min(tdsAtRate, originalTds - credited.tds)
  return {
    expenseId: row.id,
    projectId: row.projectId,
    budgetCode: row.budgetCode,
    poLineId: row.poLineId,
    description: input.description ?? row.description ?? null,
    quantity,
    rate: input.rate,
    taxable,
    cgstAmount: cgst,
    sgstAmount: sgst,
    igstAmount: igst,
    tdsAmount: Math.max(0, tds),
    amountProject: part(Number(row.amountProject), credited.amountProject),
    supplyAgain: input.supply_again ?? false,
    position,
  }
}

/** The credit note's totals: the sums of its lines. */
export function totalsOf(lines: LineValues[]) {
  const sum = (pick: (line: LineValues) => number) => lines.reduce((total, line) => total + pick(line), 0)
  return {
    taxable: sum((line) => line.taxable),
    cgstAmount: sum((line) => line.cgstAmount),
    sgstAmount: sum((line) => line.sgstAmount),
    igstAmount: sum((line) => line.igstAmount),
    tdsAmount: sum((line) => line.tdsAmount),
    amountProject: sum((line) => line.amountProject),
  }
}
