/**
 * Exact money arithmetic for spend documents: amounts are integer minor units, rates and
 * percentages decimal text. Every product of an amount and a rate goes through BigInt and is
 * rounded half away from zero once, so the API, the form's live preview and the mocks agree to
 * the paisa. Free of zod so forms can use it without loading schemas.
 */

const POW10 = (n: number) => 10n ** BigInt(n)

/** "18.5" at scale 2 → 1850n; null when it is not a decimal with at most `scale` places. */
export function scaledUnits(value: string, scale: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null
  const units = BigInt(whole) * POW10(scale) + BigInt(fraction.slice(0, scale).padEnd(scale, '0') || '0')
  return sign === '-' ? -units : units
}

/** numerator / denominator rounded half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('Division by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const rounded = (n * 2n + d) / (d * 2n)
  return negative ? -rounded : rounded
}

/** `percent` ("18.00") of `amount` minor units, rounded to a minor unit. */
export function percentOf(amount: number, percent: string): number {
  const units = scaledUnits(percent, 4)
  if (units === null) throw new Error(`Not a percentage: ${percent}`)
  return Number(divRound(BigInt(amount) * units, 100n * POW10(4)))
}

export const RATE_DECIMALS = 6

/**
 * An amount in one currency expressed in another, both rates being base-currency units for one
 * unit of their currency (six decimals, as the currency master keeps them). Minor units may
 * differ (JPY 0, INR 2, KWD 3).
 */
export function convertMinor(
  amount: number,
  from: { rate: string; minorUnits: number },
  to: { rate: string; minorUnits: number },
): number {
  const fromRate = scaledUnits(from.rate, RATE_DECIMALS)
  const toRate = scaledUnits(to.rate, RATE_DECIMALS)
  if (fromRate === null || toRate === null || toRate === 0n) throw new Error('Not an exchange rate')
  const numerator = BigInt(amount) * fromRate * POW10(to.minorUnits)
  const denominator = toRate * POW10(from.minorUnits)
  return Number(divRound(numerator, denominator))
}

/** The rate between two currencies (from → to) as six-decimal text: "0.011905". */
export function crossRate(fromRate: string, toRate: string): string {
  const from = scaledUnits(fromRate, RATE_DECIMALS)
  const to = scaledUnits(toRate, RATE_DECIMALS)
  if (from === null || to === null || to === 0n) throw new Error('Not an exchange rate')
  const units = divRound(from * POW10(RATE_DECIMALS), to)
  const text = units.toString().padStart(RATE_DECIMALS + 1, '0')
  return `${text.slice(0, -RATE_DECIMALS)}.${text.slice(-RATE_DECIMALS)}`
}

/** quantity × rate exactly, in minor units (null when either is not a number to multiply). */
export function exactLineAmount(quantity: string, rate: number): bigint | null {
  const units = scaledUnits(quantity, 3)
  if (units === null || !Number.isSafeInteger(rate)) return null
  return divRound(units * BigInt(rate), 1000n)
}

/** quantity ("2.5", three decimals at most) × rate (minor units), rounded to a minor unit. */
export function quantityTimesRate(quantity: string, rate: number): number {
  const amount = exactLineAmount(quantity, rate)
  if (amount === null) throw new Error(`Not a quantity: ${quantity}`)
  return Number(amount)
}

/** Where the supplier and the buyer are: the first two digits of a GSTIN are the state code. */
export type GstKind = 'intra' | 'inter' | 'none'
export function gstKindOf(
  vendorGstin: string | null | undefined,
  buyerGstin: string | null | undefined,
): GstKind {
  if (!vendorGstin) return 'none'
  if (!buyerGstin) return 'intra'
  return vendorGstin.slice(0, 2) === buyerGstin.slice(0, 2) ? 'intra' : 'inter'
}

export type ExpenseTaxInput = {
  /** The taxable value, before GST, in the document currency's minor units. */
  amount: number
  /** The GST rate's percentages, or null without GST. */
  gst: { rate: string; cgst_rate: string; sgst_rate: string; igst_rate: string } | null
  gstKind: GstKind
  /** The TDS section's rate and threshold (threshold in the same minor units as `amount`). */
  tds: { rate: string; threshold: number | null } | null
}

export type ExpenseTaxes = {
  cgst_amount: number
  sgst_amount: number
  igst_amount: number
  gst_amount: number
  /** Taxable value plus GST: what the invoice says. */
  total: number
  tds_amount: number
  /** What the vendor is paid: the invoice total less the tax deducted at source. */
  net_payable: number
}

/**
 * GST and TDS of an invoice. Within a state CGST and SGST are charged (each rounded), across
 * states IGST; an unregistered vendor (no GSTIN) charges none. TDS is deducted on the taxable
 * value once it reaches the section's threshold.
 */
export function expenseTaxes({ amount, gst, gstKind, tds }: ExpenseTaxInput): ExpenseTaxes {
  const intra = gst && gstKind === 'intra'
  const inter = gst && gstKind === 'inter'
  const cgst_amount = intra ? percentOf(amount, gst.cgst_rate) : 0
  const sgst_amount = intra ? percentOf(amount, gst.sgst_rate) : 0
  const igst_amount = inter ? percentOf(amount, gst.igst_rate) : 0
  const gst_amount = cgst_amount + sgst_amount + igst_amount
  const total = amount + gst_amount
  const deducts = tds !== null && (tds.threshold === null || amount >= tds.threshold)
  const tds_amount = deducts ? percentOf(amount, tds.rate) : 0
  return {
    cgst_amount,
    sgst_amount,
    igst_amount,
    gst_amount,
    total,
    tds_amount,
    net_payable: total - tds_amount,
  }
}
