import type { InstalmentInput } from '../../../contract/contracts'
import { percentOf } from '../../../contract/spend/money'
import { badRequest } from '../../http/errors'

/*
 * A contract's instalments as amounts: a percentage is of the contract's value; when every
 * instalment is a percentage and they make 100 %, the last one takes the rounding so the amounts
 * still add up to the value exactly. Either way the instalments must total the value.
 */

export type InstalmentAmount = { percent: string | null; amount: number }

const refuse = (path: string, message: string) => badRequest(message, [{ path, message }])

export function instalmentAmounts(
  value: number,
  instalments: readonly InstalmentInput[],
  money: (units: number) => string,
): InstalmentAmount[] {
  const amounts = instalments.map((instalment, index): InstalmentAmount => {
    const hasPercent = instalment.percent !== undefined && instalment.percent !== null
    const hasAmount = instalment.amount !== undefined && instalment.amount !== null
    if (hasPercent === hasAmount)
      throw refuse(`instalments.${index}.amount`, 'Give either a percentage of the value or an amount')
    if (hasPercent) {
      const percent = instalment.percent as string
      return { percent, amount: percentOf(value, percent) }
    }
    return { percent: null, amount: instalment.amount as number }
  })
  const allPercent = amounts.every((instalment) => instalment.percent !== null)
  const percentTotal = amounts.reduce((sum, instalment) => sum + Number(instalment.percent ?? 0) * 100, 0)
  const last = amounts[amounts.length - 1]
  if (allPercent && Math.round(percentTotal) === 100 * 100 && last) {
    last.amount = value - amounts.slice(0, -1).reduce((sum, instalment) => sum + instalment.amount, 0)
  }
  const total = amounts.reduce((sum, instalment) => sum + instalment.amount, 0)
  if (total !== value)
    throw refuse(
      'instalments',
      `The instalments add up to ${money(total)}; the contract value is ${money(value)}`,
    )
  return amounts
}
