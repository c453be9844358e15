/**
 * How an amount's digits are grouped. Indian accountants read rupees in lakhs and crores
 * (₹8,39,05,000.00), whatever language the interface speaks; so do they every amount of an
 * organisation that keeps its books in rupees. Any other amount follows the reader's language.
 * One rule for the SPA's screens and exports and the server's messages.
 */
export const INDIAN_GROUPING = 'en-IN'

export function moneyLocale(
  currency: string,
  organisationCurrency: string | null | undefined,
  language: string,
): string {
  return currency === 'INR' || organisationCurrency === 'INR' ? INDIAN_GROUPING : language
}
