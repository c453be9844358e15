import type { Profile } from '@contract/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { currencySymbol, formatAmount, formatCompactAmount } from './format'
import { useSession } from './session'

const INR = { code: 'INR', minor_units: 2 }
const USD = { code: 'USD', minor_units: 2 }
const asOrganisation = (organization_currency: string) =>
  useSession.setState({ profile: { user: { organization_currency } } as Profile })

describe('amounts on screen', () => {
  afterEach(() => useSession.setState({ profile: null }))

  it('group rupees in lakhs and crores in every language', () => {
    for (const language of ['en', 'de', 'fr', 'pt'])
      expect(formatAmount(8_390_500_000, INR, language)).toBe('₹8,39,05,000.00')
    expect(formatAmount(-36_000_000, INR, 'en')).toBe('-₹3,60,000.00')
  })

  it('keep other currencies in the reader’s conventions, unless the organisation keeps rupee books', () => {
    asOrganisation('EUR')
    expect(formatAmount(123_456_789, USD, 'en')).toBe('$1,234,567.89')
    expect(formatAmount(123_456_789, { code: 'EUR', minor_units: 2 }, 'de')).toBe('1.234.567,89\u00a0€')
    asOrganisation('INR')
    expect(formatAmount(123_456_789, USD, 'en')).toBe('$12,34,567.89')
  })

  it('say amounts short for a chart’s axis: rupees in lakhs and crores, others in the reader’s words', () => {
    expect(formatCompactAmount(5_000_000_000, INR, 'en')).toBe('₹5Cr')
    expect(formatCompactAmount(150_000_000, INR, 'de')).toBe('₹15L')
    expect(formatCompactAmount(0, INR, 'en')).toBe('₹0')
    asOrganisation('EUR')
    expect(formatCompactAmount(150_000_000, USD, 'en')).toBe('$1.5M')
    expect(formatCompactAmount(150_000_000, { code: 'EUR', minor_units: 2 }, 'de')).toBe(
      '1,5\u00a0Mio.\u00a0€',
    )
  })

  it('name a currency by its sign in labels, or by its code where it has none', () => {
    expect(currencySymbol('INR', 'de')).toBe('₹')
    expect(currencySymbol('USD', 'en')).toBe('$')
    expect(currencySymbol('JPY', 'en')).toBe('¥')
    expect(currencySymbol('XQQ', 'en')).toBe('XQQ')
  })
})
